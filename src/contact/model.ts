import type { Lang } from "../i18n/languages";
import { DEFAULT_COUNTRY_CODE } from "./country-codes";
import { normalizePhone, type ContactFormValues, type ContactPayload } from "./validation";

/** A fresh form: empty fields, the default country code (+34), consent not given. */
export function initialContactValues(): ContactFormValues {
  return { name: "", email: "", phone: "", countryCode: DEFAULT_COUNTRY_CODE, subject: "", message: "", consent: false };
}

/** What the form posts: the spec's payload names, trimmed values, the honeypot and the page language. */
export function toContactPayload(values: ContactFormValues, lang: Lang, honeypot: string): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone),
    phoneExtension: values.countryCode,
    subject: values.subject.trim(),
    description: values.message.trim(),
    website: honeypot,
    lang,
  };
}
