import { Readable } from "node:stream";
import { contactConfig } from "../../../server/contact/config";
import type { ContactContext, ContactRequest } from "../../../server/contact/handler";
import { createRateLimiter } from "../../../server/contact/rate-limit";
import { smtpSender } from "../../../server/leads/mail";
import type { LeadStore } from "../../../server/leads/types";

/** A clock the test moves by hand, so retries with backoff need no real waiting. */
export function testClock(start = "2026-11-23T10:00:00.000Z") {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

export interface LogLines {
  lines: string[];
  info(message: string): void;
  error(message: string): void;
}

export function logLines(): LogLines {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), error: (m) => lines.push(m) };
}

/** The endpoint's context as the servers build it, on a real store, with settings from `env`. */
export function contextFor(store: LeadStore, env: NodeJS.ProcessEnv, extra: Partial<ContactContext> = {}): ContactContext {
  const config = contactConfig(env);
  return {
    config,
    store: async () => store,
    send: config.leads.mail ? smtpSender(config.leads.mail) : null,
    limiter: createRateLimiter(),
    log: logLines(),
    now: () => new Date(),
    ...extra,
  };
}

export interface FakeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent in 1 KB chunks, as on a socket. */
  body?: string | Buffer;
  /** Leave out Content-Length, as a chunked upload does. */
  chunked?: boolean;
  ip?: string;
  /** The request target; its query may name the form's language (formAction). */
  url?: string;
}

/** A request stream shaped like Node's IncomingMessage, as far as the handler looks. */
export function fakeRequest({
  method = "POST",
  headers,
  body,
  chunked = false,
  ip = "203.0.113.1",
  url = "/api/brisa/contact",
}: FakeRequestInit = {}): ContactRequest {
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 1024) chunks.push(bytes.subarray(i, i + 1024));
  const stream = Readable.from(chunks);
  const allHeaders: Record<string, string> = {
    "content-type": "application/json",
    ...(chunked || body === undefined ? {} : { "content-length": String(bytes.length) }),
    ...headers,
  };
  return Object.assign(stream, { method, url, headers: allHeaders, socket: { remoteAddress: ip } });
}

export const validPayload = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "612 345 678",
  phoneExtension: "+34",
  subject: "Booking app",
  description: "SECRET-BODY We need an MVP for bookings.",
  consent: true,
  privacyVersion: "2026-11-23",
  website: "",
  lang: "es",
};
