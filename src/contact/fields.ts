import type { Lang } from "../i18n/languages";

/**
 * The contact message's fields, once, in the form's order, with the name each contract gives them:
 * the form's state (the key), the JSON the form posts and its controls' names (`posted`), the lead
 * the store keeps (`lead`) and its column. Everything that names a field takes the name from here.
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

/** The texts under one vocabulary's names: `ContactTexts<"posted">` is `{ phoneExtension: string; … }`. */
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

/** The endpoint also reports a value of the wrong type, outside its choices or with a forbidden character. */
export const PAYLOAD_ERROR_CODES = [...FIELD_ERROR_CODES, "invalid"] as const;
export type PayloadErrorCode = (typeof PAYLOAD_ERROR_CODES)[number];

/** The form's state: the visitor's texts and the consent box. */
export type ContactFormValues = ContactFormTexts & { consent: boolean };

export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactFormField, FieldErrorCode>>;

/** The fields in the order they appear, so that focus goes to the first invalid one. */
export const FORM_FIELD_ORDER: readonly ContactFormField[] = [...CONTACT_TEXT_FIELDS, "consent"];

/** The JSON the form posts: the visitor's texts under the payload's names, and the fields below. */
export type ContactPayload = ContactTexts<"posted"> & {
  /** The consent box; the endpoint also takes "on", what a plain HTML post sends for a ticked box. */
  consent: boolean;
  /** The privacy policy (PRIVACY_POLICY_VERSION) the visitor agreed to; the current one when absent. */
  privacyVersion?: string;
  /** Honeypot: a field people never see; anything in it marks the sender as a bot. */
  website?: string;
  /** Language of the page the message was sent from. */
  lang?: Lang;
  /** A retry of the same submission (after a timeout or a 5xx) is stored once (submission-id.ts). Optional. */
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

/** Every field of the payload, the form's first, then the hidden ones: the order the not-sent page names problems in. */
export const PAYLOAD_FIELD_ORDER: readonly ContactPayloadField[] = [
  ...FORM_FIELD_ORDER.map((field) => (field === "consent" ? field : CONTACT_FIELDS[field].posted)),
  ...HIDDEN_FIELDS,
];

/** A field added to the payload fails the type check until the lists above name it. */
type UnlistedPayloadField = Exclude<ContactPayloadField, keyof ContactTexts<"posted"> | "consent" | (typeof HIDDEN_FIELDS)[number]>;
type NoneLeft<T extends never> = T;
export type PayloadFieldsListed = NoneLeft<UnlistedPayloadField>;
