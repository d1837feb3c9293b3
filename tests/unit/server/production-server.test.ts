/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { openSqliteStore } from "../../../src/leads/sqlite-store";
import { validPayload } from "../support/contact-context";
import { freePort } from "../support/free-port";

/**
 * The production server as a real process (`tsx src/server/main.ts`, what `npm run serve` runs),
 * serving a small site written here in the shape the build writes: pages, `_headers`,
 * `_redirects`, `404.html`, a precompressed file.
 */
jest.setTimeout(60_000);

const ROOT = path.join(__dirname, "../../..");
const TSX_LOADER = pathToFileURL(require.resolve("tsx")).href;
let dir: string;
let publicDir: string;
let dbFile: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection (no keep-alive agent: nothing stays open after the tests). */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const port = await freePort();
  // tsx as a loader in this one process (its CLI would run the server in a child of its own, which
  // a SIGKILL of the CLI would leave running).
  const child = spawn(process.execPath, ["--import", TSX_LOADER, path.join(ROOT, "src/server/main.ts")], {
    cwd: dir,
    env: { PATH: process.env.PATH, PORT: String(port), PUBLIC_DIR: publicDir, LEADS_DB: dbFile, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await request(`${base}/healthz`)).status === 200) return { child, base, output: () => output, exited };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer /healthz:\n${output}`);
}

async function stop(server: Running | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGKILL");
  await server.exited;
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

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "production-server-"));
  publicDir = path.join(dir, "public");
  fs.mkdirSync(path.join(publicDir, "en", "services"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "en", "index.html"), HTML);
  fs.writeFileSync(path.join(publicDir, "en", "index.html.br"), zlib.brotliCompressSync(HTML));
  fs.writeFileSync(path.join(publicDir, "en", "index.html.gz"), zlib.gzipSync(HTML));
  fs.writeFileSync(path.join(publicDir, "en", "services", "index.html"), HTML.replace("home", "services"));
  fs.writeFileSync(path.join(publicDir, "app-0123abcd.js"), "console.log(1)");
  fs.mkdirSync(path.join(publicDir, "nginx"));
  fs.writeFileSync(path.join(publicDir, "nginx", "brisa.conf"), "# generated");
  fs.writeFileSync(path.join(publicDir, "404.html"), "<!DOCTYPE html><title>Not found</title><p>Page Not Found</p>");
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n\n/*.js\n  Cache-Control: public, max-age=31536000, immutable\n",
  );
  fs.writeFileSync(path.join(publicDir, "_redirects"), "/ /en/ 301\n/en/servicios/ /en/services/ 301!\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  dbFile = path.join(dir, `leads-${Date.now()}-${Math.random().toString(16).slice(2)}.db`);
});

describe("serving the site as the static hosts do", () => {
  let server: Running | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => stop(server));
  const get = (p: string, headers: Record<string, string> = {}) => request(`${server?.base}${p}`, { headers });

  it("pages carry the headers of _headers and revalidate", async () => {
    const response = await get("/en/");
    expect(response.status).toBe(200);
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = response.headers.etag;
    expect(etag).toBeTruthy();
    expect((await get("/en/", { "If-None-Match": etag ?? "" })).status).toBe(304);
  });

  it("answers 304 to If-Modified-Since when the page has not changed since, 200 when it has", async () => {
    const lastModified = (await get("/en/")).headers["last-modified"] ?? "";
    expect(lastModified).toMatch(/GMT$/);
    expect((await get("/en/", { "If-Modified-Since": lastModified })).status).toBe(304);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get("/en/", { "If-Modified-Since": before })).status).toBe(200);
    // An ETag that does not match wins over a date that would.
    expect((await get("/en/", { "If-None-Match": '"other"', "If-Modified-Since": lastModified })).status).toBe(200);
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

  it("unknown paths get 404.html with status 404 and the headers", async () => {
    const response = await get("/en/no-such-page/");
    expect(response.status).toBe(404);
    expect(response.text).toContain("Page Not Found");
    expect(response.headers["content-security-policy"]).toBe("default-src 'self'");
    expect((await get("/_headers")).status).toBe(404);
    expect((await get("/nginx/brisa.conf")).status).toBe(404);
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

  it("logs one line per request, without the query", async () => {
    await get("/en/?email=ada@example.com");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server?.output()).toMatch(/^GET \/en\/ 200 \d+\.\dms$/m);
    expect(server?.output()).not.toContain("ada@example.com");
  });
});

describe("the contact endpoint under abuse and failure", () => {
  let server: Running | undefined;
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
  async function refusalStatus(server: Running, headers: Record<string, string>, total: number): Promise<number> {
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

  it("a 200 MB multipart POST is refused without the server reading it into memory", async () => {
    server = await startServer();
    const pid = server.child.pid ?? 0;
    const before = rssKb(pid);
    const status = await refusalStatus(
      server,
      { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(200 * 1024 * 1024) },
      200 * 1024 * 1024,
    );
    expect(status).toBe(415);
    expect(rssKb(pid) - before).toBeLessThan(20 * 1024);
    // Still serving.
    expect((await request(`${server.base}/healthz`)).status).toBe(200);
  });

  it("a 200 MB chunked JSON POST is cut off at the limit with 413", async () => {
    server = await startServer();
    const pid = server.child.pid ?? 0;
    const before = rssKb(pid);
    const status = await refusalStatus(server, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, 200 * 1024 * 1024);
    expect(status).toBe(413);
    expect(rssKb(pid) - before).toBeLessThan(20 * 1024);
  });

  it("a lead answered 201 survives a SIGKILL right after the answer", async () => {
    server = await startServer();
    const response = await request(`${server.base}/api/brisa/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validPayload),
    });
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.text) as { id: string };
    server.child.kill("SIGKILL");
    await server.exited;
    server = await startServer();
    expect((await storedLeads()).map((lead) => lead.id)).toEqual([id]);
  });

  it("on SIGTERM during a slow POST, the lead is still stored and answered, then the server exits 0", async () => {
    server = await startServer();
    const body = Buffer.from(JSON.stringify(validPayload));
    const request = http.request(`${server.base}/api/brisa/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(body.length) },
      agent: false,
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
    });
    request.write(body.subarray(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(body.subarray(20));
    expect(await answered).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await storedLeads()).toHaveLength(1);
  });

  it("says at start where leads go when no SMTP server is configured", async () => {
    server = await startServer();
    expect(server.output()).toContain(`leads: stored in sqlite ${dbFile}`);
    expect(server.output()).toContain("SMTP_URL is not set, so leads are only stored, not e-mailed. Read them with: npm run leads -- list");
    // No HOST given: loopback only.
    expect(server.output()).toContain(`at ${server.base}/ (contact endpoint /api/brisa/contact)`);
  });
});
