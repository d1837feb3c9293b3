import path from "node:path";
import { supportEmail } from "../../config/site";

/**
 * The endpoint's settings, read from the server's environment on every request (so deployments
 * change them without a rebuild, and tests pass their own). README.md, section "Contact form", documents them.
 */
export interface ContactConfig {
  /** Absolute path of the JSON-lines file every accepted message is appended to. */
  outboxPath: string;
  /** SMTP connection URL (smtp://user:pass@host:587, smtps://...); unset: no e-mail is sent. */
  smtpUrl?: string;
  /** Where messages are forwarded by e-mail. */
  mailTo: string;
  /** The From address of the forwarded e-mail (many SMTP servers only accept their own domain). */
  mailFrom: string;
  /** Messages one client may send per window. */
  rateLimit: number;
  rateWindowMs: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
}

/** The outbox when CONTACT_OUTBOX is unset: outside public/, in the project's git-ignored .data/. */
export const DEFAULT_OUTBOX = path.join(".data", "contact-outbox.jsonl");
export const DEFAULT_RATE_LIMIT = 5;
export const DEFAULT_RATE_WINDOW_MS = 10 * 60 * 1000;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The server's environment at request time. Gatsby compiles functions with webpack's DefinePlugin,
 * which replaces `process.env.NAME` with its value at build time and a bare `process.env` with
 * `({})`; going through globalThis escapes that rewrite, so that `gatsby serve` and
 * `gatsby develop` see the variables they were started with.
 */
export function serverEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env;
}

export function contactConfig(env: NodeJS.ProcessEnv): ContactConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailTo = env.CONTACT_TO?.trim() || supportEmail;
  return {
    // Relative paths are taken from the directory `gatsby serve` / `gatsby develop` run in: the project root.
    outboxPath: path.resolve(process.cwd(), env.CONTACT_OUTBOX?.trim() || DEFAULT_OUTBOX),
    smtpUrl,
    mailTo,
    mailFrom: env.CONTACT_FROM?.trim() || mailTo,
    rateLimit: positiveInt(env.CONTACT_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    rateWindowMs: positiveInt(env.CONTACT_RATE_WINDOW_MS, DEFAULT_RATE_WINDOW_MS),
    trustProxy: env.CONTACT_TRUST_PROXY === "1" || env.CONTACT_TRUST_PROXY === "true",
  };
}
