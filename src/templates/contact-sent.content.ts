import { heroActions } from "../components/page/hero-actions.content";
import { pageType } from "../components/page/page-base.content";

/** content/<lang>/pages/contact-sent.json. */
export const ContactSentContent = pageType(
  "ContactSentContent",
  "Copy of the message-sent page, where a form posted without scripts lands once the message is stored.",
  { heroActions: { ...heroActions, description: "Links onwards: back to the home page and to our work." } },
);
