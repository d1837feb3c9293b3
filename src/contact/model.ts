import { PRIVACY_POLICY_VERSION } from "../config/site";
import type { Lang } from "../i18n/languages";
import { DEFAULT_COUNTRY_CODE } from "./country-codes";
import type { ContactFormValues, ContactPayload } from "./fields";
import { sentFormTexts } from "./validation";

/** A fresh form: empty fields, the default country code (+34), consent not given. */
export function initialContactValues(): ContactFormValues {
  return { name: "", email: "", phone: "", countryCode: DEFAULT_COUNTRY_CODE, subject: "", message: "", consent: false };
}

/**
 * What the form posts: its texts under the payload's names, cleaned and trimmed, the consent with
 * the privacy policy version it refers to, the honeypot, the page language and the submission id.
 */
export function toContactPayload(values: ContactFormValues, lang: Lang, honeypot: string, submissionId: string): ContactPayload {
  return {
    ...sentFormTexts(values),
    consent: values.consent,
    privacyVersion: PRIVACY_POLICY_VERSION,
    website: honeypot,
    lang,
    submissionId,
  };
}
