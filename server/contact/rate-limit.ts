/**
 * In-memory sliding-window rate limit per client: at most `limit` accepted requests in any
 * `windowMs`. State lives in one process; several server instances each count on their own.
 */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  take(client: string, now: number, limit: number, windowMs: number): RateVerdict;
  /**
   * Gives back the request taken at `at`: an answer the server failed to give (its store was
   * unavailable or failed) must not use up the client's allowance, or a visitor retrying through an
   * outage would be locked out for a whole window once the store is back.
   */
  refund(client: string, at: number): void;
}

export interface BoundedRateLimiter extends RateLimiter {
  /** How many clients are tracked; never more than `maxClients`. */
  size(): number;
}

/**
 * Memory is bounded by forgetting the least recently seen client once `maxClients` are tracked,
 * instead of sweeping expired entries (a sweep is a pass over every client on each request, which
 * is what a flood of distinct addresses triggers). The Map's insertion order is the recency
 * order: every request moves its client to the end. Forgetting a client early only ever errs
 * towards allowing it; with the default bound that takes 10,000 other clients within one window.
 */
export function createRateLimiter({ maxClients = 10_000 }: { maxClients?: number } = {}): BoundedRateLimiter {
  if (!Number.isInteger(maxClients) || maxClients < 1) throw new RangeError(`maxClients must be a positive integer, got ${maxClients}`);
  // Per client, its accepted requests still inside the window, oldest first (at most `limit`).
  const hits = new Map<string, number[]>();
  // One iterator for the whole life of the Map, advanced only to evict. A fresh keys().next()
  // would step over every deleted slot at the front of the Map's table each time (seconds under a
  // flood); this one never revisits a slot. Everything before it has been deleted (evicted, or
  // moved to the end), and Map iterators see later additions, so its next key is always the
  // least recently seen client.
  const leastRecentFirst = hits.keys();

  /** The client's hits, taken out of the Map so that setting them again makes it the most recent. */
  const takeOut = (client: string): number[] => {
    const times = hits.get(client);
    if (times) {
      hits.delete(client);
      return times;
    }
    if (hits.size >= maxClients) {
      const leastRecent = leastRecentFirst.next();
      if (!leastRecent.done) hits.delete(leastRecent.value);
    }
    return [];
  };

  return {
    take(client, now, limit, windowMs) {
      const recent = takeOut(client).filter((t) => now - t < windowMs);
      hits.set(client, recent);
      if (recent.length >= limit) {
        // One more is allowed once the hit that brings the count under the limit leaves the window.
        const blocking = recent[recent.length - limit] ?? now;
        return { allowed: false, retryAfterMs: Math.max(1, blocking + windowMs - now) };
      }
      recent.push(now);
      return { allowed: true };
    },
    refund(client, at) {
      const times = hits.get(client) ?? [];
      const index = times.lastIndexOf(at);
      if (index >= 0) times.splice(index, 1);
    },
    size: () => hits.size,
  };
}
