import { smtpSender } from "../leads/mail";
import { openLeadStore } from "../leads/open-store";
import type { LeadStore } from "../leads/types";
import { contactConfig } from "./config";
import type { DeliveryLog } from "../leads/delivery";
import type { ContactContext } from "./handler";
import { createRateLimiter } from "./rate-limit";

/**
 * Everything the endpoint needs, built from the environment: the settings, the store (opened on
 * first use and kept), the SMTP sender when SMTP_URL is set, and a rate limiter. A failed open is
 * not cached, so a database that comes back is used again on the next request.
 */
export function createContactContext(
  env: NodeJS.ProcessEnv,
  log: DeliveryLog = console,
  storeOptions: { sqliteThread?: boolean } = {},
): ContactContext & { closeStore(): Promise<void> } {
  const config = contactConfig(env);
  let opening: Promise<LeadStore> | undefined;
  const store = (): Promise<LeadStore> => {
    if (!opening) {
      opening = openLeadStore(env, process.cwd(), storeOptions).catch((error: unknown) => {
        opening = undefined;
        throw error;
      });
    }
    return opening;
  };
  const attempts = new Set<Promise<unknown>>();
  return {
    config,
    store,
    send: config.leads.mail ? smtpSender(config.leads.mail) : null,
    limiter: createRateLimiter(),
    log,
    now: () => new Date(),
    track(attempt) {
      attempts.add(attempt);
      const done = () => attempts.delete(attempt);
      attempt.then(done, done);
    },
    /** Waits for delivery attempts still running (they record their outcome), then closes the store. */
    async closeStore() {
      await Promise.allSettled([...attempts]);
      const open = opening;
      opening = undefined;
      if (open) await (await open.catch(() => undefined))?.close();
    },
  };
}
