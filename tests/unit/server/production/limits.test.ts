import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { DEFAULT_SERVER_LIMITS, limitConnections, openFileLimit, serverLimits } from "../../../../server/production/limits";

describe("serverLimits", () => {
  it("defaults: 10 s for the headers, 30 s for the whole request, 5 s of idle keep-alive, 30 s without progress, 32 connections per address", () => {
    expect(serverLimits({})).toEqual(DEFAULT_SERVER_LIMITS);
    expect(DEFAULT_SERVER_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      socketTimeoutMs: 30_000,
      maxConnectionsPerClient: 32,
    });
  });

  it("caps connections at half the descriptors left after 64 for the rest (a connection may hold a file open too)", () => {
    const soft = openFileLimit();
    if (soft === undefined) throw new Error("/proc/self/limits is not readable here");
    expect(DEFAULT_SERVER_LIMITS.maxConnections).toBe(Math.max(16, Math.floor((soft - 64) / 2)));
  });

  it("reads each limit from its variable, and refuses a malformed one or headers allowed longer than the request", () => {
    expect(
      serverLimits({ SERVER_REQUEST_TIMEOUT_MS: "60000", SERVER_SOCKET_TIMEOUT_MS: "45000", SERVER_MAX_CONNECTIONS_PER_CLIENT: "8" }),
    ).toMatchObject({
      requestTimeoutMs: 60_000,
      socketTimeoutMs: 45_000,
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

describe("limitConnections", () => {
  /** Opens a connection from `address` on a stand-in server; returns it, to be closed. */
  function setUp(maxConnectionsPerClient: number) {
    const server = new EventEmitter();
    const refused: string[] = [];
    limitConnections(server as unknown as Server, { ...DEFAULT_SERVER_LIMITS, maxConnectionsPerClient }, false, (socket) =>
      refused.push(String((socket as unknown as { remoteAddress: string }).remoteAddress)),
    );
    const connect = (remoteAddress: string) => {
      const socket = Object.assign(new EventEmitter(), { remoteAddress });
      server.emit("connection", socket);
      return socket;
    };
    return { connect, refused };
  }

  it("counts an IPv6 /64 as one client, as the rate limit does, and IPv4-mapped addresses as IPv4", () => {
    const { connect, refused } = setUp(2);
    connect("2001:db8:0:1::1");
    connect("2001:db8:0:1:ffff::2");
    connect("2001:db8:0:1::3");
    connect("2001:db8:0:2::1");
    connect("192.0.2.1");
    connect("::ffff:192.0.2.1");
    connect("192.0.2.1");
    expect(refused).toEqual(["2001:db8:0:1::3", "192.0.2.1"]);
  });

  it("gives the slot back when a connection closes", () => {
    const { connect, refused } = setUp(1);
    connect("192.0.2.1").emit("close");
    connect("192.0.2.1");
    expect(refused).toEqual([]);
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
