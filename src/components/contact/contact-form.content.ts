import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

export const ContactForm = objectType("ContentContactForm", "The contact form: its labels, button, validation messages and toasts.", {
  requiredNote: text('Note on how required fields are marked, e.g. "Fields marked * are required."'),
  optional: text('Shown after the label of an optional field, e.g. "(optional)".'),
  name: text("Label of the name field."),
  email: text("Label of the e-mail field."),
  countryCode: text("Label of the country dialing code select (read by screen readers)."),
  phone: text("Label of the phone number field."),
  phoneHint: text("Hint under the phone field: the digits-only rule (6 to 15 digits, spaces allowed)."),
  subject: text("Label of the subject field."),
  message: text("Label of the message field."),
  consentBefore: text("Consent checkbox text before the privacy policy link."),
  consentLink: text("Text of the privacy policy link inside the consent text."),
  consentAfter: text("Consent checkbox text after the link (at least the closing punctuation)."),
  honeypot: text("Label of the hidden anti-spam field; only bots see it, so it tells people to leave it empty."),
  submit: text("Submit button label."),
  submitting: text("Submit button label while the message is being sent."),
  successMessage: text("Toast after the message was sent (5 s)."),
  errorMessage: text("Toast when sending failed (5 s)."),
  sendAnother: text(
    "Button under the confirmation that replaces a sent form (whose words are the message-sent page's hero): it brings the empty form back.",
  ),
  errors: f.object(
    objectType("ContentContactFormErrors", "Validation messages, by the error code of src/contact/validation.ts.", {
      required: text("A required field is empty."),
      invalidEmail: text("The e-mail address does not look like one."),
      invalidPhone: text("The phone number is not 6 to 15 digits."),
      requiredConsent: text("The consent box is not ticked; also shown as a 3 s toast."),
      tooLong: text("A text is longer than the form allows."),
    }),
    "Validation messages.",
  ),
});
