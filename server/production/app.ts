import fs from "node:fs";
import http, { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { contactEndpoint } from "../../src/config/site";
import type { ContactContext } from "../contact/handler";
import { handleContact, UNAVAILABLE_RETRY_AFTER_S } from "../contact/handler";
import type { StoreHealth } from "../leads/types";
import {
  headersFor,
  isHostOnlyPath,
  isUnsafeRequestPath,
  notFoundPageFor,
  parseHeadersFile,
  parseRedirectsFile,
  type HeaderRule,
} from "../../src/hosting/host-rules";
import { DEFAULT_SERVER_LIMITS, limitConnections, type ServerLimits } from "./limits";
import { chooseEncoding, loadMemoryFiles, type MemoryFile } from "./memory-files";

/**
 * The production server: serves the built site (public/) the way the static hosts do, with the
 * headers of `_headers`, the 301s of `_redirects`, `404.html` with status 404, precompressed files
 * by Accept-Encoding, ETag revalidation; and the contact endpoint, whose body is
 * limited and type-checked by the handler before anything reads it.
 *
 * Every answer carries the security headers `_headers` gives its path, whatever produced it: a
 * page, a 301, the endpoint, /healthz, a 404, Fastify's own 4xx, or Node's 408 for a client too
 * slow to send its request. Requests have time limits and connections a cap (server/production/limits.ts).
 */

export interface ServerOptions {
  publicDir: string;
  contact: ContactContext;
  /** One line per request (method, path without query, status, time): no personal data. */
  logLine?: (line: string) => void;
  limits?: ServerLimits;
  /** Proxies in front (CONTACT_TRUST_PROXY): then every connection comes from them, and none is capped per address. */
  behindProxy?: boolean;
}

const REVALIDATE = "public, max-age=0, must-revalidate";

const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "/";

/**
 * Whether the client's copy is current: its If-None-Match names this ETag. Pages carry no
 * Last-Modified: every client given an ETag revalidates with it (RFC 9110 has it win over a date),
 * and the 46 bytes of the header are what some pages lacked to arrive in the first round trip
 * (docs/performance.md).
 */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const noneMatch = request.headers["if-none-match"];
  return noneMatch !== undefined && noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Sends a file held in memory in the encoding the client prefers, or 304 when its copy is current. */
function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile, status: number, headers = file.headers) {
  const encoding = chooseEncoding(request.headers["accept-encoding"], file);
  const chosen = file.variants[encoding] ?? file.variants.identity;
  reply.code(status).headers(headers).header("Content-Type", file.type).header("Vary", "Accept-Encoding");
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  if (status === 200) {
    reply.header("ETag", chosen.etag);
    if (isFresh(request, chosen.etag)) return reply.code(304).send();
  }
  reply.header("Content-Length", String(chosen.body.length));
  return request.method === "HEAD" ? reply.send() : reply.send(chosen.body);
}

function readHostFile(publicDir: string, name: string): string {
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build)`);
  return fs.readFileSync(file, "utf8");
}

/**
 * The headers `_headers` gives a path, without its caching: what every answer on that path
 * carries. A target that is no path (absolute-form "http://host/en/", or "*") matches no rule:
 * it gets those of "/".
 */
function securityHeaders(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const { "Cache-Control": _caching, ...headers } = headersFor(rules, pathname.startsWith("/") ? pathname : "/");
  return headers;
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");

/**
 * Writes a whole JSON answer on a raw socket, outside Fastify, with the security headers, then
 * closes it: for what is refused before Fastify has a request (see clientErrorHandler and the
 * per-address connection cap).
 */
function rawAnswerWriter(rules: readonly HeaderRule[]) {
  const security = headerLines(securityHeaders(rules, "/"));
  return (socket: Duplex, status: number, message = STATUS_CODES[status], headers: Record<string, string> = {}) => {
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n${headerLines(headers)}${security}\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

export async function buildServer({
  publicDir,
  contact,
  logLine,
  limits = DEFAULT_SERVER_LIMITS,
  behindProxy = false,
}: ServerOptions): Promise<FastifyInstance> {
  const headerRules = parseHeadersFile(readHostFile(publicDir, "_headers"));
  const { redirects, notFound: notFoundRules } = parseRedirectsFile(readHostFile(publicDir, "_redirects"));
  readHostFile(publicDir, "404.html");
  // A file's headers by its page's own URL ("/en/" for /en/index.html), which _headers patterns
  // name: pages, and files no rule gives a caching, revalidate.
  const fileHeaders = (urlPath: string) => {
    const headers = headersFor(headerRules, urlPath);
    if (/(\/|\.html)$/.test(urlPath) || headers["Cache-Control"] === undefined) headers["Cache-Control"] = REVALIDATE;
    return headers;
  };
  const memory = loadMemoryFiles(publicDir, fileHeaders);
  for (const page of ["/404.html", ...notFoundRules.map((rule) => rule.page)]) {
    if (!memory.has(page)) throw new Error(`${path.join(publicDir, page)} could not be loaded (a not-found page of _redirects)`);
  }
  const endpointPath = contactEndpoint({});
  const writeRaw = rawAnswerWriter(headerRules);
  // A client over the per-address cap gets a slot back when one of its connections closes, an idle
  // one after the keep-alive timeout at the latest.
  const refuseConnection = (socket: Duplex) =>
    writeRaw(socket, 503, "Too many connections from this address; please try again in a moment", {
      "Retry-After": String(Math.ceil(limits.keepAliveTimeoutMs / 1000)),
    });

  // Node's own time limits, which Fastify would otherwise switch off (its requestTimeout is 0): a
  // client gets `headersTimeoutMs` for its headers and `requestTimeoutMs` for the whole request,
  // body included, checked every second; a connection that makes no progress for
  // `socketTimeoutMs`, in either direction, is closed (a client that pipelines requests and never
  // reads the answers would otherwise hold them in the server's buffers for ever).
  const app = Fastify({
    logger: false,
    forceCloseConnections: "idle",
    // Fastify's own 503 has neither the security headers nor, for a plain form post, a page: the
    // server answers requests that arrive while it closes itself (Fastify still adds Connection: close).
    return503OnClosing: false,
    // Node answers a request it cannot parse, or one that took longer than its limits, on the raw socket.
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Duplex) => {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      writeRaw(socket, error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400);
    },
    // A URL that is not valid percent-encoding: Fastify's own 400 would echo it, and this answer
    // skips the hooks, onSend's headers included.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers({ ...securityHeaders(headerRules, "/"), "Cache-Control": "no-store" })
        .send({ message: STATUS_CODES[400] });
    },
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      server.setTimeout(limits.socketTimeoutMs);
      limitConnections(server, limits, behindProxy, refuseConnection);
      return server;
    },
  });

  app.addHook("onResponse", async (request, reply) => {
    logLine?.(`${request.method} ${pathOf(request)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });

  // Headers set by @fastify/static (on the raw response) count as set: they are never replaced.
  app.addHook("onSend", async (request, reply, payload) => {
    const has = (name: string) => reply.hasHeader(name) || reply.raw.hasHeader(name);
    for (const [name, value] of Object.entries(securityHeaders(headerRules, pathOf(request)))) if (!has(name)) reply.header(name, value);
    if (reply.statusCode >= 400 && !has("Cache-Control")) reply.header("Cache-Control", "no-store");
    return payload;
  });

  // Each language's unknown paths get that language's not-found page (the 404 rules of _redirects).
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request);
    const page = memory.get(notFoundPageFor(notFoundRules, pathname)) ?? memory.get("/404.html");
    if (!page) throw new Error("no not-found page");
    return sendMemoryFile(request, reply, page, 404, { ...securityHeaders(headerRules, pathname), "Cache-Control": "no-cache" });
  };

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!closing || pathOf(request) === endpointPath) return;
    reply.code(503).header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    return reply.send({ message: "The server is restarting; please try again in a moment" });
  });

  // Before anything looks the path up: the host's own files, and spellings that reach them; and the
  // build's brotli and gzip copies ("/en/index.html.br"), which are encodings of a file, chosen by
  // Accept-Encoding, not URLs of their own.
  app.addHook("onRequest", async (request, reply) => {
    const raw = pathOf(request);
    if (isUnsafeRequestPath(raw)) return notFound(request, reply);
    const pathname = decodeURIComponent(raw);
    if (isHostOnlyPath(pathname) || /\.(br|gz)$/i.test(pathname)) return notFound(request, reply);
  });

  // Real 301s for the paths the build also covers with a static redirect page, query kept; then
  // the files held in memory.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname = "/", query] = request.url.split("?", 2);
    const target = redirects.get(pathname);
    if (target) {
      reply.headers(headersFor(headerRules, pathname));
      return reply.redirect(query ? `${target.to}?${query}` : target.to, target.status);
    }
    const file = memory.get(pathname);
    if (file) return sendMemoryFile(request, reply, file, 200);
  });

  // At once, whatever the database does: a store still opening, stalled, or refusing writes is a 503 with the reason.
  app.get("/healthz", async (_request, reply) => {
    const health = await Promise.race([
      contact.store().then(
        (store) => store.health(),
        () => ({ ok: false as const, reason: "the lead store cannot be opened" }),
      ),
      new Promise<StoreHealth>((resolve) => setTimeout(resolve, 50, { ok: false, reason: "the lead store is still opening" })),
    ]);
    reply.header("Cache-Control", "no-store");
    return health.ok ? reply.send({ status: "ok" }) : reply.code(503).send({ status: "unavailable", store: health.reason });
  });

  // The endpoint reads its own body: no parser of Fastify's may run first (and buffer a 200 MB upload).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.all(endpointPath, async (request, reply) => {
      const answer = await handleContact(request.raw, contact, { closing });
      reply.code(answer.status).headers(answer.headers);
      return answer.body ? reply.send(answer.body) : reply.send();
    });
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    preCompressed: true,
    redirect: true,
    etag: true,
    // ETag alone revalidates, as for the pages (isFresh).
    lastModified: false,
    // Cache-Control comes from _headers (immutable hashed assets) or, for pages, revalidation.
    cacheControl: false,
    allowedPath: (pathname) => !isHostOnlyPath(pathname),
    setHeaders: (res, file) => {
      const urlPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
      for (const [name, value] of Object.entries(fileHeaders(urlPath.replace(/\/index\.html$/, "/")))) res.setHeader(name, value);
    },
  });

  app.setNotFoundHandler(notFound);

  return app;
}
