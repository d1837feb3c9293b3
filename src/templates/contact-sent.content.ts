import { f } from "../node/content/content-schema";
import { HeroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";

/** content/<lang>/pages/contact-sent.json. */
export const ContactSentContent = pageType(
  "ContactSentContent",
  "Copy of the message-sent page, where a form posted without scripts lands once the message is stored.",
  {
    actions: f.object(HeroActions, "Links onwards: back to the home page and to our work."),
  },
);
