import { pageType } from "../components/page/page-base.content";

/** content/<lang>/pages/contact-sent.json: the hero's buttons lead back to the home page and to our work. */
export const ContactSentContent = pageType(
  "ContactSentContent",
  "Copy of the message-sent page, where a form posted without scripts lands once the message is stored.",
  {},
);
