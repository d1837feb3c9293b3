import { siteUrl, supportEmail } from "../../src/config/site";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./delivery";
import type { MailSettings } from "./mail";

/**
 * Every setting of the lead store's delivery and retention, read from the environment in one place
 * (docs/deploying.md, "Variables", lists them). A malformed value throws an Error that names
 * the variable: a typo must stop the server at start, not silently change how leads are handled.
 */

/** Leads are deleted this many days after they were received, unless set otherwise. */
export const DEFAULT_RETENTION_DAYS = 730;
/** The endpoint waits this long for its first delivery attempt before it answers anyway. */
export const DEFAULT_DELIVERY_BOUND_MS = 4_000;
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

export interface LeadSettings {
  /** Unset: leads are only stored. */
  mail: MailSettings | null;
  retry: RetryPolicy;
  retentionDays: number;
  deliveryBoundMs: number;
}

export function positiveIntSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

function smtpUrlSetting(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw)) throw new Error("SMTP_URL is not a URL (expected smtp://user:password@host:587 or smtps://...:465)");
  const { protocol } = new URL(raw);
  if (protocol !== "smtp:" && protocol !== "smtps:") throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  return raw;
}

/** The site's URL, parsed: its host names each lead e-mail's Message-ID, its origin may post the form. */
export function siteUrlSetting(env: NodeJS.ProcessEnv): URL {
  try {
    return new URL(siteUrl(env));
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, not "${env.SITE_URL ?? ""}"`);
  }
}

export function leadSettings(env: NodeJS.ProcessEnv): LeadSettings {
  const smtpUrl = smtpUrlSetting(env);
  const to = env.CONTACT_TO?.trim() || supportEmail;
  return {
    mail: smtpUrl
      ? {
          smtpUrl,
          to,
          from: env.CONTACT_FROM?.trim() || to,
          timeoutMs: positiveIntSetting(env, "SMTP_TIMEOUT_MS", DEFAULT_SMTP_TIMEOUT_MS),
          messageIdDomain: siteUrlSetting(env).hostname,
        }
      : null,
    retry: {
      maxAttempts: positiveIntSetting(env, "LEADS_MAX_ATTEMPTS", DEFAULT_RETRY_POLICY.maxAttempts),
      baseDelayMs: positiveIntSetting(env, "LEADS_RETRY_BASE_MS", DEFAULT_RETRY_POLICY.baseDelayMs),
      maxDelayMs: positiveIntSetting(env, "LEADS_RETRY_MAX_MS", DEFAULT_RETRY_POLICY.maxDelayMs),
      leaseMs: DEFAULT_RETRY_POLICY.leaseMs,
    },
    retentionDays: positiveIntSetting(env, "LEADS_RETENTION_DAYS", DEFAULT_RETENTION_DAYS),
    deliveryBoundMs: positiveIntSetting(env, "CONTACT_DELIVERY_BOUND_MS", DEFAULT_DELIVERY_BOUND_MS),
  };
}

export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}
