import { f } from "../node/content/content-schema";
import { text } from "../node/content/content-fields";
import { ContactForm } from "../components/contact/contact-form.content";
import { ContactNext } from "../components/contact/contact-next.content";
import { pageType } from "../components/page/page-base.content";

/** content/<lang>/pages/contact.json. */
export const ContactContent = pageType("ContactContent", "Copy of the contact page.", {
  directly: text("Text before the support e-mail address."),
  next: f.object(ContactNext, "The panel beside the form."),
  form: f.object(ContactForm, "The contact form."),
});
