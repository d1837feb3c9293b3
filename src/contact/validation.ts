import { PRIVACY_POLICY_VERSION } from "../config/site";
import { isLang } from "../i18n/languages";
import { isCountryCode } from "./country-codes";
import {
  CONTACT_FIELDS,
  CONTACT_TEXT_FIELDS,
  FORM_FIELD_ORDER,
  PAYLOAD_FIELD_ORDER,
  textsIn,
  type ContactFormErrors,
  type ContactFormTexts,
  type ContactFormValues,
  type ContactPayloadErrors,
  type ContactPayloadField,
  type ContactTextField,
  type ContactTexts,
  type FieldErrorCode,
  type NormalizedContactPayload,
  type PayloadErrorCode,
} from "./fields";

/**
 * The contact form's validation rules, used by the form and by the endpoint: pure functions that
 * return an error code per invalid field; the wording comes from the page content by code.
 */

/** Well under the endpoint's body limit (BODY_LIMIT_BYTES): the form's maxLength, checked again by the endpoint. */
export const MAX_LENGTH = { name: 200, email: 254, phone: 32, subject: 200, message: 5000 } as const;

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/**
 * The e-mail shape: local@domain, a readable rule rather than RFC 5322. Spaces and <>()[]\,;:"
 * only occur in quoted or display-name forms ("Ana <ana@empresa.es>") that an address field
 * should not hold. The local part has no dot at either end or twice in a row; the domain is labels
 * of letters, digits and inner hyphens, the last at least two letters or an IDN "xn--" label.
 */
const EMAIL_FORBIDDEN = /[\s\p{Cc}\p{Cf}<>()[\]\\,;:"@]/u;
const DOMAIN_LABEL = /^[\p{L}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const TOP_LEVEL_DOMAIN = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z\d-]+)$/iu;

function isEmailShape(address: string): boolean {
  const [local = "", domain = "", ...more] = address.split("@");
  if (more.length > 0 || local === "" || EMAIL_FORBIDDEN.test(local)) return false;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels[labels.length - 1] ?? "");
}

const PHONE_DIGITS = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/**
 * Visitors write phone numbers in groups ("612 345 678"): whitespace is removed before the
 * digits-only check and is not stored. Anything else (dashes, brackets, a leading +) makes the
 * number invalid: the country code has its own select.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, "");
}

/**
 * Characters no field may hold: control characters (C0, DEL, C1), which can break the lines of a
 * log, a CSV file or a mail header, and so can the line and paragraph separators U+2028 and
 * U+2029; and invisible characters: the bidi controls and marks that make text display in another
 * order than it is stored (a spoofed subject, a reversed link), zero-width characters and tag
 * characters, which hide text in what looks like a plain word. A message keeps its newlines and
 * tabs, and a zero-width joiner between two emoji, which joins them into one (👩‍💻, 🏳️‍🌈).
 */
const INVISIBLE =
  /[\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]|(?<!\p{Extended_Pictographic}|[\u{1f3fb}-\u{1f3ff}]|\ufe0f)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;
const LINE_SEPARATOR = /[\u2028\u2029]/gu;
const controlCharacter = (multiline: boolean): RegExp => (multiline ? /[^\P{Cc}\n\t]/gu : /\p{Cc}/gu);

/** Any one of the characters above, as a single pattern: what the endpoint refuses, and what the leads CLI escapes. */
export function forbiddenCharacter(multiline = false): RegExp {
  return new RegExp(`${controlCharacter(multiline).source}|${LINE_SEPARATOR.source}|${INVISIBLE.source}`, "gu");
}

/** A message's line breaks as "\n": an HTML form posts them as "\r\n". */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n/g, "\n");
}

/**
 * An RFC 2047 encoded-word, "=?charset?B|Q?text?=": plain ASCII that a mail client decodes when it
 * shows a header. In a name or a subject it could smuggle in what the rules above refuse (bidi
 * controls, line breaks) or make the Reply-To's name read like another address. Nobody types one,
 * so a field holding one is refused rather than decoded.
 */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return value.search(forbiddenCharacter(multiline)) >= 0 || ENCODED_WORD.test(value);
}

/**
 * What the form sends of a text a visitor typed or pasted. Pasted text brings invisible characters
 * (bidi marks around phone numbers copied on iOS, zero-width spaces, tabs from spreadsheets), and
 * an error about a character nobody can see cannot be acted on: the form drops invisible
 * characters, turns line separators into line breaks (spaces outside the message) and control
 * characters into spaces.
 */
export function cleanFormText(value: string, multiline = false): string {
  const text = multiline ? normalizeNewlines(value) : value;
  return text
    .replace(LINE_SEPARATOR, multiline ? "\n" : " ")
    .replace(INVISIBLE, "")
    .replace(controlCharacter(multiline), " ");
}

function requiredText(value: string, maxLength: number): FieldErrorCode | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > maxLength) return "tooLong";
  return undefined;
}

export function emailError(value: string): FieldErrorCode | undefined {
  const missing = requiredText(value, MAX_LENGTH.email);
  if (missing) return missing;
  return isEmailShape(value.trim()) ? undefined : "invalidEmail";
}

/** Optional: empty is fine; otherwise 6 to 15 digits once whitespace is removed. */
export function phoneError(value: string): FieldErrorCode | undefined {
  if (value.length > MAX_LENGTH.phone) return "invalidPhone";
  const digits = normalizePhone(value);
  if (digits === "") return undefined;
  return PHONE_DIGITS.test(digits) ? undefined : "invalidPhone";
}

/** Each text's own rule, in the form (on the cleaned value) and at the endpoint (on the value read). */
const TEXT_RULES: Readonly<Record<ContactTextField, (value: string) => FieldErrorCode | undefined>> = {
  name: (value) => requiredText(value, MAX_LENGTH.name),
  email: emailError,
  countryCode: (value) => (isCountryCode(value) ? undefined : "invalidPhone"),
  phone: phoneError,
  subject: (value) => requiredText(value, MAX_LENGTH.subject),
  message: (value) => requiredText(value, MAX_LENGTH.message),
};

const isMultiline = (field: ContactTextField) => field === "message";

/** A valid text as it is sent and stored: trimmed; the phone without its whitespace. */
function sentText(field: ContactTextField, value: string): string {
  return field === "phone" ? normalizePhone(value) : value.trim();
}

/** The form's texts as it sends them (see cleanFormText). */
function cleanFormValues(values: ContactFormValues): ContactFormValues {
  const clean = { ...values };
  for (const field of CONTACT_TEXT_FIELDS) clean[field] = cleanFormText(values[field], isMultiline(field));
  return clean;
}

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const clean = cleanFormValues(values);
  const errors: ContactFormErrors = {};
  for (const field of FORM_FIELD_ORDER) {
    const code = field === "consent" ? (clean.consent ? undefined : "requiredConsent") : TEXT_RULES[field](clean[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The texts the form posts, under the payload's names: cleaned, then as they are stored (sentText). */
export function sentFormTexts(values: ContactFormValues): ContactTexts<"posted"> {
  const clean = cleanFormValues(values);
  return textsIn("posted", (field) => sentText(field, clean[field]));
}

const PRIVACY_VERSION_SHAPE = /^[0-9A-Za-z.-]{1,32}$/;
/** A UUID, or any other id of 16 to 64 letters, digits, "-" and "_". */
export const SUBMISSION_ID_SHAPE = /^[0-9A-Za-z_-]{16,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a bot filled the honeypot (any non-empty value). */
export function honeypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body.website;
  return value !== undefined && value !== null && value !== "";
}

/** true from the script, "on" from a plain HTML form; another type (or a repeated field) is invalid. */
function consentPayloadError(value: unknown): PayloadErrorCode | undefined {
  if (value === true || value === "on") return undefined;
  const unticked = value === undefined || value === null || typeof value === "boolean" || typeof value === "string";
  return unticked ? "required" : "invalid";
}

/**
 * Checks a parsed JSON body field by field with the form's rules: the errors or the normalized
 * message. Unknown keys are ignored. Per field the first problem found is reported: a wrong type,
 * a missing value, a forbidden character ("invalid"), then the field's own rule.
 */
export function validateContactPayload(
  body: unknown,
): { ok: true; payload: NormalizedContactPayload } | { ok: false; errors: ContactPayloadErrors } {
  const record = isRecord(body) ? body : {};
  const errors: ContactPayloadErrors = {};
  const flag = (key: ContactPayloadField, code: PayloadErrorCode | undefined) => {
    if (code && !errors[key]) errors[key] = code;
  };
  /** A text field's value, "" when absent; a value of another type is flagged "invalid". */
  const read = (key: ContactPayloadField, multiline = false): string => {
    const value = record[key];
    if (value === undefined || value === null) return "";
    if (typeof value !== "string") {
      flag(key, "invalid");
      return "";
    }
    const text = multiline ? normalizeNewlines(value) : value;
    // Surrounding whitespace is trimmed away before storing, so only what is kept must be clean.
    if (text.trim() !== "" && hasForbiddenCharacters(text.trim(), multiline)) flag(key, "invalid");
    return text;
  };

  const texts = {} as ContactFormTexts;
  for (const field of CONTACT_TEXT_FIELDS) {
    const key = CONTACT_FIELDS[field].posted;
    texts[field] = read(key, isMultiline(field));
    // The extension is optional for other clients; when sent it must be one of the offered codes.
    if (field !== "countryCode" || texts[field] !== "") flag(key, TEXT_RULES[field](texts[field]));
  }
  const lang = read("lang");
  const privacyVersion = read("privacyVersion");
  const submissionId = read("submissionId");

  flag("consent", consentPayloadError(record.consent));
  const versionSent = record.privacyVersion !== undefined && record.privacyVersion !== null;
  flag("privacyVersion", !versionSent || PRIVACY_VERSION_SHAPE.test(privacyVersion) ? undefined : "invalid");
  flag("lang", lang === "" || isLang(lang) ? undefined : "invalid");
  flag("submissionId", submissionId === "" || SUBMISSION_ID_SHAPE.test(submissionId) ? undefined : "invalid");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      ...textsIn("posted", (field) => sentText(field, texts[field])),
      privacyVersion: versionSent ? privacyVersion : PRIVACY_POLICY_VERSION,
      ...(isLang(lang) ? { lang } : {}),
      ...(submissionId !== "" ? { submissionId } : {}),
    },
  };
}

/**
 * An application/x-www-form-urlencoded body as the object validateContactPayload checks. A ticked
 * consent box arrives as "on", an unticked one not at all. A field sent more than once is kept as
 * the list of its values, which no rule accepts: it is reported "invalid" (a repeated honeypot
 * counts as filled) rather than one value being picked silently. Unknown fields are dropped.
 */
export function payloadFromForm(fields: URLSearchParams): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of PAYLOAD_FIELD_ORDER) {
    const values = fields.getAll(name);
    if (values.length === 1) payload[name] = values[0];
    else if (values.length > 1) payload[name] = values;
  }
  return payload;
}
