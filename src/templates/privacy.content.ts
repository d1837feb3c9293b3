import { f, objectType } from "../node/content/content-schema";
import { placeholderChecks, text, texts } from "../node/content/content-fields";
import { pageType } from "../components/page/page-base.content";

/** content/<lang>/pages/privacy.json. */
export const PrivacyContent = pageType("PrivacyContent", "Copy of the privacy policy page.", {
  lastUpdated: text("Label before the last-updated date."),
  version: text("Label before the policy's version (PRIVACY_POLICY_VERSION, stored with each contact message)."),
  sections: f.list(
    f.object(
      objectType(
        "ContentPolicySection",
        "A section of the policy.",
        {
          id: f.string("Anchor id of the section."),
          title: text("Section heading."),
          paragraphs: f.byAnalytics(
            texts(
              'Paragraphs; "{email}" in one shows the support e-mail address as a link, "{analyticsHost}" the host the visit counter runs on.',
            ),
          ),
          items: f.byAnalytics(texts("A bulleted list (may be empty).")),
        },
        placeholderChecks({ paragraphs: { optional: ["email", "analyticsHost"] } }),
      ),
      "A section.",
    ),
    "The sections, in order.",
  ),
});
