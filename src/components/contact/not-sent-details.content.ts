import { f, objectType } from "../../node/content/content-schema";
import { placeholderChecks, text, texts } from "../../node/content/content-fields";
import { pageType } from "../page/page-base.content";
import { RouteLink } from "../ui/route-link.content";

const NotSentReason = objectType(
  "ContentNotSentReason",
  "One reason a message was not taken.",
  {
    title: text("Heading of the reason."),
    description: text('What happened and what to do; "{duration}" shows how long to wait ("3 minutes"), where the reason has a wait.'),
  },
  placeholderChecks({ description: { optional: ["duration"] } }),
);

/** content/<lang>/pages/contact-not-sent.json (its strings are the NotSentPageStrings fragment). */
export const ContactNotSentContent = pageType(
  "ContactNotSentContent",
  "Copy of the message-not-sent page, where a form posted without scripts lands when it was not taken. Field labels and most messages come from the contact form's copy (contact.json).",
  {
    problems: f.object(
      objectType("ContentNotSentProblems", "The list of the fields to fix, read from the page's URL.", {
        title: text("Heading above the list."),
        description: text("Sentence under the heading."),
      }),
      "The problems of the post.",
    ),
    rules: f.object(
      objectType(
        "ContentNotSentRules",
        "What the form needs, shown when the URL names no reason and no problem (whose list needs scripts).",
        {
          title: text("Heading above the rules."),
          description: text("Sentence under the heading."),
          items: texts("The rules: required fields, e-mail shape, phone digits, consent."),
        },
      ),
      "The form's rules.",
    ),
    labels: f.object(
      objectType("ContentNotSentLabels", "Names of the fields the form has no short label for.", {
        consent: text("The consent checkbox."),
        privacyVersion: text("The version of the privacy policy the form was sent with (a hidden field)."),
        lang: text("The language of the page the form was sent from (a hidden field)."),
        submissionId: text("The id the form gives each message so that sending it twice stores it once (a hidden field)."),
      }),
      "Field names.",
    ),
    reasons: f.object(
      objectType(
        "ContentNotSentReasons",
        "Why a message was not taken when no field is at fault, by the reason the endpoint names in the fragment of the page's URL (src/contact/result-pages.ts); in the page's HTML, so read without scripts too.",
        {
          rateLimited: f.object(NotSentReason, "Too many messages from one connection in a short time (429)."),
          tooLarge: f.object(NotSentReason, "The message is larger than the endpoint accepts (413)."),
          unreadable: f.object(NotSentReason, "The browser sent the form in an encoding the endpoint cannot read (415, 400)."),
          unavailable: f.object(NotSentReason, "The message could not be stored in time; trying again shortly works (503)."),
          failed: f.object(NotSentReason, "Storing the message failed on the server (500)."),
          conflict: f.object(
            NotSentReason,
            "The form's submission id was already used for another message, as when a page restored by the back button is edited and sent again (409).",
          ),
        },
      ),
      "The reasons.",
    ),
    soon: text('What "{duration}" says when the URL gives no wait ("a few minutes").'),
    errors: f.object(
      objectType("ContentNotSentErrors", "Messages the form itself never shows.", {
        invalid: text("A value the endpoint cannot accept: a wrong type, a repeated field, a forbidden character, an unknown choice."),
      }),
      "Extra messages.",
    ),
    back: f.object(RouteLink, "The link back to the form."),
    directly: text("Text before the support e-mail address."),
  },
);
