import { isLang, type Lang } from "../i18n/languages";
import { routePath } from "../i18n/paths";
import type { RouteKey } from "../i18n/routes";
import { PAYLOAD_ERROR_CODES, PAYLOAD_FIELD_ORDER, type ContactPayloadField, type PayloadErrorCode } from "./fields";

/**
 * The pages a plain HTML post of the contact form lands on (the endpoint's 303): "message sent", or
 * "message not sent" with the problems in its query (`?email=invalidEmail`) or, when no field is
 * at fault, the reason in its fragment and the wait in its query (`?minutes=4#rate-limited`): the
 * page shows the reason the fragment targets with CSS alone, so a visitor without scripts reads it
 * too. Shared by the endpoint and the page.
 */
export const SENT_ROUTE = "contact-sent" satisfies RouteKey;
export const NOT_SENT_ROUTE = "contact-not-sent" satisfies RouteKey;

/** The fields the not-sent page can name, in the payload's order; the honeypot is never reported. */
export type NotSentField = Exclude<ContactPayloadField, "website">;
export const NOT_SENT_FIELDS = PAYLOAD_FIELD_ORDER.filter((field): field is NotSentField => field !== "website");

/** Every code the endpoint can report. */
export type NotSentCode = PayloadErrorCode;
export const NOT_SENT_CODES: readonly NotSentCode[] = PAYLOAD_ERROR_CODES;

export interface NotSentProblem {
  field: NotSentField;
  code: NotSentCode;
}

const isCode = (value: string | null | undefined): value is NotSentCode => PAYLOAD_ERROR_CODES.some((code) => code === value);

/**
 * The form's action, "/api/brisa/contact?lang=es": the endpoint answers some posts before it reads
 * their body (429, 413, 415, a shutdown), and the Referer may have no path.
 */
export function formAction(endpoint: string, lang: Lang): string {
  return `${endpoint}?${new URLSearchParams({ lang }).toString()}`;
}

/** The language a request target names as formAction writes it, or undefined. */
export function formActionLang(target: string | undefined): Lang | undefined {
  const lang = new URLSearchParams(target?.split("?")[1] ?? "").get("lang");
  return isLang(lang) ? lang : undefined;
}

/** "/en/contact/sent/", "/es/contacto/enviado/". */
export function sentPath(lang: Lang): string {
  return routePath(SENT_ROUTE, lang);
}

/**
 * "?email=invalidEmail&consent=required": one pair per known field with a known code, in the
 * form's order; anything else is dropped. "" when nothing is left.
 */
export function notSentSearch(errors: Partial<Record<string, string>>): string {
  const query = new URLSearchParams();
  for (const field of NOT_SENT_FIELDS) {
    const code = errors[field];
    if (isCode(code)) query.append(field, code);
  }
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** "/en/contact/not-sent/?email=invalidEmail&consent=required" (see notSentSearch). */
export function notSentPath(lang: Lang, errors: Partial<Record<string, string>>): string {
  return `${routePath(NOT_SENT_ROUTE, lang)}${notSentSearch(errors)}`;
}

/**
 * The problems a not-sent URL's query names (with or without the leading "?"), in the form's
 * order. Unknown fields and codes are ignored; a field named twice counts once (its first code).
 */
export function parseNotSentQuery(search: string): NotSentProblem[] {
  const params = new URLSearchParams(search);
  const problems: NotSentProblem[] = [];
  for (const field of NOT_SENT_FIELDS) {
    const code = params.get(field);
    if (isCode(code)) problems.push({ field, code });
  }
  return problems;
}

/**
 * Why a post was not taken when no field is at fault: 429, 413, 415 or an unreadable body, 503
 * (the store busy, or a shutdown), 500, 409 (its submission id was used for another message).
 */
export const NOT_SENT_REASONS = ["rateLimited", "tooLarge", "unreadable", "unavailable", "failed", "conflict"] as const;
export type NotSentReason = (typeof NOT_SENT_REASONS)[number];

export interface NotSentCause {
  reason: NotSentReason;
  /** When the visitor may try again, in whole minutes (rateLimited, unavailable). */
  minutes?: number;
}

/** The id of a reason's block on the not-sent page, and so the URL's fragment: "rate-limited". */
export function notSentReasonId(reason: NotSentReason): string {
  return reason.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** "?minutes=4": the wait rounded up to whole minutes, at least one; "" without a wait. */
export function notSentWaitSearch(minutes: number | undefined): string {
  return minutes === undefined ? "" : `?minutes=${Math.max(1, Math.ceil(minutes))}`;
}

/** "/en/contact/not-sent/?minutes=4#rate-limited", "/en/contact/not-sent/#too-large". */
export function notSentReasonPath(lang: Lang, { reason, minutes }: NotSentCause): string {
  return `${routePath(NOT_SENT_ROUTE, lang)}${notSentWaitSearch(minutes)}#${notSentReasonId(reason)}`;
}

/** The wait a not-sent URL's query gives, in whole minutes (1 to a day), or undefined. */
export function parseNotSentWait(search: string): number | undefined {
  const params = new URLSearchParams(search);
  const minutes = Number(params.get("minutes"));
  return params.has("minutes") && Number.isInteger(minutes) && minutes >= 1 && minutes <= 24 * 60 ? minutes : undefined;
}
