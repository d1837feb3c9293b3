import { PRIVACY_POLICY_VERSION } from "../config/site";
import type { Lang } from "../i18n/languages";
import { DEFAULT_COUNTRY_CODE } from "./country-codes";
import { cleanFormValues, normalizePhone, type ContactFormValues, type ContactPayload } from "./validation";

/** A fresh form: empty fields, the default country code (+34), consent not given. */
export function initialContactValues(): ContactFormValues {
  return { name: "", email: "", phone: "", countryCode: DEFAULT_COUNTRY_CODE, subject: "", message: "", consent: false };
}

/**
 * What the form posts: the spec's payload names, cleaned and trimmed values, the consent with the
 * privacy policy version it refers to, the honeypot, the page language and the submission id.
 */
export function toContactPayload(values: ContactFormValues, lang: Lang, honeypot: string, submissionId: string): ContactPayload {
  const clean = cleanFormValues(values);
  return {
    name: clean.name.trim(),
    email: clean.email.trim(),
    phone: normalizePhone(clean.phone),
    phoneExtension: clean.countryCode,
    subject: clean.subject.trim(),
    description: clean.message.trim(),
    consent: clean.consent,
    privacyVersion: PRIVACY_POLICY_VERSION,
    website: honeypot,
    lang,
    submissionId,
  };
}
