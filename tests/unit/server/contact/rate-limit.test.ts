import { createRateLimiter } from "../../../../server/contact/rate-limit";

const MINUTE = 60_000;

describe("createRateLimiter: a sliding window per client", () => {
  it("allows `limit` requests in a window and refuses the next until the oldest leaves it", () => {
    const limiter = createRateLimiter();
    expect(limiter.take("a", 0, 3, 10 * MINUTE)).toEqual({ allowed: true });
    expect(limiter.take("a", 1 * MINUTE, 3, 10 * MINUTE)).toEqual({ allowed: true });
    expect(limiter.take("a", 2 * MINUTE, 3, 10 * MINUTE)).toEqual({ allowed: true });
    expect(limiter.take("a", 4 * MINUTE, 3, 10 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 6 * MINUTE });
    // Refused requests do not count: one more is allowed as soon as the first hit is 10 minutes old.
    expect(limiter.take("a", 10 * MINUTE - 1, 3, 10 * MINUTE)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(limiter.take("a", 10 * MINUTE, 3, 10 * MINUTE)).toEqual({ allowed: true });
    expect(limiter.take("a", 10 * MINUTE + 1, 3, 10 * MINUTE)).toEqual({ allowed: false, retryAfterMs: MINUTE - 1 });
  });

  it("never accepts more than `limit` in any window, however the requests are spread", () => {
    const limiter = createRateLimiter();
    const accepted: number[] = [];
    for (let t = 0; t < 60 * MINUTE; t += 7_919) {
      if (limiter.take("a", t, 5, 10 * MINUTE).allowed) accepted.push(t);
    }
    for (const [i, t] of accepted.entries()) {
      expect(accepted.slice(i).filter((u) => u - t < 10 * MINUTE).length).toBeLessThanOrEqual(5);
    }
    expect(accepted.length).toBeGreaterThanOrEqual(5 * 6);
  });

  it("a refunded request no longer counts; refunding what was never taken changes nothing", () => {
    const limiter = createRateLimiter();
    expect(limiter.take("a", 0, 2, MINUTE).allowed).toBe(true);
    expect(limiter.take("a", 1, 2, MINUTE).allowed).toBe(true);
    limiter.refund("a", 1);
    limiter.refund("a", 5);
    limiter.refund("b", 0);
    expect(limiter.take("a", 2, 2, MINUTE).allowed).toBe(true);
    expect(limiter.take("a", 3, 2, MINUTE)).toEqual({ allowed: false, retryAfterMs: MINUTE - 3 });
  });
});

describe("createRateLimiter: bounded memory", () => {
  it("forgets the least recently seen client when full; any request, refused or not, counts as seen", () => {
    const limiter = createRateLimiter({ maxClients: 3 });
    limiter.take("a", 0, 1, MINUTE);
    limiter.take("b", 1, 1, MINUTE);
    limiter.take("c", 2, 1, MINUTE);
    expect(limiter.take("a", 3, 1, MINUTE).allowed).toBe(false); // "a" is now the most recent
    expect(limiter.take("d", 4, 1, MINUTE).allowed).toBe(true); // evicts "b"
    expect(limiter.size()).toBe(3);
    expect(limiter.take("a", 5, 1, MINUTE).allowed).toBe(false);
    expect(limiter.take("c", 6, 1, MINUTE).allowed).toBe(false);
    expect(limiter.take("d", 7, 1, MINUTE).allowed).toBe(false);
    // "b" was forgotten, so it starts afresh (and pushes out "a", now the least recent).
    expect(limiter.take("b", 8, 1, MINUTE).allowed).toBe(true);
    expect(limiter.take("a", 9, 1, MINUTE).allowed).toBe(true);
    expect(limiter.size()).toBe(3);
  });

  it("evicts in exact least-recently-seen order under a random mix of new and returning clients", () => {
    // With limit 1 and an endless window, a request is allowed exactly when its client is not
    // remembered: the verdicts reveal the limiter's memory, checked against a plain list model.
    const limiter = createRateLimiter({ maxClients: 50 });
    let model: string[] = [];
    let seed = 42;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const mismatches: number[] = [];
    for (let t = 0; t < 10_000; t += 1) {
      const client = `c${Math.floor(random() * 120)}`;
      const remembered = model.includes(client);
      if (limiter.take(client, t, 1, Number.MAX_SAFE_INTEGER).allowed === remembered) mismatches.push(t);
      model = [...model.filter((c) => c !== client), client].slice(-50);
    }
    expect(mismatches).toEqual([]);
    expect(limiter.size()).toBe(50);
  });

  it("tracks at most maxClients under a flood of 100,000 distinct clients, quickly", () => {
    const limiter = createRateLimiter({ maxClients: 10_000 });
    let largest = 0;
    const started = performance.now();
    for (let i = 0; i < 100_000; i += 1) {
      limiter.take(`198.51.${i >> 8}.${i & 255}`, i, 5, 10 * MINUTE);
      largest = Math.max(largest, limiter.size());
    }
    const elapsed = performance.now() - started;
    expect(largest).toBe(10_000);
    // The old sweep took seconds here; an O(1) take needs a few tens of milliseconds.
    expect(elapsed).toBeLessThan(2_000);
    // The most recent clients are the ones remembered.
    expect(limiter.take("198.51.255.255", 100_000, 1, 10 * MINUTE).allowed).toBe(true);
    expect(limiter.take(`198.51.${99_999 >> 8}.${99_999 & 255}`, 100_000, 1, 10 * MINUTE).allowed).toBe(false);
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => createRateLimiter({ maxClients: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ maxClients: 1.5 })).toThrow(RangeError);
  });
});
