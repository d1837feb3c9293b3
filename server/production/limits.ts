import fs from "node:fs";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { rateLimitKey } from "../contact/client-address";
import { positiveIntSetting } from "../leads/settings";

/**
 * What one client may hold of the production server, so that slow or many clients cannot keep
 * others out: time for its headers and for its whole request (a body trickled a byte at a time is
 * cut off), how long an idle keep-alive connection stays, how long a connection may make no
 * progress at all (a client that stops reading its answers holds the server's buffers), and how
 * many connections are open at once, in all and per client address.
 */
export interface ServerLimits {
  headersTimeoutMs: number;
  /** Headers and body together; must not be shorter than headersTimeoutMs. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A connection that neither sends nor receives a byte for this long is closed, answer under way or not. */
  socketTimeoutMs: number;
  maxConnections: number;
  /** 0: no cap per address (behind a proxy every connection has the proxy's). */
  maxConnectionsPerClient: number;
}

/** Each connection may hold a file descriptor of its own and one for the file it is sent: half the limit, less some for the rest. */
function connectionsForDescriptors(limit: number): number {
  return Math.max(16, Math.floor((limit - 64) / 2));
}

/** The process's soft limit on open files (Linux), or undefined where /proc does not tell. */
export function openFileLimit(limitsText?: string): number | undefined {
  try {
    limitsText ??= fs.readFileSync("/proc/self/limits", "utf8");
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)/m.exec(limitsText)?.[1];
  return soft === undefined ? undefined : Number(soft);
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  socketTimeoutMs: 30_000,
  maxConnections: connectionsForDescriptors(openFileLimit() ?? 1024),
  maxConnectionsPerClient: 32,
};

/** The limits from the environment (docs/deploying.md "Variables"), each defaulting to DEFAULT_SERVER_LIMITS. */
export function serverLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits: ServerLimits = {
    headersTimeoutMs: positiveIntSetting(env, "SERVER_HEADERS_TIMEOUT_MS", DEFAULT_SERVER_LIMITS.headersTimeoutMs),
    requestTimeoutMs: positiveIntSetting(env, "SERVER_REQUEST_TIMEOUT_MS", DEFAULT_SERVER_LIMITS.requestTimeoutMs),
    keepAliveTimeoutMs: positiveIntSetting(env, "SERVER_KEEP_ALIVE_TIMEOUT_MS", DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs),
    socketTimeoutMs: positiveIntSetting(env, "SERVER_SOCKET_TIMEOUT_MS", DEFAULT_SERVER_LIMITS.socketTimeoutMs),
    maxConnections: positiveIntSetting(env, "SERVER_MAX_CONNECTIONS", DEFAULT_SERVER_LIMITS.maxConnections),
    maxConnectionsPerClient: positiveIntSetting(env, "SERVER_MAX_CONNECTIONS_PER_CLIENT", DEFAULT_SERVER_LIMITS.maxConnectionsPerClient),
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `SERVER_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not be longer than SERVER_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/**
 * Caps the server's open connections: past `maxConnections` Node closes new ones at once; past
 * `maxConnectionsPerClient` from one address (unless behind a proxy), this hands the connection to
 * `refuse`, which answers it and closes it. Addresses are grouped as the endpoint's rate limit
 * groups them (an IPv6 /64 is one client), or a subscriber could open the cap once per address.
 */
export function limitConnections(server: Server, limits: ServerLimits, behindProxy: boolean, refuse: (socket: Duplex) => void): void {
  server.maxConnections = limits.maxConnections;
  if (behindProxy) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = rateLimitKey(socket.remoteAddress ?? "");
    const count = (open.get(client) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      refuse(socket);
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
