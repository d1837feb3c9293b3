import { leadSettings, positiveIntSetting, siteUrlSetting, type LeadSettings } from "../leads/settings";
import { trustedHopsFromEnv } from "./client-address";
import { allowedOriginsFromEnv } from "./cors";

/**
 * The endpoint's settings, read from the server's environment (docs/deploying.md, "Variables",
 * lists them; docs/leads.md says what they do). The long-running server reads them once at start;
 * a Gatsby Function when its first request arrives (it keeps them while its process lives).
 */
export interface ContactConfig {
  /** Messages one client may send per window. */
  rateLimit: number;
  rateWindowMs: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (0: none). */
  trustedHops: number;
  /** Other origins whose pages may post to this endpoint (CORS, and the cross-site check). */
  allowedOrigins: string[];
  /** The site's own origin (SITE_URL's), whose pages always may. */
  siteOrigin: string;
  leads: LeadSettings;
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
  return {
    rateLimit: positiveIntSetting(env, "CONTACT_RATE_LIMIT", 5),
    rateWindowMs: positiveIntSetting(env, "CONTACT_RATE_WINDOW_MS", 10 * 60 * 1000),
    trustedHops: trustedHopsFromEnv(env.CONTACT_TRUST_PROXY),
    allowedOrigins: allowedOriginsFromEnv(env.CONTACT_ALLOWED_ORIGINS),
    siteOrigin: siteUrlSetting(env).origin,
    leads: leadSettings(env),
  };
}
