import { DEFAULT_SERVER_LIMITS, openFileLimit, serverLimits } from "../../../../server/production/limits";

describe("serverLimits", () => {
  it("defaults: 10 s for the headers, 30 s for the whole request, 5 s of idle keep-alive, 32 connections per address", () => {
    expect(serverLimits({})).toEqual(DEFAULT_SERVER_LIMITS);
    expect(DEFAULT_SERVER_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnectionsPerClient: 32,
    });
  });

  it("caps connections at half the descriptors left after 64 for the rest (a connection may hold a file open too)", () => {
    const soft = openFileLimit();
    if (soft === undefined) throw new Error("/proc/self/limits is not readable here");
    expect(DEFAULT_SERVER_LIMITS.maxConnections).toBe(Math.max(16, Math.floor((soft - 64) / 2)));
  });

  it("reads each limit from its variable, and refuses a malformed one or headers allowed longer than the request", () => {
    expect(serverLimits({ SERVER_REQUEST_TIMEOUT_MS: "60000", SERVER_MAX_CONNECTIONS_PER_CLIENT: "8" })).toMatchObject({
      requestTimeoutMs: 60_000,
      maxConnectionsPerClient: 8,
    });
    expect(() => serverLimits({ SERVER_MAX_CONNECTIONS: "lots" })).toThrow(
      'SERVER_MAX_CONNECTIONS must be a positive whole number, not "lots"',
    );
    expect(() => serverLimits({ SERVER_HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      "SERVER_HEADERS_TIMEOUT_MS (40000) must not be longer than SERVER_REQUEST_TIMEOUT_MS (30000)",
    );
  });
});

describe("openFileLimit", () => {
  it("reads the soft limit of /proc/self/limits", () => {
    const text =
      "Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n";
    expect(openFileLimit(text)).toBe(1024);
    expect(openFileLimit("")).toBeUndefined();
  });
});
