import { deliveryErrorKind, isPermanentRefusal, type SendLead } from "./mail";
import type { Lead, LeadStore } from "./types";

/**
 * Delivery of leads by e-mail as a state machine kept in the store: a lead is claimed (attempts + 1,
 * next attempt pushed out by a lease so no other process takes it), sent, and then recorded as
 * `sent`, as `pending` with a later retry (exponential backoff), or, after the last attempt or a
 * permanent refusal (SMTP 5xx), as `failed` with an alert in the log. The endpoint makes the first
 * attempt before it answers; the long-running server and `npm run leads -- deliver` the retries.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included; after the last failure the lead is `failed`. */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * How long a claim keeps a lead from other processes. Longer than any send can take (the SMTP
   * timeouts bound each step), so a lead is never sent twice at the same time; if the process dies
   * mid-send, the lead becomes due again when the lease runs out.
   */
  leaseMs: number;
}

/** 12 attempts over about 20 hours: 1, 2, 4 ... 256 minutes, then every 6 hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 12,
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** The wait before the next attempt after `attempts` failed ones (1 → base, 2 → 2 × base ...). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  // 2 ** 40 already exceeds any sensible cap; clamping the exponent keeps the number finite.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 40));
}

export interface DeliveryLog {
  info(message: string): void;
  error(message: string): void;
}

export type AttemptOutcome = "sent" | "retry" | "failed";

export interface DeliveryDeps {
  store: LeadStore;
  send: SendLead;
  policy: RetryPolicy;
  log: DeliveryLog;
  now: () => Date;
  /**
   * Given each first attempt (deliverNow) as it starts, so that a server shutting down can wait for
   * one that outlived the bound: closing the store under it would leave the lead claimed, to be
   * sent again when its lease runs out although the mail server may already have accepted it.
   */
  track?: (attempt: Promise<unknown>) => void;
}

/** Sends a lead the caller has claimed and records the outcome. Never rejects on a send error. */
export async function attemptClaimed(lead: Lead, deps: DeliveryDeps): Promise<AttemptOutcome> {
  try {
    await deps.send(lead);
  } catch (error) {
    const kind = deliveryErrorKind(error);
    const at = deps.now();
    const refused = isPermanentRefusal(error);
    if (refused || lead.attempts >= deps.policy.maxAttempts) {
      await deps.store.recordAttempt(lead.id, { ok: false, at, error: kind, retryAt: null });
      // An alert line for whoever watches the logs: the lead is safe in the store, but nobody was told.
      const why = refused
        ? `was refused for good by the mail server (${kind}); it is not retried and is kept as failed`
        : `was not delivered after ${lead.attempts} attempts (last error: ${kind}); it is kept as failed`;
      deps.log.error(`ALERT leads: lead ${lead.id} ${why}: npm run leads -- show ${lead.id}`);
      return "failed";
    }
    const retryAt = new Date(at.getTime() + retryDelayMs(lead.attempts, deps.policy));
    await deps.store.recordAttempt(lead.id, { ok: false, at, error: kind, retryAt });
    deps.log.error(`leads: delivery of lead ${lead.id} failed (attempt ${lead.attempts}, ${kind}); next try at ${retryAt.toISOString()}`);
    return "retry";
  }
  await deps.store.recordAttempt(lead.id, { ok: true, at: deps.now() });
  deps.log.info(`leads: lead ${lead.id} delivered (attempt ${lead.attempts})`);
  return "sent";
}

/**
 * The endpoint's first attempt: claims this one lead and tries to send it, waiting at most
 * `boundMs` so that the visitor's answer is not held up by a slow mail server. If the bound passes,
 * the attempt goes on in the background and records its own outcome; on a serverless host that
 * freezes the process, the lease runs out and a later `deliver` run takes the lead again.
 */
export async function deliverNow(id: string, boundMs: number, deps: DeliveryDeps): Promise<AttemptOutcome | "pending"> {
  const [lead] = await deps.store.claimDue(deps.now(), deps.policy.leaseMs, 1, id);
  if (!lead) return "pending";
  const attempt = attemptClaimed(lead, deps).catch((error: unknown) => {
    deps.log.error(`leads: recording the delivery of lead ${id} failed (${deliveryErrorKind(error)})`);
    return "pending" as const;
  });
  deps.track?.(attempt);
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<"pending">((resolve) => {
    timer = setTimeout(() => resolve("pending"), boundMs);
  });
  try {
    return await Promise.race([attempt, bound]);
  } finally {
    clearTimeout(timer);
  }
}

export interface DeliverySummary {
  sent: number;
  retry: number;
  failed: number;
}

/** Sends every due lead, a batch at a time, until none is due. */
export async function deliverDue(deps: DeliveryDeps, batchSize = 20): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const batch = await deps.store.claimDue(deps.now(), deps.policy.leaseMs, batchSize);
    for (const lead of batch) summary[await attemptClaimed(lead, deps)] += 1;
    if (batch.length < batchSize) return summary;
  }
}
