import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import { validPayload } from "../../support/contact-context";
import { freePort } from "../../support/free-port";
import { request, startServerProcess, type Answer, type ServerProcess } from "./server-process";

/**
 * The production server as a real process (`tsx server/production/main.ts`, what `npm run serve` runs),
 * serving a small site written here in the shape the build writes: pages, `_headers`,
 * `_redirects`, `404.html`, a precompressed file.
 */
jest.setTimeout(60_000);

const ROOT = path.join(__dirname, "../../../..");
let dir: string;
let publicDir: string;
let dbFile: string;

/** A valid lead posted as the form's script does. */
const postLead = (base: string) =>
  request(`${base}/api/brisa/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validPayload),
  });

async function startServer(env: NodeJS.ProcessEnv = {}, wrapper: string[] = []): Promise<ServerProcess> {
  return startServerProcess({
    root: ROOT,
    cwd: dir,
    port: await freePort(),
    env: { PUBLIC_DIR: publicDir, LEADS_DB: dbFile, ...env },
    wrapper,
  });
}

async function stop(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
}

/**
 * A client from 127.0.0.2 (another address on loopback) that sends a POST's headers and then its
 * body one byte every 500 ms, as a slowloris attack does. `closed` resolves with the time the
 * server closed the connection.
 */
function trickle(port: number): { closed: Promise<number>; received: () => string } {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
  let timer: NodeJS.Timeout | undefined;
  socket.on("connect", () => {
    socket.write("POST /api/brisa/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n");
    timer = setInterval(() => socket.write("a"), 500);
  });
  socket.on("error", () => undefined);
  let received = "";
  socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
  const closed = new Promise<number>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve(Date.now());
    }),
  );
  return { closed, received: () => received };
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

async function storedLeads() {
  const store = await openSqliteStore(dbFile);
  try {
    return await store.list({ includeSpam: true });
  } finally {
    await store.close();
  }
}

const HTML = "<!DOCTYPE html><html lang=en><title>Home</title><p>home</p></html>";
/** The fixture's `_headers` gives every path these (lower-case names, as Node reports them). */
const SECURITY = {
  "content-security-policy": "default-src 'self'",
  "strict-transport-security": "max-age=31536000",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
} as const;

/**
 * A request written byte for byte on its own socket, so that the path reaches the server exactly
 * as given ("//_headers", "/en/../_headers": Node's client would send them too, a browser would
 * not). Resolves with the status, the headers and the body once the server closes the connection
 * (a reset after the answer included).
 */
function rawRequest(base: string, text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(parseAnswer(received)));
  });
}

/** An HTTP/1.1 answer as received on a socket: status, headers (lower-case names) and body. */
function parseAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") };
}

const rawGet = (base: string, target: string) => rawRequest(base, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "production-server-"));
  publicDir = path.join(dir, "public");
  fs.mkdirSync(path.join(publicDir, "en", "services"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "en", "index.html"), HTML);
  fs.writeFileSync(path.join(publicDir, "en", "index.html.br"), zlib.brotliCompressSync(HTML));
  fs.writeFileSync(path.join(publicDir, "en", "index.html.gz"), zlib.gzipSync(HTML));
  fs.writeFileSync(path.join(publicDir, "en", "services", "index.html"), HTML.replace("home", "services"));
  fs.writeFileSync(path.join(publicDir, "app-0123abcd.js"), "console.log(1)");
  // Large enough that a few answers fill the socket buffers of both ends.
  fs.writeFileSync(path.join(publicDir, "large.bin"), Buffer.alloc(4 * 1024 * 1024, 0x61));
  // What a build may leave beside the site: every host must keep them from visitors.
  fs.writeFileSync(path.join(publicDir, "app-0123abcd.js.map"), '{"version":3}');
  fs.writeFileSync(path.join(publicDir, "webpack.stats.json"), '{"namedChunkGroups":{}}');
  fs.mkdirSync(path.join(publicDir, "nginx"));
  fs.writeFileSync(path.join(publicDir, "nginx", "brisa.conf"), "# generated");
  fs.writeFileSync(path.join(publicDir, "404.html"), "<!DOCTYPE html><title>Not found</title><p>Page Not Found</p>");
  fs.mkdirSync(path.join(publicDir, "es"));
  fs.writeFileSync(
    path.join(publicDir, "es", "404.html"),
    "<!DOCTYPE html><html lang=es><title>No encontrada</title><p>Página No Encontrada</p>",
  );
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    `/*\n  ${Object.entries(SECURITY)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n  ")}\n\n/*.js\n  Cache-Control: public, max-age=31536000, immutable\n`,
  );
  fs.writeFileSync(path.join(publicDir, "_redirects"), "/ /en/ 301\n/en/servicios/ /en/services/ 301!\n/es/* /es/404.html 404\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  dbFile = path.join(dir, `leads-${Date.now()}-${Math.random().toString(16).slice(2)}.db`);
});

describe("serving the site as the static hosts do", () => {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => stop(server));
  const get = (p: string, headers: Record<string, string> = {}) => request(`${server?.base}${p}`, { headers });

  it("pages carry the headers of _headers and revalidate", async () => {
    const response = await get("/en/");
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject(SECURITY);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    expect((await get("/en/", { "If-None-Match": etag ?? "" })).status).toBe(304);
  });

  it("revalidates by the ETag alone: no Last-Modified, and a date without an ETag gets the page", async () => {
    for (const file of ["/en/", "/app-0123abcd.js", "/large.bin"]) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers["last-modified"]).toBeUndefined();
      expect(response.headers.etag).toBeTruthy();
    }
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await get("/en/", { "If-Modified-Since": later })).status).toBe(200);
    expect((await get("/en/", { "If-None-Match": '"other"', "If-Modified-Since": later })).status).toBe(200);
  });

  it("hashed assets are cached for good", async () => {
    const response = await get("/app-0123abcd.js");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("the redirects of _redirects are real 301s, query kept", async () => {
    const response = await get("/en/servicios/?ref=x");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/en/services/?ref=x");
    expect((await get("/")).headers.location).toBe("/en/");
  });

  it("a folder without its trailing slash is redirected to it", async () => {
    const response = await get("/en/services");
    expect([301, 302]).toContain(response.status);
    expect(response.headers.location).toBe("/en/services/");
  });

  it("every kind of answer carries the security headers: 301s, 304, 404, /healthz, the endpoint, Node's own 400", async () => {
    const base = server?.base ?? "";
    const post = (headers: Record<string, string>, body: string) => request(`${base}/api/brisa/contact`, { method: "POST", headers, body });
    const etag = (await get("/en/")).headers.etag ?? "";
    const answers: Record<string, [Answer, number]> = {
      "301 from _redirects": [await get("/en/servicios/"), 301],
      "301 to the trailing slash": [await get("/en/services"), 301],
      "304": [await get("/en/", { "If-None-Match": etag }), 304],
      "404": [await get("/en/no-such-page/"), 404],
      "/healthz": [await get("/healthz"), 200],
      "endpoint 201": [await postLead(base), 201],
      "endpoint 400": [await post({ "Content-Type": "application/json" }, "{nope"), 400],
      "endpoint 415": [await post({ "Content-Type": "text/csv" }, "a,b"), 415],
      "endpoint 405": [await request(`${base}/api/brisa/contact`), 405],
      "endpoint 303": [await post({ "Content-Type": "application/x-www-form-urlencoded" }, "name=Ada"), 303],
      "endpoint 403": [
        await post({ "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" }, "name=Ada"),
        403,
      ],
    };
    for (const [what, [answer, status]] of Object.entries(answers)) {
      expect({ what, status: answer.status, ...answer.headers }).toMatchObject({ what, status, ...SECURITY });
    }

    // A request Node itself refuses (a malformed Content-Length) is answered on the raw socket.
    const malformed = await rawRequest(base, "GET /en/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n");
    expect(malformed.status).toBe(400);
    expect(malformed.headers).toMatchObject({ ...SECURITY, "cache-control": "no-store", connection: "close" });
  });

  it("a target that is not a plain path (bad percent-encoding, absolute-form, *) gets the security headers and is not echoed", async () => {
    const base = server?.base ?? "";
    const absolute = `http://127.0.0.1:${new URL(base).port}/en/`;
    const answers: Record<string, [{ status: number; headers: Record<string, string>; body: string }, number]> = {
      "bad percent-encoding": [await rawGet(base, "/%E0%A4%A"), 400],
      "absolute-form": [await rawGet(base, absolute), 404],
      "*": [await rawRequest(base, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 404],
    };
    for (const [what, [answer, status]] of Object.entries(answers)) {
      expect({ what, status: answer.status, ...answer.headers }).toMatchObject({ what, status, ...SECURITY });
      for (const target of ["%E0%A4%A", absolute, "*"])
        expect({ what, echoed: answer.body.includes(target) }).toEqual({ what, echoed: false });
    }
  });

  it("host files, source maps and webpack's stats answer 404 by every spelling of their path", async () => {
    const base = server?.base ?? "";
    const spellings = [
      "/_headers",
      "//_headers",
      "/./_headers",
      "/en/../_headers",
      "//_redirects",
      "/en/%2e%2e/_headers",
      "/en/%2E%2E/_redirects",
      "/en%2f..%2f_headers",
      "/_heade%72s",
      "/_HEADERS",
      "/nginx/brisa.conf",
      "//nginx/brisa.conf",
      "/app-0123abcd.js.map",
      "/webpack.stats.json",
      "/en/%2e%2e/webpack.stats.json",
    ];
    const statuses = Object.fromEntries(await Promise.all(spellings.map(async (p) => [p, (await rawGet(base, p)).status] as const)));
    expect(statuses).toEqual(Object.fromEntries(spellings.map((p) => [p, 404])));
    // The files are there: only the server keeps them from visitors.
    expect(fs.existsSync(path.join(publicDir, "_headers"))).toBe(true);
    expect((await rawGet(base, "/app-0123abcd.js")).status).toBe(200);
  });

  it("an unknown path under /es/ gets the Spanish not-found page, any other the default one, both 404", async () => {
    const spanish = await get("/es/no-existe/");
    expect(spanish.status).toBe(404);
    expect(spanish.text).toContain("Página No Encontrada");
    const english = await get("/en/missing/");
    expect(english.status).toBe(404);
    expect(english.text).toContain("Page Not Found");
    expect((await get("/estudio/")).text).toContain("Page Not Found");
    expect(spanish.headers).toMatchObject({ ...SECURITY, "cache-control": "no-cache" });
  });

  it("precompressed files are served by Accept-Encoding", async () => {
    const brotli = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server?.base}/en/`, { headers: { "Accept-Encoding": "br" }, agent: false }, resolve),
    );
    expect(brotli.headers["content-encoding"]).toBe("br");
    brotli.resume();
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    const gzip = await get("/en/", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await new Promise<http.IncomingMessage>((resolve) => http.get(`${server?.base}/en/`, { agent: false }, resolve));
    expect(plain.headers["content-encoding"]).toBeUndefined();
    plain.resume();
    // Each encoding has its own validator, so a cache never revalidates one with the other.
    expect(gzip.headers.etag).not.toBe(plain.headers.etag);
  });

  it("the precompressed copies are not URLs of their own: 404 with the not-found page", async () => {
    for (const copy of ["/en/index.html.br", "/en/index.html.gz", "/en/index.html.%62r", "/en/index.html.GZ"]) {
      const response = await get(copy, { "Accept-Encoding": "br, gzip" });
      expect({ copy, status: response.status, page: response.text.includes("Page Not Found") }).toEqual({ copy, status: 404, page: true });
      expect(response.headers).toMatchObject(SECURITY);
    }
  });

  it("logs one line per request, without the query", async () => {
    await get("/en/?email=ada@example.com");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server?.output()).toMatch(/^GET \/en\/ 200 \d+\.\dms$/m);
    expect(server?.output()).not.toContain("ada@example.com");
  });
});

describe("the server's own limits", () => {
  let server: ServerProcess | undefined;
  afterEach(() => stop(server));

  it("a connection over the per-address cap gets a 503 with Retry-After and the security headers, then is closed", async () => {
    server = await startServer({ SERVER_MAX_CONNECTIONS_PER_CLIENT: "2" });
    const { port } = new URL(server.base);
    const held = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<net.Socket>(
            (resolve) =>
              void net.connect(Number(port), "127.0.0.1").once("connect", function (this: net.Socket) {
                resolve(this);
              }),
          ),
      ),
    );
    try {
      const refused = await rawGet(server.base, "/en/");
      expect(refused.status).toBe(503);
      expect(refused.headers).toMatchObject({ ...SECURITY, "retry-after": "5", connection: "close", "cache-control": "no-store" });
      expect(JSON.parse(refused.body)).toEqual({ message: "Too many connections from this address; please try again in a moment" });
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it("a connection that makes no progress for SERVER_SOCKET_TIMEOUT_MS is closed mid-answer: a client that pipelines requests and never reads", async () => {
    server = await startServer({ SERVER_SOCKET_TIMEOUT_MS: "1500" });
    const { port } = new URL(server.base);
    const requests = 8;
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.pause();
    socket.on("error", () => undefined);
    socket.write("GET /large.bin HTTP/1.1\r\nHost: x\r\n\r\n".repeat(requests));
    await new Promise((resolve) => setTimeout(resolve, 4000));
    // Reading now takes what the buffers held: the server has given up on the rest.
    let received = 0;
    socket.on("data", (chunk: Buffer) => (received += chunk.length)).resume();
    const closed = await Promise.race([
      new Promise((resolve) => socket.once("close", () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    socket.destroy();
    expect({ closed, all: received >= requests * 4 * 1024 * 1024 }).toEqual({ closed: true, all: false });
  }, 20_000);
});

describe("the contact endpoint under abuse and failure", () => {
  let server: ServerProcess | undefined;
  afterEach(() => stop(server));

  /** Streams `total` bytes of body (or until the server answers); resolves with the status. */
  function upload(base: string, headers: Record<string, string>, total: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}/api/brisa/contact`, { method: "POST", headers, agent: false });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      let answered = false;
      request.on("response", (response) => {
        answered = true;
        resolve(response.statusCode ?? 0);
        // The answer came before the upload ended: stop sending and let the connection go.
        request.destroy();
      });
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      pump();
    });
  }

  /**
   * The status the server answered an upload with. The client may not see it: the server closes
   * the connection on the rest of the upload, and a reset can overtake the answer on the client's
   * side (EPIPE, ECONNRESET). Then the server's request log says what it answered.
   */
  async function refusalStatus(server: ServerProcess, headers: Record<string, string>, total: number): Promise<number> {
    try {
      return await upload(server.base, headers, total);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EPIPE" && code !== "ECONNRESET") throw error;
      const logged = /POST \/api\/brisa\/contact (\d{3}) /;
      const deadline = Date.now() + 5_000;
      while (!logged.test(server.output()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return Number(logged.exec(server.output())?.[1] ?? NaN);
    }
  }

  it.each([
    [
      "a 200 MB multipart POST is refused",
      { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(200 * 1024 * 1024) },
      415,
    ],
    ["a 200 MB chunked JSON POST is cut off at the limit", { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, 413],
  ])("%s without the server reading it into memory", async (_what, headers, expected) => {
    server = await startServer();
    const pid = server.child.pid ?? 0;
    const before = rssKb(pid);
    expect(await refusalStatus(server, headers, 200 * 1024 * 1024)).toBe(expected);
    expect(rssKb(pid) - before).toBeLessThan(20 * 1024);
    // Still serving.
    expect((await request(`${server.base}/healthz`)).status).toBe(200);
  });

  it("says at start where leads go; a lead answered 201 survives a SIGKILL right after the answer", async () => {
    server = await startServer();
    expect(server.output()).toContain(`leads: stored in sqlite ${dbFile}`);
    expect(server.output()).toContain("SMTP_URL is not set, so leads are only stored, not e-mailed. Read them with: npm run leads -- list");
    // No HOST given: loopback only.
    expect(server.output()).toContain(`at ${server.base}/ (contact endpoint /api/brisa/contact)`);
    const response = await postLead(server.base);
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.text) as { id: string };
    server.child.kill("SIGKILL");
    await server.exited;
    server = await startServer();
    expect((await storedLeads()).map((lead) => lead.id)).toEqual([id]);
  });

  it("with its database deleted, /healthz answers 503 with the reason within a heartbeat, and a post is refused with 503", async () => {
    server = await startServer();
    fs.rmSync(dbFile);
    // No lead comes in: the store's heartbeat (every 500 ms) notices it all the same.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const health = await request(`${server.base}/healthz`);
    expect(health.status).toBe(503);
    expect((await postLead(server.base)).status).toBe(503);
    expect(JSON.parse(health.text)).toEqual({
      status: "unavailable",
      store: expect.stringMatching(/was deleted or moved.*restart the server/),
    });
  });

  it("on SIGTERM, slow POSTs in flight are stored and answered 201; requests after them get 503 with the security headers (a plain form post, the not-sent page); then it exits 0", async () => {
    server = await startServer();
    const { port } = new URL(server.base);
    const json = JSON.stringify(validPayload);
    /** A POST whose body is held back; `finish` sends the rest and another request behind it on the same connection. */
    const slowPost = () => {
      const socket = net.connect(Number(port), "127.0.0.1");
      let received = "";
      socket.setEncoding("latin1").on("data", (chunk: string) => (received += chunk));
      socket.on("error", () => undefined);
      socket.write(
        `POST /api/brisa/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n${json.slice(0, 20)}`,
      );
      const answers = new Promise<ReturnType<typeof parseAnswer>[]>((resolve) =>
        socket.on("close", () => resolve(received.split(/(?=HTTP\/1\.1 \d{3} )/).map(parseAnswer))),
      );
      return { finish: (next: string) => socket.write(json.slice(20) + next), answers };
    };
    const page = slowPost();
    const form = slowPost();
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    page.finish("GET /en/ HTTP/1.1\r\nHost: x\r\n\r\n");
    const fields = new URLSearchParams({ ...validPayload, consent: "on" }).toString();
    form.finish(
      "POST /api/brisa/contact?lang=es HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${fields.length}\r\n\r\n${fields}`,
    );
    const [pageAnswers, formAnswers] = await Promise.all([page.answers, form.answers]);
    expect(pageAnswers.map((answer) => answer.status)).toEqual([201, 503]);
    expect(pageAnswers[1]?.headers).toMatchObject({ ...SECURITY, "retry-after": "30", connection: "close", "cache-control": "no-store" });
    expect(JSON.parse(pageAnswers[1]?.body ?? "")).toEqual({ message: "The server is restarting; please try again in a moment" });
    expect(formAnswers.map((answer) => answer.status)).toEqual([201, 303]);
    expect(formAnswers[1]?.headers).toMatchObject({
      ...SECURITY,
      location: "/es/contacto/no-enviado/?minutes=1#unavailable",
      connection: "close",
    });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await storedLeads()).toHaveLength(2);
  });

  it("slow clients are cut off and capped: 300 sockets trickling bodies from one address, under a 256-descriptor limit, keep no one else out", async () => {
    const REQUEST_TIMEOUT_MS = 3000;
    // A rate limit high enough that every slow POST waits for its body (the limit would answer most at once).
    const env = { SERVER_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), SERVER_HEADERS_TIMEOUT_MS: "2000", CONTACT_RATE_LIMIT: "1000" };
    server = await startServer(env, ["prlimit", "--nofile=256:256", "--"]);
    const { port } = new URL(server.base);
    const opened = Date.now();
    const slow = Array.from({ length: 300 }, () => trickle(Number(port)));
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Meanwhile, another client is served at once, again and again.
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const started = Date.now();
      expect((await request(`${server.base}/en/`)).status).toBe(200);
      times.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Math.max(...times)).toBeLessThan(500);

    // Every slow socket is closed by the server: those over the per-address cap at once, the others
    // when the request timeout passes (checked every second), long before they finish.
    const closedAfter = await Promise.all(slow.map((socket) => socket.closed));
    expect(Math.max(...closedAfter) - opened).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
    // Those over the per-address cap are closed as they connect (well before the 3 s timeout).
    expect(closedAfter.filter((at) => at - opened < 2000).length).toBeGreaterThanOrEqual(300 - 32);
    // Each was told why, with the security headers: 503 over the cap, 408 once the timeout passed.
    const answers = slow.map((socket) => socket.received());
    const statuses = answers.map((text) => /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]);
    expect(statuses.filter((status) => status === "503").length).toBeGreaterThanOrEqual(300 - 32);
    expect(statuses.filter((status) => status === "408").length).toBeGreaterThan(0);
    for (const text of answers.filter((answer) => answer !== "")) {
      expect(text.toLowerCase()).toContain(`content-security-policy: ${SECURITY["content-security-policy"]}`);
    }
    expect((await request(`${server.base}/healthz`)).status).toBe(200);
  }, 30_000);
});
