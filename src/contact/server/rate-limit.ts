/**
 * In-memory sliding-window rate limit per client: at most `limit` accepted requests in any
 * `windowMs`. State lives in one process; several server instances each count on their own.
 */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  take(client: string, now: number, limit: number, windowMs: number): RateVerdict;
}

/** Above this many tracked clients, every expired entry is swept so memory stays bounded. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(): RateLimiter {
  const hits = new Map<string, number[]>();
  const sweep = (now: number, windowMs: number) => {
    for (const [client, times] of hits) {
      if (times.every((t) => now - t >= windowMs)) hits.delete(client);
    }
  };
  return {
    take(client, now, limit, windowMs) {
      if (hits.size > SWEEP_ABOVE) sweep(now, windowMs);
      const recent = (hits.get(client) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(client, recent);
        // The oldest hit in the window leaves it first; then one more request is allowed.
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterMs: Math.max(1, oldest + windowMs - now) };
      }
      recent.push(now);
      hits.set(client, recent);
      return { allowed: true };
    },
  };
}

/**
 * The limiter shared by all requests of this process. Gatsby re-requires a function's module on
 * every request (it clears the require cache), so module-level state would be lost: the limiter
 * lives on globalThis under a registered symbol instead.
 */
const KEY = Symbol.for("brisa.contact.rateLimiter");
type WithLimiter = typeof globalThis & { [KEY]?: RateLimiter };

export function sharedRateLimiter(): RateLimiter {
  const holder = globalThis as WithLimiter;
  holder[KEY] ??= createRateLimiter();
  return holder[KEY];
}
