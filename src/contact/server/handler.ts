import type { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import { TextDecoder } from "node:util";
import { honeypotFilled, validateContactPayload } from "../validation";
import { readBody } from "./body";
import { contactConfig, serverEnv } from "./config";
import { smtpForwarder, type ForwardMessage } from "./mailer";
import { appendToOutbox, newStoredMessage } from "./outbox";
import { sharedRateLimiter, type RateLimiter } from "./rate-limit";

/**
 * The contact endpoint's logic, separate from the Gatsby Function file so that unit tests call it
 * with fake requests and responses. Order of checks: method, rate limit, content type, size,
 * JSON, honeypot, fields; then the message is appended to the outbox (fsync) and only then 201.
 */

/** The body limit: the form's longest message (see MAX_LENGTH) fits with room to spare. */
export const BODY_LIMIT_BYTES = 32 * 1024;

/** What the handler needs of a request: Gatsby's (an IncomingMessage) and test fakes both fit. */
export type ContactRequest = Readable & {
  method?: string;
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
  body?: unknown;
};

/** What the handler needs of a response: Gatsby's (Express's) and test fakes both fit. */
export interface ContactResponse {
  status(code: number): ContactResponse;
  setHeader(name: string, value: string): unknown;
  json(body: unknown): unknown;
}

export interface ContactLog {
  info(message: string): void;
  error(message: string): void;
}

export interface ContactDeps {
  /** Settings; by default the server's environment at request time (see serverEnv). */
  env?: NodeJS.ProcessEnv;
  limiter?: RateLimiter;
  now?: () => Date;
  log?: ContactLog;
  /** Replaces SMTP forwarding (tests); by default SMTP_URL decides. */
  forward?: ForwardMessage;
}

const MESSAGES = {
  method: "Method not allowed: send the message with POST",
  rate: "Too many messages from this address; please try again later",
  type: "Unsupported content type: send JSON with Content-Type: application/json",
  size: `The message is too large (the limit is ${BODY_LIMIT_BYTES / 1024} KB)`,
  json: "Malformed JSON body",
  invalid: "Some fields are missing or invalid",
  store: "Your message could not be stored; please try again later",
} as const;

function reply(res: ContactResponse, status: number, body: object): void {
  res.status(status).json(body);
}

function clientAddress(req: ContactRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket?.remoteAddress ?? "unknown";
}

/** application/json, optionally with a UTF-8 charset (JSON is UTF-8 by RFC 8259). */
function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type = "", ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  const charset = params.find((p) => p.startsWith("charset="))?.slice("charset=".length).replace(/"/g, "");
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

function declaredLength(headers: IncomingHttpHeaders): number | undefined {
  const value = Number(headers["content-length"]);
  return headers["content-length"] !== undefined && Number.isFinite(value) ? value : undefined;
}

/**
 * The class and code of an error ("Error ESOCKET"), without its text: an SMTP server's reply may
 * quote addresses. Duck-typed, since errors from Node's internals may come from another realm.
 */
function errorKind(error: unknown): string {
  if (typeof error !== "object" || error === null) return "unknown error";
  const name = "name" in error && typeof error.name === "string" ? error.name : "Error";
  const code = "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? ` ${error.code}` : "";
  return `${name}${code}`;
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function handleContact(req: ContactRequest, res: ContactResponse, deps: ContactDeps = {}): Promise<void> {
  const config = contactConfig(deps.env ?? serverEnv());
  const log = deps.log ?? console;
  const now = deps.now ?? (() => new Date());
  res.setHeader("Cache-Control", "no-store");

  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(res, 405, { message: MESSAGES.method });
  }

  const verdict = (deps.limiter ?? sharedRateLimiter()).take(
    clientAddress(req, config.trustProxy),
    now().getTime(),
    config.rateLimit,
    config.rateWindowMs,
  );
  if (!verdict.allowed) {
    res.setHeader("Retry-After", String(Math.ceil(verdict.retryAfterMs / 1000)));
    return reply(res, 429, { message: MESSAGES.rate });
  }

  if (!isJsonContentType(req.headers["content-type"])) return reply(res, 415, { message: MESSAGES.type });

  const tooLarge = () => {
    // Do not keep the connection for the rest of a large upload.
    res.setHeader("Connection", "close");
    reply(res, 413, { message: MESSAGES.size });
  };
  if ((declaredLength(req.headers) ?? 0) > BODY_LIMIT_BYTES) return tooLarge();

  let raw;
  try {
    raw = await readBody(req, BODY_LIMIT_BYTES);
  } catch {
    return reply(res, 400, { message: MESSAGES.json });
  }
  if (raw.kind === "tooLarge") return tooLarge();
  const parsed = raw.kind === "parsed" ? { ok: true as const, value: raw.value } : parseJson(raw.bytes);
  if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
    return reply(res, 400, { message: MESSAGES.json });
  }

  // A bot filled the hidden field: answer like a success, keep nothing.
  if (honeypotFilled(parsed.value)) {
    log.info("contact: honeypot filled, message dropped");
    return reply(res, 201, { id: randomUUID() });
  }

  const result = validateContactPayload(parsed.value);
  if (!result.ok) return reply(res, 400, { message: MESSAGES.invalid, errors: result.errors });

  const message = newStoredMessage(result.payload, now());
  try {
    await appendToOutbox(config.outboxPath, message);
  } catch (error) {
    // The error names the path and the system call, never the message's content.
    log.error(`contact: storing message ${message.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    return reply(res, 500, { message: MESSAGES.store });
  }
  log.info(`contact: stored message ${message.id}`);
  reply(res, 201, { id: message.id });

  // After the answer: the message is safe on disk, so e-mail is a best-effort copy.
  const forward = deps.forward ?? (config.smtpUrl ? smtpForwarder(config.smtpUrl, config.mailTo, config.mailFrom) : undefined);
  if (!forward) return;
  try {
    await forward(message);
    log.info(`contact: message ${message.id} forwarded to ${config.mailTo}`);
  } catch (error) {
    log.error(`contact: forwarding message ${message.id} by e-mail failed (${errorKind(error)}); it stays in ${config.outboxPath}`);
  }
}
