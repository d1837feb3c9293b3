import type { Lang } from "../i18n/languages";

/**
 * The contact message's fields, declared once, in the order the form shows them. Three contracts
 * name them, and two of them differently: the form's state says `countryCode` and `message`, the
 * JSON the form posts (and the names of its controls, for a plain HTML post) says `phoneExtension`
 * and `description`, and the lead the store keeps says `phoneExtension` and `message` (its columns
 * are the same names in snake_case). The form, the endpoint's checks, the result pages, the lead and
 * its row all take their names from this table.
 */
export const CONTACT_FIELDS = {
  name: { posted: "name", lead: "name", column: "name" },
  email: { posted: "email", lead: "email", column: "email" },
  /** The country dialing code ("+34"), chosen from a list. */
  countryCode: { posted: "phoneExtension", lead: "phoneExtension", column: "phone_extension" },
  /** Digits only once sent; "" when the visitor gave none. */
  phone: { posted: "phone", lead: "phone", column: "phone" },
  subject: { posted: "subject", lead: "subject", column: "subject" },
  /** The only text that keeps its line breaks. */
  message: { posted: "description", lead: "message", column: "message" },
} as const;

/** The texts a visitor types or picks (the consent box is the form's only other field). */
export type ContactTextField = keyof typeof CONTACT_FIELDS;
export const CONTACT_TEXT_FIELDS = Object.keys(CONTACT_FIELDS) as ContactTextField[];

/** Where a text goes: the payload's name, the lead's, the database column's. */
export type ContactVocabulary = "posted" | "lead" | "column";

/** The texts under one vocabulary's names: `ContactTexts<"posted">` is `{ phoneExtension: string; description: string; … }`. */
export type ContactTexts<V extends ContactVocabulary> = {
  [F in ContactTextField as (typeof CONTACT_FIELDS)[F][V]]: string;
};

/** The form's texts, by the form's own names. */
export type ContactFormTexts = Record<ContactTextField, string>;

/** A text's value read under a vocabulary's name. */
export function textOf<V extends ContactVocabulary>(texts: ContactTexts<V>, vocabulary: V, field: ContactTextField): string {
  return (texts as Record<string, string>)[CONTACT_FIELDS[field][vocabulary]] ?? "";
}

/** The texts under a vocabulary's names, each read from wherever `read` finds it by the form's name. */
export function textsIn<V extends ContactVocabulary>(vocabulary: V, read: (field: ContactTextField) => string): ContactTexts<V> {
  const texts: Record<string, string> = {};
  for (const field of CONTACT_TEXT_FIELDS) texts[CONTACT_FIELDS[field][vocabulary]] = read(field);
  // Every name of the vocabulary was written just above, from the same table the type is made of.
  return texts as ContactTexts<V>;
}

/** Error codes the form can show; each has a message in content/<lang>/pages/contact.json. */
const FIELD_ERROR_CODES = ["required", "invalidEmail", "invalidPhone", "requiredConsent", "tooLong"] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * The endpoint also reports a value of the wrong type, outside its choices or holding a forbidden
 * character (never from the form, which sends none of these).
 */
export const PAYLOAD_ERROR_CODES = [...FIELD_ERROR_CODES, "invalid"] as const;
export type PayloadErrorCode = (typeof PAYLOAD_ERROR_CODES)[number];

// ---------- the form ----------

/** The form's state: the visitor's texts and the consent box. */
export type ContactFormValues = ContactFormTexts & { consent: boolean };

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, FieldErrorCode>>;

/** The fields in the order they appear, so that focus goes to the first invalid one. */
export const FORM_FIELD_ORDER: readonly ContactFormField[] = [...CONTACT_TEXT_FIELDS, "consent"];

// ---------- the payload ----------

/**
 * The JSON the form posts: the visitor's texts under the payload's names (CONTACT_FIELDS), plus
 * consent, the honeypot, the page language and the submission id.
 */
export type ContactPayload = ContactTexts<"posted"> & {
  /** The consent box; the endpoint also takes "on", what a plain HTML post sends for a ticked box. */
  consent: boolean;
  /** The privacy policy (PRIVACY_POLICY_VERSION) the visitor agreed to; the current one when absent. */
  privacyVersion?: string;
  /** Honeypot: a field people never see; anything in it marks the sender as a bot. */
  website?: string;
  /** Language of the page the message was sent from. */
  lang?: Lang;
  /**
   * Made by the form when its page loads: a retry of the same submission (after a timeout or a
   * 5xx) is answered like the first and stored once. Optional for other clients.
   */
  submissionId?: string;
};

export type ContactPayloadField = keyof ContactPayload;
export type ContactPayloadErrors = Partial<Record<ContactPayloadField, PayloadErrorCode>>;

/**
 * The payload's fields, trimmed, with the phone's whitespace removed and the message's line breaks
 * as "\n"; lang only when sent. Consent is implied: no payload without it is valid.
 */
export type NormalizedContactPayload = Omit<ContactPayload, "website" | "consent" | "privacyVersion"> & {
  privacyVersion: string;
};

/** The payload's fields the form does not show. */
const HIDDEN_FIELDS = ["privacyVersion", "lang", "submissionId", "website"] as const;

/**
 * Every field of the payload, the form's in its order first, then the hidden ones: what a plain
 * HTML post carries, and the order the not-sent page names problems in.
 */
export const PAYLOAD_FIELD_ORDER: readonly ContactPayloadField[] = [
  ...FORM_FIELD_ORDER.map((field) => (field === "consent" ? field : CONTACT_FIELDS[field].posted)),
  ...HIDDEN_FIELDS,
];

/** A field added to the payload fails the type check until the lists above name it. */
type UnlistedPayloadField = Exclude<ContactPayloadField, keyof ContactTexts<"posted"> | "consent" | (typeof HIDDEN_FIELDS)[number]>;
type NoneLeft<T extends never> = T;
export type PayloadFieldsListed = NoneLeft<UnlistedPayloadField>;
