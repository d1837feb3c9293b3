/**
 * @jest-environment node
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import contact, { config as functionConfig } from "../../src/api/brisa/contact";
import { BODY_LIMIT_BYTES, handleContact, type ContactDeps, type ContactLog, type ContactRequest, type ContactResponse } from "../../src/contact/server/handler";
import { DEFAULT_OUTBOX, contactConfig, serverEnv } from "../../src/contact/server/config";
import { mailText } from "../../src/contact/server/mailer";
import type { StoredContactMessage } from "../../src/contact/server/outbox";
import { createRateLimiter, sharedRateLimiter } from "../../src/contact/server/rate-limit";

// Server code runs in Node, not in a browser: this file uses jest's node environment. The shared
// set-up (tests/unit/support/setup.ts) clears window.localStorage after each test, so give it one.
Object.defineProperty(globalThis, "window", {
  configurable: true,
  value: { localStorage: { clear: () => undefined } },
});

// ---------- fakes ----------

interface FakeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as the body in 1 KB chunks (so an oversized body arrives in pieces, as on a socket). */
  body?: string | Buffer;
  /** Leave out Content-Length, as a chunked upload does. */
  chunked?: boolean;
  ip?: string;
}

function fakeRequest({ method = "POST", headers, body, chunked = false, ip = "203.0.113.1" }: FakeRequestInit = {}): ContactRequest {
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 1024) chunks.push(bytes.subarray(i, i + 1024));
  const stream = Readable.from(chunks);
  const allHeaders: Record<string, string> = {
    "content-type": "application/json",
    ...(chunked || body === undefined ? {} : { "content-length": String(bytes.length) }),
    ...headers,
  };
  return Object.assign(stream, { method, headers: allHeaders, socket: { remoteAddress: ip } });
}

class FakeResponse implements ContactResponse {
  statusCode = 200;
  headers: Record<string, string> = {};
  body: unknown = undefined;
  sent = 0;
  status(code: number): this {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }
  json(body: unknown): void {
    this.body = body;
    this.sent += 1;
  }
  get message(): unknown {
    return typeof this.body === "object" && this.body !== null && "message" in this.body ? this.body.message : undefined;
  }
}

// ---------- set-up ----------

let dir: string;
let outbox: string;
let logLines: string[];
const log: ContactLog = { info: (m) => logLines.push(m), error: (m) => logLines.push(m) };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-endpoint-"));
  outbox = path.join(dir, "nested", "outbox.jsonl");
  logLines = [];
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const validBody = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "612 345 678",
  phoneExtension: "+34",
  subject: "Booking app",
  description: "SECRET-BODY We need an MVP for bookings.",
  website: "",
  lang: "es",
};

function deps(extra: Partial<ContactDeps> = {}, env: NodeJS.ProcessEnv = {}): ContactDeps {
  return { env: { CONTACT_OUTBOX: outbox, ...env }, limiter: createRateLimiter(), log, ...extra };
}

async function call(init: FakeRequestInit, options: ContactDeps = deps()): Promise<FakeResponse> {
  const res = new FakeResponse();
  await handleContact(fakeRequest(init), res, options);
  expect(res.sent).toBe(1);
  return res;
}

function storedLines(file = outbox): StoredContactMessage[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredContactMessage);
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * A minimal SMTP server (no TLS, no auth) that records commands and messages, and what
 * `onMail()` says at the moment a message arrives.
 */
async function fakeSmtpServer(onMail: () => number) {
  const commands: string[] = [];
  const messages: string[] = [];
  const linesOnDiskAtMailTime: number[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let data: string | null = null;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === ".") {
            messages.push(data);
            linesOnDiskAtMailTime.push(onMail());
            data = null;
            socket.write("250 queued\r\n");
          } else {
            data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
        } else {
          commands.push(line);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
          else if (verb === "DATA") {
            data = "";
            socket.write("354 go ahead\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
        end = buffer.indexOf("\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    commands,
    messages,
    linesOnDiskAtMailTime,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------- tests ----------

describe("the contact endpoint rejects bad requests with JSON and stores nothing", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS", "HEAD"])("%s: 405 with Allow: POST", async (method) => {
    const res = await call({ method, body: method === "PUT" ? json(validBody) : undefined });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.message).toEqual(expect.any(String));
    expect(storedLines()).toEqual([]);
  });

  it.each([
    ["text/plain", json(validBody)],
    ["application/x-www-form-urlencoded", "name=Ada&email=ada%40example.com"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/json; charset=latin1", json(validBody)],
  ])("Content-Type %s: 415", async (type, body) => {
    const res = await call({ headers: { "content-type": type }, body });
    expect(res.statusCode).toBe(415);
    expect(res.message).toMatch(/JSON/);
    expect(storedLines()).toEqual([]);
  });

  it("no Content-Type: 415", async () => {
    const req = fakeRequest({ body: json(validBody) });
    delete req.headers["content-type"];
    const res = new FakeResponse();
    await handleContact(req, res, deps());
    expect(res.statusCode).toBe(415);
  });

  it("accepts application/json with a UTF-8 charset", async () => {
    const res = await call({ headers: { "content-type": "application/json; charset=UTF-8" }, body: json(validBody) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["malformed JSON", '{"name": "Ada",'],
    ["an empty body", ""],
    ["a JSON array", json([validBody])],
    ["a JSON string", json("hello")],
    ["JSON null", "null"],
    ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])("%s: 400 with a message", async (_label, body) => {
    const res = await call({ body });
    expect(res.statusCode).toBe(400);
    expect(res.message).toBe("Malformed JSON body");
    expect(storedLines()).toEqual([]);
  });

  it("a body over the limit announced by Content-Length: 413", async () => {
    const big = json({ ...validBody, description: "x".repeat(BODY_LIMIT_BYTES) });
    const res = await call({ body: big });
    expect(res.statusCode).toBe(413);
    expect(res.message).toMatch(/too large/);
    expect(res.headers.connection).toBe("close");
    expect(storedLines()).toEqual([]);
  });

  it("a body over the limit without Content-Length (chunked) or with a lying one: 413", async () => {
    const big = json({ ...validBody, description: "x".repeat(BODY_LIMIT_BYTES) });
    expect((await call({ body: big, chunked: true })).statusCode).toBe(413);
    expect((await call({ body: big, headers: { "content-length": "100" } })).statusCode).toBe(413);
    expect(storedLines()).toEqual([]);
  });

  it("a body just under the limit is read", async () => {
    const filler = BODY_LIMIT_BYTES - json({ ...validBody, website: "" }).length - 20;
    const res = await call({ body: json({ ...validBody, website: "x".repeat(filler) }) });
    expect(res.statusCode).toBe(201); // honeypot path: read and parsed, not rejected for size
  });

  it("missing fields: 400 with a code per field", async () => {
    const res = await call({ body: json({ website: "" }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      message: "Some fields are missing or invalid",
      errors: { name: "required", email: "required", subject: "required", description: "required" },
    });
    expect(storedLines()).toEqual([]);
  });

  it("invalid fields: 400 with the same rules as the form", async () => {
    const res = await call({
      body: json({ ...validBody, name: "   ", email: "ada@", phone: "12-34", phoneExtension: "+999", description: 5 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      message: "Some fields are missing or invalid",
      errors: { name: "required", email: "invalidEmail", phone: "invalidPhone", phoneExtension: "invalidPhone", description: "invalid" },
    });
    expect(storedLines()).toEqual([]);
  });

  it("too long texts: 400 tooLong", async () => {
    const res = await call({ body: json({ ...validBody, description: "x".repeat(5001) }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ message: "Some fields are missing or invalid", errors: { description: "tooLong" } });
  });

  it("a burst over the rate limit: 429 with Retry-After, per client, until the window slides", async () => {
    let now = Date.parse("2025-05-14T10:00:00Z");
    const options = deps({ now: () => new Date(now) }, { CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_MS: "60000" });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await call({ body: json(validBody) }, options)).statusCode);
      now += 1000;
    }
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await call({ body: json(validBody) }, options);
    expect(limited.statusCode).toBe(429);
    expect(limited.message).toMatch(/Too many/);
    expect(limited.headers["retry-after"]).toBe("57"); // the first hit leaves the 60 s window in 57 s
    expect(storedLines()).toHaveLength(3);
    // Another client is not affected.
    expect((await call({ body: json(validBody), ip: "198.51.100.7" }, options)).statusCode).toBe(201);
    // Once the first hit is out of the window, one more is allowed.
    now += 57_000;
    expect((await call({ body: json(validBody) }, options)).statusCode).toBe(201);
    expect((await call({ body: json(validBody) }, options)).statusCode).toBe(429);
    expect(storedLines()).toHaveLength(5);
  });

  it("counts by X-Forwarded-For only when CONTACT_TRUST_PROXY is set", async () => {
    const behindProxy = deps({}, { CONTACT_RATE_LIMIT: "1", CONTACT_TRUST_PROXY: "1" });
    const forwarded = (client: string) => ({ body: json(validBody), headers: { "x-forwarded-for": `${client}, 10.0.0.1` } });
    expect((await call(forwarded("192.0.2.1"), behindProxy)).statusCode).toBe(201);
    expect((await call(forwarded("192.0.2.2"), behindProxy)).statusCode).toBe(201);
    expect((await call(forwarded("192.0.2.1"), behindProxy)).statusCode).toBe(429);

    const direct = deps({}, { CONTACT_RATE_LIMIT: "1" });
    expect((await call(forwarded("192.0.2.1"), direct)).statusCode).toBe(201);
    expect((await call(forwarded("192.0.2.2"), direct)).statusCode).toBe(429); // same socket address
  });

  it("a filled honeypot: 201 like a success, nothing stored, nothing forwarded", async () => {
    const forward = jest.fn(async () => undefined);
    const res = await call({ body: json({ ...validBody, website: "https://spam.example" }) }, deps({ forward }));
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(storedLines()).toEqual([]);
    expect(fs.existsSync(outbox)).toBe(false);
    expect(forward).not.toHaveBeenCalled();
  });
});

describe("an accepted message", () => {
  it("is on disk by the time the handler answers 201 with its id", async () => {
    const now = new Date("2025-05-14T10:00:00.000Z");
    const res = new FakeResponse();
    let onDiskWhenAnswered: StoredContactMessage[] = [];
    const json201 = res.json.bind(res);
    res.json = (body: unknown) => {
      onDiskWhenAnswered = storedLines(); // read the file at the moment of the answer
      json201(body);
    };
    await handleContact(fakeRequest({ body: json({ ...validBody, extra: "ignored" }) }), res, deps({ now: () => now }));
    expect(res.statusCode).toBe(201);
    const id = (res.body as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const expected: StoredContactMessage = {
      id,
      receivedAt: "2025-05-14T10:00:00.000Z",
      lang: "es",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "612345678",
      phoneExtension: "+34",
      subject: "Booking app",
      description: "SECRET-BODY We need an MVP for bookings.",
    };
    expect(onDiskWhenAnswered).toEqual([expected]);
    expect(storedLines()).toEqual([expected]);
    expect(fs.statSync(outbox).mode & 0o777).toBe(0o600);
  });

  it("is appended: earlier lines stay, one JSON object per line", async () => {
    await call({ body: json(validBody) });
    await call({ body: json({ ...validBody, subject: "Second", lang: undefined }) });
    const lines = storedLines();
    expect(lines.map((l) => l.subject)).toEqual(["Booking app", "Second"]);
    expect(lines[1]).not.toHaveProperty("lang");
    expect(fs.readFileSync(outbox, "utf8").endsWith("\n")).toBe(true);
  });

  it("is forwarded by e-mail after it is stored, when forwarding is configured", async () => {
    const forwarded: StoredContactMessage[][] = [];
    const forward = jest.fn(async () => {
      forwarded.push(storedLines());
    });
    const res = await call({ body: json(validBody) }, deps({ forward }));
    expect(res.statusCode).toBe(201);
    expect(forward).toHaveBeenCalledTimes(1);
    expect(forwarded[0]).toHaveLength(1); // it was on disk before the e-mail went out
  });

  it("stays stored and answered 201 when the e-mail fails; the log names no content", async () => {
    const forward = jest.fn(async () => {
      throw Object.assign(new Error(`SMTP said no to ${validBody.description}`), { code: "EENVELOPE" });
    });
    const res = await call({ body: json(validBody) }, deps({ forward }));
    expect(res.statusCode).toBe(201);
    expect(storedLines()).toHaveLength(1);
    expect(logLines.some((l) => /forwarding message .* failed \(Error EENVELOPE\)/.test(l))).toBe(true);
  });

  it("with SMTP_URL set, a real nodemailer delivery failure (nothing listening) is logged and the message kept", async () => {
    const res = await call({ body: json(validBody) }, deps({}, { SMTP_URL: "smtp://127.0.0.1:1", CONTACT_TO: "team@example.com" }));
    expect(res.statusCode).toBe(201);
    expect(storedLines()).toHaveLength(1);
    // A connection error from nodemailer itself (not a bug in our code such as a ReferenceError).
    expect(logLines.some((l) => /by e-mail failed \(Error (ESOCKET|ECONNECTION)\)/.test(l) && l.includes(outbox))).toBe(true);
  });

  it("with SMTP_URL set, is e-mailed by nodemailer to CONTACT_TO after it is stored", async () => {
    const smtp = await fakeSmtpServer(() => storedLines().length);
    try {
      const res = await call(
        { body: json(validBody) },
        deps({}, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONTACT_TO: "team@example.com", CONTACT_FROM: "web@example.com" }),
      );
      expect(res.statusCode).toBe(201);
      expect(smtp.linesOnDiskAtMailTime).toEqual([1]);
      const mail = smtp.messages[0] ?? "";
      expect(smtp.commands).toEqual(expect.arrayContaining(["MAIL FROM:<web@example.com>", "RCPT TO:<team@example.com>"]));
      expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>$/m);
      expect(mail).toMatch(/^Subject: Contact form: Booking app$/m);
      expect(mail).toContain("SECRET-BODY We need an MVP for bookings.");
      expect(logLines).toContain(`contact: message ${(res.body as { id: string }).id} forwarded to team@example.com`);
    } finally {
      await smtp.close();
    }
  });

  it("is answered 500 with a message when the store cannot be written", async () => {
    const blocker = path.join(dir, "a-file");
    fs.writeFileSync(blocker, "");
    const res = await call({ body: json(validBody) }, deps({}, { CONTACT_OUTBOX: path.join(blocker, "outbox.jsonl") }));
    expect(res.statusCode).toBe(500);
    expect(res.message).toBe("Your message could not be stored; please try again later");
    expect(logLines.some((l) => l.includes("storing message") && l.includes("failed"))).toBe(true);
  });

  afterEach(() => {
    // Logs never contain a message's body or the sender's address.
    for (const line of logLines) {
      expect(line).not.toContain("SECRET-BODY");
      expect(line).not.toContain("ada@example.com");
    }
  });
});

describe("wiring and configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("the Gatsby Function answers through the handler with process.env and the shared limiter", async () => {
    process.env.CONTACT_OUTBOX = outbox;
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const res = new FakeResponse();
    await contact(fakeRequest({ body: json(validBody), ip: "192.0.2.200" }) as Parameters<typeof contact>[0], res as unknown as Parameters<typeof contact>[1]);
    expect(res.statusCode).toBe(201);
    expect(storedLines()).toHaveLength(1);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^contact: stored message [0-9a-f-]{36}$/));
    info.mockRestore();
  });

  it("switches Gatsby's body parsers off, so that size and JSON errors are answered as JSON by the handler", () => {
    expect(functionConfig.bodyParser).toEqual({
      json: { type: "none" },
      text: { type: "none" },
      raw: { type: "none" },
      urlencoded: { type: "none", extended: false },
    });
  });

  it("exports config in a form Gatsby's page-feature scan does not take for a page's SSR config", () => {
    // A literal `export const config` anywhere under src/ makes `gatsby build` build SSR engines.
    const source = fs
      .readFileSync(path.join(__dirname, "../../src/api/brisa/contact.ts"), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "") // comments may name the forbidden forms
      .replace(/\/\/.*$/gm, "");
    expect(source).not.toMatch(/export\s+(const|let|var|function|async\s+function)\s+config\b/);
    expect(source).not.toMatch(/export\s*\{[^}]*\bconfig\b[^}]*\}/);
    expect(source).toContain("export const { config } = settings;");
  });

  it("reads settings from the runtime environment, never through `process.env`, which Gatsby inlines at build time", () => {
    const serverFiles = ["src/api/brisa/contact.ts", ...fs.readdirSync(path.join(__dirname, "../../src/contact/server")).map((f) => `src/contact/server/${f}`)];
    for (const file of serverFiles) {
      const code = fs
        .readFileSync(path.join(__dirname, "../..", file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      expect(code).not.toMatch(/(^|[^.\w])process\.env\b/);
    }
    process.env.CONTACT_RATE_LIMIT = "17";
    expect(contactConfig(serverEnv()).rateLimit).toBe(17);
  });

  it("keeps the rate limit across re-required modules (Gatsby clears the require cache per request)", () => {
    const first = sharedRateLimiter();
    let second: unknown;
    jest.isolateModules(() => {
      const fresh = require("../../src/contact/server/rate-limit") as typeof import("../../src/contact/server/rate-limit");
      second = fresh.sharedRateLimiter();
    });
    expect(second).toBe(first);
  });

  it("defaults: outbox in <project>/.data, 5 per 10 minutes, mail to the support address", () => {
    const cfg = contactConfig({});
    expect(DEFAULT_OUTBOX).toBe(path.join(".data", "contact-outbox.jsonl"));
    expect(cfg.outboxPath).toBe(path.join(process.cwd(), ".data", "contact-outbox.jsonl"));
    expect(cfg).toMatchObject({ rateLimit: 5, rateWindowMs: 600_000, mailTo: "hello@brisa.software", trustProxy: false });
    expect(cfg.smtpUrl).toBeUndefined();
    expect(contactConfig({ CONTACT_RATE_LIMIT: "abc", CONTACT_RATE_WINDOW_MS: "-1" })).toMatchObject({ rateLimit: 5, rateWindowMs: 600_000 });
    expect(contactConfig({ CONTACT_OUTBOX: "/var/lib/brisa/outbox.jsonl", CONTACT_TO: "a@b.co" })).toMatchObject({
      outboxPath: "/var/lib/brisa/outbox.jsonl",
      mailTo: "a@b.co",
      mailFrom: "a@b.co",
    });
  });

  it("the forwarded e-mail carries every field", () => {
    const text = mailText({
      id: "1",
      receivedAt: "2025-05-14T10:00:00.000Z",
      lang: "en",
      name: "Ada",
      email: "ada@example.com",
      phone: "612345678",
      phoneExtension: "+34",
      subject: "Hi",
      description: "Body",
    });
    expect(text).toContain("Name: Ada");
    expect(text).toContain("E-mail: ada@example.com");
    expect(text).toContain("Phone: +34 612345678");
    expect(text).toContain("Subject: Hi");
    expect(text.endsWith("\nBody")).toBe(true);
  });
});
