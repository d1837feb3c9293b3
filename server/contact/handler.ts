import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { TextDecoder } from "node:util";
import { defaultLang, isLang, type Lang } from "../../src/i18n/languages";
import { deliverNow, type DeliveryLog } from "../leads/delivery";
import type { SendLead } from "../leads/mail";
import { isStoreUnavailable } from "../leads/store-errors";
import type { LeadStore, NewLead, StoredLead } from "../leads/types";
import { formActionLang, notSentPath, notSentReasonPath, sentPath, type NotSentReason } from "../../src/contact/result-pages";
import { CONTACT_TEXT_FIELDS, textOf, textsIn, type NormalizedContactPayload } from "../../src/contact/fields";
import { honeypotFilled, payloadFromForm, validateContactPayload } from "../../src/contact/validation";
import { readBody, type RawBody } from "./body";
import { clientAddress, rateLimitKey } from "./client-address";
import type { ContactConfig } from "./config";
import { corsHeaders, preflightHeaders } from "./cors";
import { firstHeader, isCrossSitePost } from "./origin";
import type { RateLimiter } from "./rate-limit";

/**
 * The contact endpoint's logic, independent of the server that runs it (server/production/, and
 * the Gatsby Function src/api/brisa/contact.ts). The lead is committed to the store, and a first
 * delivery attempt runs within a bound, before the visitor gets 201; a plain HTML form gets a 303
 * to the "sent" page, or for every other outcome to the "not sent" page in the visitor's language.
 */

/** How long a client is asked to wait (Retry-After) when the store did not take the lead in time. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/** The body limit: the form's longest message (see MAX_LENGTH) fits with room to spare. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** What the handler needs of a request: Node's IncomingMessage and test fakes both fit. */
export type ContactRequest = Readable & {
  method?: string;
  /** The request target, "/api/brisa/contact?lang=es": its query names the form's language (formAction). */
  url?: string;
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
  body?: unknown;
};

/** What the server sends back: a status, headers and, unless it is a redirect or a 204, JSON. */
export interface ContactAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

export interface ContactContext {
  config: ContactConfig;
  /** Opened once and reused; rejects when the database cannot be reached. */
  store: () => Promise<LeadStore>;
  /** Null when no SMTP server is configured: leads are only stored. */
  send: SendLead | null;
  limiter: RateLimiter;
  log: DeliveryLog;
  now: () => Date;
  /** Keeps first delivery attempts that outlive the answer, for a shutdown to wait for (DeliveryDeps.track). */
  track?: (attempt: Promise<unknown>) => void;
}

const MESSAGES = {
  method: "Method not allowed: send the message with POST",
  crossSite: "Messages can only be sent from the site's own pages",
  rate: "Too many messages from this address; please try again later",
  type: "Unsupported content type: send JSON (application/json) or the HTML form (application/x-www-form-urlencoded)",
  size: `The message is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB)`,
  json: "Malformed JSON body",
  form: "Malformed form body",
  invalid: "Some fields are missing or invalid",
  store: "Your message could not be stored; please try again later",
  unavailable: "Your message could not be stored right now; please try again in a moment",
  conflict: "Another message was already sent with this submission id; send this one with a new id",
} as const;

type BodyKind = "json" | "form";

/** application/json or the HTML form's encoding, optionally with a UTF-8 charset. */
export function bodyKind(header: string | undefined): BodyKind | undefined {
  if (!header) return undefined;
  const [type = "", ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/"/g, "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return undefined;
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/** The body as a record of fields, or undefined when it is not UTF-8, not JSON or no JSON object. */
function parseBody(kind: BodyKind, raw: RawBody & { kind: "bytes" | "parsed" }): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    if (raw.kind === "parsed") value = raw.value;
    else {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(raw.bytes);
      value = kind === "form" ? payloadFromForm(new URLSearchParams(text)) : JSON.parse(text);
    }
  } catch {
    return undefined;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Whether the client is a browser posting the form, and so reads pages, not JSON: a body in the
 * form's own encoding, or any post a browser sends as a navigation (a form with another enctype).
 * The form's script sends JSON; other clients that post JSON or anything else get JSON.
 */
function wantsPage(headers: IncomingHttpHeaders): boolean {
  const type = firstHeader(headers["content-type"])?.split(";")[0]?.trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || firstHeader(headers["sec-fetch-mode"]) === "navigate";
}

function toNewLead(payload: NormalizedContactPayload, receivedAt: Date, state: NewLead["state"]): NewLead {
  return {
    receivedAt,
    lang: payload.lang ?? null,
    ...textsIn("lead", (field) => textOf(payload, "posted", field)),
    consentAt: receivedAt,
    privacyVersion: payload.privacyVersion,
    state,
    submissionId: payload.submissionId ?? null,
  };
}

/**
 * `closing`: the server is shutting down and takes no new lead; the visitor is asked to send it
 * again in a moment (to the server that replaces this one), as when the store is busy.
 */
export async function handleContact(req: ContactRequest, context: ContactContext, { closing = false } = {}): Promise<ContactAnswer> {
  const { config, log } = context;
  const origin = firstHeader(req.headers.origin);
  const cors = corsHeaders(origin, config.allowedOrigins);
  const answer = (status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): ContactAnswer => ({
    status,
    headers: { "Cache-Control": "no-store", ...cors, ...headers },
    ...(body ? { body } : {}),
  });

  if (req.method === "OPTIONS") {
    const requested = firstHeader(req.headers["access-control-request-method"]);
    return { status: 204, headers: { "Cache-Control": "no-store", ...preflightHeaders(origin, requested, config.allowedOrigins) } };
  }
  // Answers given before the body is read close the connection: its rest is not worth receiving.
  const unread = { Connection: "close" };
  if (req.method !== "POST") return answer(405, { message: MESSAGES.method }, { Allow: "POST, OPTIONS" });
  if (isCrossSitePost(req.headers, config.allowedOrigins, config.siteOrigin)) return answer(403, { message: MESSAGES.crossSite }, unread);

  const page = wantsPage(req.headers);
  // The page's language is in the form's action, for answers given before the body is read; the body's own `lang` wins.
  let lang: Lang = formActionLang(req.url) ?? defaultLang;
  // The HTML form's visitor reads pages, not JSON: every outcome is a redirect to a page of the site,
  // absolute when the form was posted from another origin this endpoint serves.
  const sitePage = (path: string, headers: Record<string, string> = {}) =>
    answer(303, undefined, { ...headers, Location: cors["Access-Control-Allow-Origin"] ? `${origin}${path}` : path });
  /** An answer that is no field's fault: JSON for a script; for a form, the not-sent page with the reason (and the wait). */
  const refuse = (status: number, message: string, reason: NotSentReason, headers: Record<string, string> = {}) => {
    if (!page) return answer(status, { message }, headers);
    const retryAfter = Number(headers["Retry-After"]);
    return sitePage(notSentReasonPath(lang, { reason, ...(retryAfter > 0 ? { minutes: retryAfter / 60 } : {}) }), headers);
  };

  const unavailable = (headers: Record<string, string> = {}) =>
    refuse(503, MESSAGES.unavailable, "unavailable", { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_S), ...headers });
  if (closing) return unavailable(unread);

  const now = context.now();
  const client = rateLimitKey(clientAddress(req.socket?.remoteAddress, req.headers["x-forwarded-for"], config.trustedHops));
  const verdict = context.limiter.take(client, now.getTime(), config.rateLimit, config.rateWindowMs);
  if (!verdict.allowed) {
    return refuse(429, MESSAGES.rate, "rateLimited", { "Retry-After": String(Math.ceil(verdict.retryAfterMs / 1000)), ...unread });
  }

  const kind = bodyKind(firstHeader(req.headers["content-type"]));
  if (!kind) return refuse(415, MESSAGES.type, "unreadable", unread);
  const tooLarge = () => refuse(413, MESSAGES.size, "tooLarge", unread);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return tooLarge();
  const malformed = () => refuse(400, kind === "json" ? MESSAGES.json : MESSAGES.form, "unreadable");
  let raw;
  try {
    raw = await readBody(req, BODY_LIMIT_BYTES);
  } catch {
    return malformed();
  }
  if (raw.kind === "tooLarge") return tooLarge();
  const parsed = parseBody(kind, raw);
  if (!parsed) return malformed();

  if (typeof parsed.lang === "string" && isLang(parsed.lang)) lang = parsed.lang;

  const result = validateContactPayload(parsed);
  if (!result.ok) {
    // A bot that filled the honeypot learns nothing from the field errors either.
    if (honeypotFilled(parsed)) return page ? sitePage(sentPath(lang)) : answer(201, { id: randomUUID() });
    return page ? sitePage(notSentPath(lang, result.errors)) : answer(400, { message: MESSAGES.invalid, errors: result.errors });
  }

  // A filled honeypot is kept as spam (out of delivery and of the list), and answered like a success.
  const spam = honeypotFilled(parsed);
  const lead = toNewLead(result.payload, now, spam ? "spam" : "pending");
  let store: LeadStore;
  let stored: StoredLead;
  try {
    store = await context.store();
    stored = await store.insert(lead);
  } catch (error) {
    // The error's own text names files and SQL, never the message's content.
    log.error(`contact: storing a lead failed: ${error instanceof Error ? error.message : String(error)}`);
    context.limiter.refund(client, now.getTime());
    if (isStoreUnavailable(error)) {
      return unavailable();
    }
    return refuse(500, MESSAGES.store, "failed");
  }
  const { id } = stored.lead;
  // One submission id is one message. The same id with other texts is no retry (a form the back
  // button restored, edited and sent again): a 201 would tell the visitor it was stored.
  if (!stored.created && CONTACT_TEXT_FIELDS.some((field) => textOf(stored.lead, "lead", field) !== textOf(lead, "lead", field))) {
    log.info(`contact: lead ${id} was already stored under this submission id with another message; refused`);
    return refuse(409, MESSAGES.conflict, "conflict");
  }
  if (stored.created) log.info(`contact: stored lead ${id}${spam ? " (spam: honeypot filled)" : ""}`);
  else log.info(`contact: lead ${id} was already stored under this submission id; answered as before`);

  // A replay makes the first attempt only if the first request never got to it (the lead is still due).
  if (!spam && context.send) {
    const outcome = await deliverNow(id, config.leads.deliveryBoundMs, {
      store,
      send: context.send,
      policy: config.leads.retry,
      log,
      now: context.now,
      track: context.track,
    }).catch((error: unknown) => {
      // The lead is committed; a failure here only delays its delivery to the next retry run.
      log.error(`contact: first delivery attempt of lead ${id} failed to start: ${error instanceof Error ? error.message : String(error)}`);
      return "pending" as const;
    });
    if (outcome === "pending") log.info(`contact: lead ${id} not delivered yet; it will be retried`);
  }

  return kind === "form" ? sitePage(sentPath(lang)) : answer(201, { id });
}
