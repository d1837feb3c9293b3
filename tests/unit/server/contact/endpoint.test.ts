import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import contact, { config as functionConfig } from "../../../../src/api/brisa/contact";
import { PRIVACY_POLICY_VERSION } from "../../../../src/config/site";
import {
  BODY_LIMIT_BYTES,
  handleContact,
  UNAVAILABLE_RETRY_AFTER_S,
  type ContactAnswer,
  type ContactContext,
} from "../../../../server/contact/handler";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import { StoreUnavailableError } from "../../../../server/leads/store-errors";
import type { LeadStore } from "../../../../server/leads/types";
import {
  contextFor,
  fakeRequest,
  logLines,
  testClock,
  validPayload,
  type FakeRequestInit,
  type LogLines,
} from "../../support/contact-context";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { holdWriteLock } from "../../support/sqlite-lock";

let dir: string;
let dbFile: string;
let store: LeadStore;
let log: LogLines;
let smtp: TestSmtpServer | undefined;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-endpoint-"));
  dbFile = path.join(dir, "nested", "leads.db");
  store = await openSqliteStore(dbFile);
  log = logLines();
});
afterEach(async () => {
  await store.close();
  await smtp?.close();
  smtp = undefined;
  // Logs never contain a message's body or the sender's address.
  for (const line of log.lines) {
    expect(line).not.toContain("SECRET-BODY");
    expect(line).not.toContain("ada@example.com");
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const json = (value: unknown) => JSON.stringify(value);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const validForm = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "612345678",
  phoneExtension: "+34",
  subject: "Booking app",
  description: "SECRET-BODY We need an MVP for bookings.",
  consent: "on",
  privacyVersion: "2026-11-23",
  lang: "es",
  website: "",
};

function context(env: NodeJS.ProcessEnv = {}, extra: Partial<ContactContext> = {}): ContactContext {
  return contextFor(store, env, { log, ...extra });
}

/** Opens the test's database again with other store options. */
async function reopen(options: Parameters<typeof openSqliteStore>[1] = {}): Promise<void> {
  await store.close();
  store = await openSqliteStore(dbFile, options);
}

function call(init: FakeRequestInit, ctx: ContactContext = context()): Promise<ContactAnswer> {
  return handleContact(fakeRequest(init), ctx);
}

describe("the contact endpoint rejects bad requests with JSON and stores nothing", () => {
  afterEach(async () => {
    expect(await store.list({ includeSpam: true })).toEqual([]);
  });

  it("other methods: 405 with Allow", async () => {
    const answer = await call({ method: "GET" });
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe("POST, OPTIONS");
    expect(answer.body?.message).toMatch(/POST/);
  });

  it.each([
    ["no Content-Type", undefined],
    ["text/plain", "text/plain"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["a charset other than UTF-8", "application/json; charset=latin1"],
  ])("%s: 415", async (_label, type) => {
    const request = fakeRequest({ body: json(validPayload) });
    if (type === undefined) delete request.headers["content-type"];
    else request.headers["content-type"] = type;
    const answer = await handleContact(request, context());
    expect(answer.status).toBe(415);
    expect(answer.body?.message).toMatch(/Unsupported content type/);
  });

  it("a body over the limit: 413, at once with the connection closed when Content-Length announces it, or once a chunked body passes it", async () => {
    const announced = await call({ body: "x", headers: { "content-length": String(BODY_LIMIT_BYTES + 1) } });
    expect(announced.status).toBe(413);
    expect(announced.headers.Connection).toBe("close");
    expect((await call({ body: Buffer.alloc(BODY_LIMIT_BYTES + 10, 0x61), chunked: true })).status).toBe(413);
  });

  it("malformed JSON or a JSON array: 400", async () => {
    expect((await call({ body: "{nope" })).status).toBe(400);
    expect((await call({ body: "[1]" })).body?.message).toBe("Malformed JSON body");
  });

  it("missing fields and no consent: 400 with a code per field", async () => {
    const answer = await call({ body: json({ website: "" }) });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toEqual({
      name: "required",
      email: "required",
      subject: "required",
      description: "required",
      consent: "required",
    });
  });

  it("invalid fields: the form's rules, a stricter e-mail shape, control characters and bidi overrides, a submission id of the wrong shape", async () => {
    const answer = await call({
      body: json({
        ...validPayload,
        submissionId: "short",
        email: "foo<bar@example.com>",
        phone: "12-34",
        name: "Ada\u0007",
        subject: "Invoice \u202Egpj.exe",
        consent: false,
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toEqual({
      email: "invalidEmail",
      phone: "invalidPhone",
      name: "invalid",
      subject: "invalid",
      consent: "required",
      submissionId: "invalid",
    });
  });

  it("RFC 2047 encoded-words, which a mail client would decode in the headers: 400 invalid", async () => {
    const answer = await call({
      body: json({
        ...validPayload,
        name: "=?UTF-8?Q?CEO_<ceo@brisa.software>?=",
        subject: "=?utf-8?B?4oCuZ3BqLmV4ZQ==?=",
        description: "Hi =?iso-8859-1?q?=E9t=E9?= there",
      }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.errors).toEqual({ name: "invalid", subject: "invalid", description: "invalid" });
  });

  it("a filled honeypot with invalid fields: answered like a success, nothing kept", async () => {
    const answer = await call({ body: json({ website: "https://spam.example" }) });
    expect(answer.status).toBe(201);
  });
});

describe("rate limit and client address", () => {
  it("a burst over the limit: 429 with Retry-After, per client, until the window slides", async () => {
    const clock = testClock();
    const ctx = context({ CONTACT_RATE_LIMIT: "3", CONTACT_RATE_WINDOW_MS: "60000" }, { now: clock.now });
    for (let i = 0; i < 3; i += 1) {
      expect((await call({ body: json(validPayload) }, ctx)).status).toBe(201);
      clock.advance(1000);
    }
    const limited = await call({ body: json(validPayload) }, ctx);
    expect(limited.status).toBe(429);
    expect(limited.headers["Retry-After"]).toBe("57");
    expect((await call({ body: json(validPayload), ip: "198.51.100.7" }, ctx)).status).toBe(201);
    clock.advance(57_000);
    expect((await call({ body: json(validPayload) }, ctx)).status).toBe(201);
    expect(await store.list()).toHaveLength(5);
  });

  it("with one trusted proxy, a spoofed X-Forwarded-For entry does not buy another client address", async () => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1", CONTACT_TRUST_PROXY: "1" });
    const via = (sent: string, real: string) => ({
      body: json(validPayload),
      ip: "10.0.0.1",
      headers: { "x-forwarded-for": `${sent}, ${real}` },
    });
    expect((await call(via("1.1.1.1", "192.0.2.1"), ctx)).status).toBe(201);
    expect((await call(via("2.2.2.2", "192.0.2.1"), ctx)).status).toBe(429);
    expect((await call(via("1.1.1.1", "192.0.2.2"), ctx)).status).toBe(201);
  });

  it("without CONTACT_TRUST_PROXY, X-Forwarded-For is ignored", async () => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1" });
    expect((await call({ body: json(validPayload), headers: { "x-forwarded-for": "192.0.2.1" } }, ctx)).status).toBe(201);
    expect((await call({ body: json(validPayload), headers: { "x-forwarded-for": "192.0.2.2" } }, ctx)).status).toBe(429);
  });

  it("answers the server failed to give (503, 500) do not use up the allowance", async () => {
    let failure: Error = new StoreUnavailableError("the lead store is busy");
    const ctx = context({ CONTACT_RATE_LIMIT: "5" }, { store: () => Promise.reject(failure) });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call({ body: json(validPayload) }, ctx)).status);
    failure = new Error("disk I/O error");
    for (let i = 0; i < 5; i += 1) statuses.push((await call({ body: json(validPayload) }, ctx)).status);
    expect(statuses).toEqual([...Array<number>(5).fill(503), ...Array<number>(5).fill(500)]);
    ctx.store = async () => store;
    for (let i = 0; i < 5; i += 1) expect((await call({ body: json(validPayload) }, ctx)).status).toBe(201);
    expect((await call({ body: json(validPayload) }, ctx)).status).toBe(429);
  });

  it("IPv6 clients are counted per /64", async () => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1" });
    expect((await call({ body: json(validPayload), ip: "2001:db8:0:1::1" }, ctx)).status).toBe(201);
    expect((await call({ body: json(validPayload), ip: "2001:db8:0:1:ffff::2" }, ctx)).status).toBe(429);
    expect((await call({ body: json(validPayload), ip: "2001:db8:0:2::1" }, ctx)).status).toBe(201);
  });
});

describe("an accepted lead", () => {
  it("is committed with every field and its consent before the 201 carries its id", async () => {
    const clock = testClock("2026-11-23T09:30:00.000Z");
    const answer = await call(
      { body: json({ ...validPayload, description: "SECRET-BODY Line one\r\nLine two\tend", extra: "ignored" }) },
      context({}, { now: clock.now }),
    );
    expect(answer.status).toBe(201);
    const id = String(answer.body?.id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await store.get(id)).toEqual({
      id,
      receivedAt: clock.now(),
      lang: "es",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "612345678",
      phoneExtension: "+34",
      subject: "Booking app",
      message: "SECRET-BODY Line one\nLine two\tend",
      consentAt: clock.now(),
      privacyVersion: "2026-11-23",
      state: "pending",
      attempts: 0,
      lastError: null,
      nextAttemptAt: clock.now(),
      sentAt: null,
      submissionId: null,
    });
    expect(log.lines).toContain(`contact: stored lead ${id}`);
  });

  it("from a client that sends no privacy version: the current version is recorded", async () => {
    const { privacyVersion: _omitted, ...payload } = validPayload;
    const answer = await call({ body: json(payload) });
    expect((await store.get(String(answer.body?.id)))?.privacyVersion).toBe(PRIVACY_POLICY_VERSION);
  });

  it("with a filled honeypot: kept as spam, answered like a success, never delivered or listed", async () => {
    smtp = await startSmtpServer({ kind: "accept" });
    const answer = await call({ body: json({ ...validPayload, website: "https://spam.example" }) }, context({ SMTP_URL: smtp.url }));
    expect(answer.status).toBe(201);
    expect(await store.get(String(answer.body?.id))).toMatchObject({ state: "spam", nextAttemptAt: null });
    expect(await store.list()).toEqual([]);
    expect(await store.list({ includeSpam: true })).toHaveLength(1);
    expect(smtp.accepted).toEqual([]);
  });

  it("when the database is full: 500 with a message, and nothing half-written", async () => {
    await reopen({ maxPageCount: 1 });
    const answer = await call({ body: json({ ...validPayload, description: `SECRET-BODY ${"x".repeat(4900)}` }) });
    expect(answer.status).toBe(500);
    expect(answer.body?.message).toBe("Your message could not be stored; please try again later");
    expect(log.lines.some((l) => l.startsWith("contact: storing a lead failed"))).toBe(true);
    await reopen();
    expect(await store.list({ includeSpam: true })).toEqual([]);
  });

  it("when another process holds the database's lock past the store's bound: 503 with Retry-After, nothing stored", async () => {
    await reopen({ waitMs: 200 });
    const lock = holdWriteLock(dbFile, 1500);
    await lock.locked;
    const answer = await call({ body: json(validPayload) });
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
    expect(answer.body?.message).toBe("Your message could not be stored right now; please try again in a moment");
    await lock.released;
    expect(await store.list({ includeSpam: true })).toEqual([]);
  });

  it("when the database cannot be opened: 500 with a message", async () => {
    const answer = await call(
      { body: json(validPayload) },
      context({}, { store: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")) }),
    );
    expect(answer.status).toBe(500);
    expect(log.lines).toContain("contact: storing a lead failed: connect ECONNREFUSED 127.0.0.1:5432");
  });
});

describe("a server shutting down", () => {
  it("takes no lead: 503 with Retry-After (the plain form: the not-sent page), nothing stored, no rate-limit slot used", async () => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1" });
    const answer = await handleContact(fakeRequest({ body: json(validPayload) }), ctx, { closing: true });
    expect(answer).toMatchObject({ status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_S), Connection: "close" } });
    expect(answer.body?.message).toBe("Your message could not be stored right now; please try again in a moment");
    const page = await handleContact(fakeRequest({ body: form(validForm), headers: FORM }), ctx, { closing: true });
    expect(page.headers.Location).toBe("/en/contact/not-sent/?minutes=1#unavailable");
    expect(await store.list({ includeSpam: true })).toEqual([]);
    expect((await call({ body: json(validPayload) }, ctx)).status).toBe(201);
  });
});

describe("a repeated submission", () => {
  const submissionId = "6f1f0a52-4c7e-4d55-9d6e-0b5a8f3e2c11";

  it("a second POST with the same submission id is answered like the first and stored once", async () => {
    const first = await call({ body: json({ ...validPayload, submissionId }) });
    // The same texts, spelled as they are before trimming and with the phone's spaces: the same message.
    const second = await call({ body: json({ ...validPayload, submissionId, subject: " Booking app ", phone: "612345678" }) });
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    const leads = await store.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: first.body?.id, subject: "Booking app", submissionId });
    expect(log.lines).toContain(`contact: lead ${String(first.body?.id)} was already stored under this submission id; answered as before`);
  });

  it.each([
    ["message", { description: "SECRET-BODY Something else entirely." }],
    ["subject", { subject: "Sent again" }],
    ["e-mail", { email: "grace@example.com" }],
    ["phone", { phone: "" }],
  ])("the same submission id with another %s: 409, the first message kept and nothing else stored", async (_label, change) => {
    const first = await call({ body: json({ ...validPayload, submissionId }) });
    const other = await call({ body: json({ ...validPayload, submissionId, ...change }) });
    expect(other.status).toBe(409);
    expect(other.body?.message).toBe("Another message was already sent with this submission id; send this one with a new id");
    const leads = await store.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ id: first.body?.id, subject: "Booking app", message: validPayload.description });
  });

  it("a form post with a used submission id and another message: the not-sent page, in the form's language", async () => {
    await call({ body: form({ ...validForm, submissionId }), headers: FORM });
    const other = await call({ body: form({ ...validForm, submissionId, description: "SECRET-BODY Edited." }), headers: FORM });
    expect(other).toMatchObject({ status: 303, headers: { Location: "/es/contacto/no-enviado/#conflict" } });
  });

  it("a form post replayed with its hidden submission id lands on the sent page again, stored once", async () => {
    const body = form({ ...validForm, submissionId });
    expect((await call({ body, headers: FORM })).headers.Location).toBe("/es/contacto/enviado/");
    expect((await call({ body, headers: FORM })).headers.Location).toBe("/es/contacto/enviado/");
    expect(await store.list()).toHaveLength(1);
  });

  it("a replayed submission that was already delivered is not e-mailed again", async () => {
    smtp = await startSmtpServer({ kind: "accept" });
    const withMail = context({ SMTP_URL: smtp.url });
    const first = await call({ body: json({ ...validPayload, submissionId }) }, withMail);
    await call({ body: json({ ...validPayload, submissionId }) }, withMail);
    expect(smtp.accepted).toHaveLength(1);
    expect(await store.get(String(first.body?.id))).toMatchObject({ state: "sent", attempts: 1 });
  });
});

describe("posts from another site's pages", () => {
  const evil = { origin: "https://evil.example" };

  it.each([
    ["an Origin of another site", { ...FORM, ...evil }],
    ["Sec-Fetch-Site: cross-site", { ...FORM, "sec-fetch-site": "cross-site", ...evil }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { ...FORM, "sec-fetch-site": "same-site", origin: "https://blog.brisa.software" }],
    ["Origin: null (a sandboxed frame)", { ...FORM, origin: "null" }],
  ])("%s: 403, nothing stored, no rate-limit slot taken", async (_label, headers) => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1" });
    const answer = await call({ body: form(validForm), headers }, ctx);
    expect(answer.status).toBe(403);
    expect(answer.body?.message).toBe("Messages can only be sent from the site's own pages");
    expect(await store.list({ includeSpam: true })).toEqual([]);
    expect((await call({ body: json(validPayload) }, ctx)).status).toBe(201);
  });

  it.each([
    ["the site's own origin (SITE_URL)", { origin: "https://brisa.software" }],
    ["the origin of the Host it was sent to", { origin: "http://127.0.0.1:9000", host: "127.0.0.1:9000" }],
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", origin: "https://www.brisa.software" }],
    ["an origin in CONTACT_ALLOWED_ORIGINS", { "sec-fetch-site": "cross-site", origin: "https://partner.example" }],
    ["no Origin and no Sec-Fetch-Site (curl, a server)", {}],
  ])("%s: accepted", async (_label, headers) => {
    const ctx = context({ CONTACT_ALLOWED_ORIGINS: "https://partner.example" });
    expect((await call({ body: json(validPayload), headers }, ctx)).status).toBe(201);
  });
});

describe("the plain HTML form gets a page for every error", () => {
  // A post from the Spanish page: the form's action names its language (formAction); no Referer.
  const FROM_ES = { headers: FORM, url: "/api/brisa/contact?lang=es" };

  it("429, answered before the body is read: the Spanish not-sent page, by the form's action, with the wait in minutes", async () => {
    const ctx = context({ CONTACT_RATE_LIMIT: "1", CONTACT_RATE_WINDOW_MS: "240000" });
    await call({ ...FROM_ES, body: form(validForm) }, ctx);
    const answer = await call({ ...FROM_ES, body: form(validForm) }, ctx);
    expect(answer).toMatchObject({ status: 303, headers: { Location: "/es/contacto/no-enviado/?minutes=4#rate-limited" } });
    expect(answer.body).toBeUndefined();
  });

  it("413: the not-sent page, and the rest of the upload is not kept", async () => {
    const answer = await call({ ...FROM_ES, body: "x", headers: { ...FORM, "content-length": String(BODY_LIMIT_BYTES + 1) } });
    expect(answer).toMatchObject({ status: 303, headers: { Location: "/es/contacto/no-enviado/#too-large", Connection: "close" } });
  });

  it("415 (a browser's form sent as multipart) and an unreadable body: the not-sent page, in English when the action names no language", async () => {
    const multipart = await call({
      body: "--x--",
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-mode": "navigate" },
    });
    expect(multipart).toMatchObject({ status: 303, headers: { Location: "/en/contact/not-sent/#unreadable" } });
    const latin1 = await call({ ...FROM_ES, body: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xe9]) });
    expect(latin1.headers.Location).toBe("/es/contacto/no-enviado/#unreadable");
  });

  it("503 when the store is locked past its bound, and 500 when it fails: the not-sent page with the reason", async () => {
    await reopen({ waitMs: 100 });
    const lock = holdWriteLock(dbFile, 1000);
    await lock.locked;
    const busy = await call({ ...FROM_ES, body: form({ ...validForm, lang: "en" }) });
    expect(busy).toMatchObject({ status: 303, headers: { Location: "/en/contact/not-sent/?minutes=1#unavailable" } });
    await lock.released;

    await reopen({ maxPageCount: 1 });
    const full = await call({ ...FROM_ES, body: form({ ...validForm, description: `SECRET-BODY ${"x".repeat(4900)}` }) });
    expect(full).toMatchObject({ status: 303, headers: { Location: "/es/contacto/no-enviado/#failed" } });
  });
});

describe("the plain HTML form (no JavaScript yet)", () => {
  it("a valid post is stored with its consent and answered 303 to the visitor's 'sent' page", async () => {
    const answer = await call({ body: form(validForm), headers: FORM });
    expect(answer).toMatchObject({ status: 303, headers: { Location: "/es/contacto/enviado/" } });
    expect(answer.body).toBeUndefined();
    const [lead] = await store.list();
    expect(lead).toMatchObject({ name: "Ada Lovelace", lang: "es", privacyVersion: "2026-11-23", state: "pending" });
  });

  it("an invalid post is answered 303 to the 'not sent' page naming each problem, and nothing is stored", async () => {
    const { consent: _unticked, ...rest } = validForm;
    const answer = await call({ body: form({ ...rest, email: "ada(at)example.com", lang: "en" }), headers: FORM });
    expect(answer).toMatchObject({ status: 303, headers: { Location: "/en/contact/not-sent/?email=invalidEmail&consent=required" } });
    expect(await store.list({ includeSpam: true })).toEqual([]);
  });

  it("posted from another allowed origin: the redirect goes back to that site", async () => {
    const ctx = context({ CONTACT_ALLOWED_ORIGINS: "https://brisa.software" });
    const answer = await call({ body: form(validForm), headers: { ...FORM, origin: "https://brisa.software" } }, ctx);
    expect(answer.headers.Location).toBe("https://brisa.software/es/contacto/enviado/");
  });
});

describe("CORS for an endpoint on another origin", () => {
  const ctx = () => context({ CONTACT_ALLOWED_ORIGINS: "https://brisa.software, https://www.brisa.software" });

  it("a preflight: 204, with that exact origin and Vary: Origin for an allowed origin, no permission for any other", async () => {
    const preflight = (origin: string) => call({ method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } }, ctx());
    const allowed = await preflight("https://www.brisa.software");
    expect(allowed.status).toBe(204);
    expect(allowed.headers).toMatchObject({
      "Access-Control-Allow-Origin": "https://www.brisa.software",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      Vary: "Origin",
    });
    const other = await preflight("https://evil.example");
    expect(other.status).toBe(204);
    expect(other.headers["Access-Control-Allow-Origin"]).toBeUndefined();
    expect(other.headers.Vary).toBe("Origin");
  });

  it("the POST from an allowed origin carries its allow-origin header", async () => {
    const answer = await call({ body: json(validPayload), headers: { origin: "https://brisa.software" } }, ctx());
    expect(answer.status).toBe(201);
    expect(answer.headers["Access-Control-Allow-Origin"]).toBe("https://brisa.software");
  });
});

describe("the Gatsby Function", () => {
  const saved = { ...process.env };
  // The function keeps its context on globalThis: each test starts without one, with its own settings.
  const CONTEXT = Symbol.for("brisa.contact.context");
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[CONTEXT];
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  /** Records the status the function answers; its headers and body are the handler's, tested above. */
  class FakeResponse {
    statusCode = 200;
    status(code: number) {
      this.statusCode = code;
      return this;
    }
    setHeader = () => undefined;
    json = () => undefined;
    end = () => undefined;
  }

  /** A valid lead posted to the function from `ip`; resolves with the status it answered. */
  const post = async (handler: typeof contact, ip: string): Promise<number> => {
    const res = new FakeResponse();
    await handler(
      fakeRequest({ body: json(validPayload), ip }) as Parameters<typeof contact>[0],
      res as unknown as Parameters<typeof contact>[1],
    );
    return res.statusCode;
  };

  it("answers through the handler, with the store that LEADS_DB names", async () => {
    process.env.LEADS_DB = path.join(dir, "function.db");
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await post(contact, "192.0.2.200")).toBe(201);
    info.mockRestore();
    const other = await openSqliteStore(process.env.LEADS_DB);
    expect(await other.list()).toHaveLength(1);
    await other.close();
  });

  it("keeps its store and rate limit across re-required modules (Gatsby clears the require cache per request)", async () => {
    process.env.LEADS_DB = path.join(dir, "function.db");
    process.env.CONTACT_RATE_LIMIT = "1";
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    expect(await post(contact, "192.0.2.201")).toBe(201);
    let reloaded: typeof contact = contact;
    await jest.isolateModulesAsync(async () => {
      reloaded = (await import("../../../../src/api/brisa/contact")).default;
    });
    expect(reloaded).not.toBe(contact);
    expect(await post(reloaded, "192.0.2.201")).toBe(429);
    info.mockRestore();
  });

  it("on a serverless runtime without DATABASE_URL: 500 at the first request, a log line naming DATABASE_URL, no file written", async () => {
    process.env.LEADS_DB = path.join(dir, "ephemeral", "function.db");
    process.env.AWS_LAMBDA_FUNCTION_NAME = "___netlify-server-handler";
    delete process.env.DATABASE_URL;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await post(contact, "192.0.2.202")).toBe(500);
      const logged = errors.mock.calls.map((call) => String(call[0])).join("\n");
      expect(logged).toMatch(/DATABASE_URL is not set, and this is a serverless runtime \(AWS Lambda/);
      expect(logged).toContain("Set DATABASE_URL to a PostgreSQL database");
      expect(fs.existsSync(path.dirname(process.env.LEADS_DB))).toBe(false);
    } finally {
      errors.mockRestore();
    }
  });

  it("switches Gatsby's body parsers off, so that size and JSON errors are answered as JSON by the handler", () => {
    // How it is exported (by destructuring, unseen by Gatsby's page-feature scan) and that server code
    // never reads `process.env` are rules in eslint.config.mjs, checked by npm run lint.
    expect(functionConfig.bodyParser).toEqual({
      json: { type: "none" },
      text: { type: "none" },
      raw: { type: "none" },
      urlencoded: { type: "none", extended: false },
    });
  });
});
