import { isLang, type Lang } from "../i18n/languages";
import { isCountryCode } from "./country-codes";

/**
 * The contact form's validation rules (SPEC section 5), written once and used by the form in the
 * browser and by the endpoint (src/api/brisa/contact.ts). Pure functions: they return an error
 * code per invalid field; the visitor's wording comes from the page content by code.
 */

/** Error codes the form can show; each has a message in content/<lang>/pages/contact.json. */
export type FieldErrorCode = "required" | "invalidEmail" | "invalidPhone" | "requiredConsent" | "tooLong";

/** The endpoint also reports a value of the wrong type or outside its choices (never from the form). */
export type PayloadErrorCode = FieldErrorCode | "invalid";

/**
 * Upper bounds that keep a message well under the endpoint's body limit (BODY_LIMIT_BYTES): the form
 * enforces them with maxLength, the endpoint checks them again.
 */
export const MAX_LENGTH = { name: 200, email: 254, phone: 32, subject: 200, message: 5000 } as const;

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** Something@something.tld, without spaces: the shape check of SPEC section 5, not RFC 5322. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_DIGITS = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/**
 * Visitors write phone numbers in groups ("612 345 678"), so whitespace is removed before the
 * digits-only check, and the number is sent and stored without it. Anything else (dashes, dots,
 * brackets, a leading +) is not stripped and makes the number invalid: the country code has its
 * own select.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, "");
}

export function requiredText(value: string, maxLength: number): FieldErrorCode | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > maxLength) return "tooLong";
  return undefined;
}

export function emailError(value: string): FieldErrorCode | undefined {
  const missing = requiredText(value, MAX_LENGTH.email);
  if (missing) return missing;
  return EMAIL_SHAPE.test(value.trim()) ? undefined : "invalidEmail";
}

/** Optional: empty is fine; otherwise 6 to 15 digits once whitespace is removed. */
export function phoneError(value: string): FieldErrorCode | undefined {
  if (value.length > MAX_LENGTH.phone) return "invalidPhone";
  const digits = normalizePhone(value);
  if (digits === "") return undefined;
  return PHONE_DIGITS.test(digits) ? undefined : "invalidPhone";
}

export function consentError(consent: boolean): FieldErrorCode | undefined {
  return consent ? undefined : "requiredConsent";
}

// ---------- the form ----------

/** The form's state (SPEC section 3, "Contact form state"). */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  subject: string;
  message: string;
  consent: boolean;
}

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, FieldErrorCode>>;

/** The fields in the order they appear, so that focus goes to the first invalid one. */
export const FORM_FIELD_ORDER: readonly ContactFormField[] = [
  "name",
  "email",
  "countryCode",
  "phone",
  "subject",
  "message",
  "consent",
];

function compact<K extends string, C extends string>(entries: ReadonlyArray<readonly [K, C | undefined]>): Partial<Record<K, C>> {
  const errors: Partial<Record<K, C>> = {};
  for (const [key, code] of entries) if (code) errors[key] = code;
  return errors;
}

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  return compact<ContactFormField, FieldErrorCode>([
    ["name", requiredText(values.name, MAX_LENGTH.name)],
    ["email", emailError(values.email)],
    ["countryCode", isCountryCode(values.countryCode) ? undefined : "invalidPhone"],
    ["phone", phoneError(values.phone)],
    ["subject", requiredText(values.subject, MAX_LENGTH.subject)],
    ["message", requiredText(values.message, MAX_LENGTH.message)],
    ["consent", consentError(values.consent)],
  ]);
}

// ---------- the payload (what the form sends, what the endpoint checks) ----------

/** The JSON the form posts (SPEC section 7), plus the honeypot and the page language. */
export interface ContactPayload {
  name: string;
  email: string;
  phone: string;
  /** The country dialling code, e.g. "+34". */
  phoneExtension: string;
  subject: string;
  /** The form's message. */
  description: string;
  /** Honeypot: a field people never see; anything in it marks the sender as a bot. */
  website?: string;
  /** Language of the page the message was sent from. */
  lang?: Lang;
}

export type ContactPayloadField = keyof ContactPayload;
export type ContactPayloadErrors = Partial<Record<ContactPayloadField, PayloadErrorCode>>;

/** The payload's fields, trimmed, with the phone's whitespace removed; lang only when sent. */
export type NormalizedContactPayload = Omit<ContactPayload, "website">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a bot filled the honeypot (any non-empty value). */
export function honeypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body.website;
  return value !== undefined && value !== null && value !== "";
}

/**
 * Checks a parsed JSON body field by field with the form's rules. Returns either the errors or
 * the normalized message. Unknown keys are ignored (and never stored).
 */
export function validateContactPayload(
  body: unknown,
): { ok: true; payload: NormalizedContactPayload } | { ok: false; errors: ContactPayloadErrors } {
  const record = isRecord(body) ? body : {};
  const errors: ContactPayloadErrors = {};
  const read = (key: ContactPayloadField, optional: boolean): string => {
    const value = record[key];
    if (value === undefined || value === null) {
      if (!optional) errors[key] = "required";
      return "";
    }
    if (typeof value !== "string") {
      errors[key] = "invalid";
      return "";
    }
    return value;
  };
  // A type error found while reading wins over a rule's error.
  const flag = (key: ContactPayloadField, code: PayloadErrorCode | undefined) => {
    if (code && !errors[key]) errors[key] = code;
  };

  const name = read("name", false);
  const email = read("email", false);
  const phone = read("phone", true);
  const phoneExtension = read("phoneExtension", true);
  const subject = read("subject", false);
  const description = read("description", false);
  const lang = read("lang", true);

  flag("name", requiredText(name, MAX_LENGTH.name));
  flag("email", emailError(email));
  flag("phone", phoneError(phone));
  // The extension is optional for other clients; when sent it must be one of the offered codes.
  flag("phoneExtension", phoneExtension === "" || isCountryCode(phoneExtension) ? undefined : "invalidPhone");
  flag("subject", requiredText(subject, MAX_LENGTH.subject));
  flag("description", requiredText(description, MAX_LENGTH.message));
  flag("lang", lang === "" || isLang(lang) ? undefined : "invalid");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name: name.trim(),
      email: email.trim(),
      phone: normalizePhone(phone),
      phoneExtension,
      subject: subject.trim(),
      description: description.trim(),
      ...(isLang(lang) ? { lang } : {}),
    },
  };
}
