import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { handleContact } from "../../../../server/contact/handler";
import { deliverDue, retryDelayMs, type RetryPolicy } from "../../../../server/leads/delivery";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import type { LeadStore } from "../../../../server/leads/types";
import { contextFor, fakeRequest, logLines, testClock, validPayload } from "../../support/contact-context";
import { startSmtpServer, type SmtpBehaviour, type TestSmtpServer } from "../../support/smtp";

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000, leaseMs: 5 * 60_000 };

describe("retryDelayMs", () => {
  it("doubles from the base after each failed attempt, up to the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy))).toEqual([60_000, 120_000, 240_000, 480_000, 600_000]);
    expect(retryDelayMs(1000, policy)).toBe(600_000);
  });
});

describe("delivery of a lead to a real SMTP server on loopback", () => {
  let dir: string;
  let store: LeadStore;
  let smtp: TestSmtpServer | undefined;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-delivery-"));
    store = await openSqliteStore(path.join(dir, "leads.db"));
  });
  afterEach(async () => {
    await store.close();
    await smtp?.close();
    smtp = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function setUp(behaviour: SmtpBehaviour, extraEnv: NodeJS.ProcessEnv = {}) {
    smtp = await startSmtpServer(behaviour);
    const env = {
      SMTP_URL: smtp.url,
      CONTACT_TO: "leads@brisa.test",
      CONTACT_FROM: "website@brisa.test",
      LEADS_MAX_ATTEMPTS: String(policy.maxAttempts),
      LEADS_RETRY_BASE_MS: String(policy.baseDelayMs),
      LEADS_RETRY_MAX_MS: String(policy.maxDelayMs),
      SMTP_TIMEOUT_MS: "400",
      CONTACT_DELIVERY_BOUND_MS: "3000",
      ...extraEnv,
    };
    const clock = testClock();
    const log = logLines();
    const context = contextFor(store, env, { now: clock.now, log });
    const answer = await handleContact(fakeRequest({ body: JSON.stringify(validPayload) }), context);
    expect(answer.status).toBe(201);
    const id = String(answer.body?.id);
    const send = context.send;
    if (!send) throw new Error("SMTP_URL set, so a sender exists");
    /** One retry run of the worker, `ms` later. */
    const retryAfter = async (ms: number) => {
      clock.advance(ms);
      return deliverDue({ store, send, policy: context.config.leads.retry, log, now: clock.now });
    };
    return { id, log, retryAfter, send, server: smtp };
  }

  const noPersonalData = (lines: readonly string[]) => {
    for (const line of lines) {
      for (const secret of [validPayload.name, validPayload.email, "SECRET-BODY", validPayload.subject]) expect(line).not.toContain(secret);
    }
  };

  it("a server that accepts: the lead is sent before the answer, exactly once, in the agreed layout", async () => {
    const { id, log, retryAfter, server } = await setUp({ kind: "accept" });
    expect(await store.get(id)).toMatchObject({ state: "sent", attempts: 1, lastError: null, nextAttemptAt: null });
    expect(server.accepted).toHaveLength(1);
    const mail = server.accepted[0] ?? "";
    expect(mail).toMatch(/^Subject: New lead: Booking app$/m);
    expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail).toMatch(/^To: leads@brisa.test$/m);
    expect(mail).toMatch(/^From: website@brisa.test$/m);
    expect(mail).toContain("Name:      Ada Lovelace");
    expect(mail).toContain("Phone:     +34 612345678");
    expect(mail).toContain("SECRET-BODY We need an MVP for bookings.");
    expect(mail).toContain(`Message-ID: <lead-${id}@brisa.software>`);
    // Later retry runs have nothing to do.
    expect(await retryAfter(policy.maxDelayMs)).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(server.accepted).toHaveLength(1);
    noPersonalData(log.lines);
  });

  it("a server that fails twice and then accepts: retried with backoff, sent exactly once on the third attempt", async () => {
    const { id, retryAfter, server } = await setUp({ kind: "failThenAccept", failures: 2 });
    const first = await store.get(id);
    expect(first).toMatchObject({ state: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    // Not due before its backoff: a run a second early does nothing.
    expect(await retryAfter(policy.baseDelayMs - 1000)).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(await retryAfter(1000)).toEqual({ sent: 0, retry: 1, failed: 0 });
    expect(await store.get(id)).toMatchObject({ state: "pending", attempts: 2 });
    expect(await retryAfter(2 * policy.baseDelayMs)).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(await store.get(id)).toMatchObject({ state: "sent", attempts: 3, nextAttemptAt: null });
    expect(server.transactions).toBe(3);
    expect(server.accepted).toHaveLength(1);
    expect(await retryAfter(policy.maxDelayMs)).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(server.accepted).toHaveLength(1);
  });

  it("a server that refuses for now (451) every time: retried up to the limit, then failed with an alert and no personal data in the log", async () => {
    const { id, log, retryAfter, server } = await setUp({ kind: "failThenAccept", failures: 100 });
    expect(await store.get(id)).toMatchObject({ state: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    for (let attempt = 2; attempt <= policy.maxAttempts; attempt += 1) await retryAfter(policy.maxDelayMs);
    expect(await store.get(id)).toMatchObject({ state: "failed", attempts: policy.maxAttempts, nextAttemptAt: null });
    expect(await retryAfter(policy.maxDelayMs)).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(server.transactions).toBe(policy.maxAttempts);
    expect(server.accepted).toHaveLength(0);
    expect(log.lines.filter((l) => l.startsWith("ALERT"))).toEqual([expect.stringContaining(id)]);
    noPersonalData(log.lines);
  });

  it("a server that refuses for good (550): failed at the first attempt with its reason and an alert, never retried", async () => {
    const { id, log, retryAfter } = await setUp({ kind: "refuse" });
    expect(await store.get(id)).toMatchObject({ state: "failed", attempts: 1, nextAttemptAt: null, lastError: "Error EENVELOPE 550" });
    expect(log.lines.filter((l) => l.startsWith("ALERT"))).toEqual([
      `ALERT leads: lead ${id} was refused for good by the mail server (Error EENVELOPE 550); it is not retried and is kept as failed: npm run leads -- show ${id}`,
    ]);
    expect(await retryAfter(policy.maxDelayMs)).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(await store.get(id)).toMatchObject({ state: "failed", attempts: 1 });
    noPersonalData(log.lines);
  });

  it("a name written like an address cannot pass for one in the Reply-To", async () => {
    smtp = await startSmtpServer({ kind: "accept" });
    const context = contextFor(store, { SMTP_URL: smtp.url, CONTACT_TO: "leads@brisa.test" }, { log: logLines() });
    const body = JSON.stringify({ ...validPayload, name: 'CEO <ceo@brisa.software>, "Boss"' });
    expect((await handleContact(fakeRequest({ body }), context)).status).toBe(201);
    expect(smtp.accepted[0]).toMatch(/^Reply-To: "CEO ceo brisa\.software Boss" <ada@example\.com>$/m);
  });

  it("a server that hangs: the answer is not held up, the attempt times out and is retried, then failed", async () => {
    const started = Date.now();
    const { id, retryAfter } = await setUp({ kind: "hang" });
    // The SMTP timeout (400 ms) ends the attempt well within the endpoint's bound (3 s).
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await store.get(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ETIMEDOUT|ECONNECTION|ESOCKET/),
    });
    for (let attempt = 2; attempt <= policy.maxAttempts; attempt += 1) await retryAfter(policy.maxDelayMs);
    expect(await store.get(id)).toMatchObject({ state: "failed", attempts: policy.maxAttempts });
  });

  it("the endpoint answers within its bound even when an attempt outlasts it, and the attempt still records its outcome", async () => {
    const { id } = await setUp({ kind: "hang" }, { SMTP_TIMEOUT_MS: "1500", CONTACT_DELIVERY_BOUND_MS: "200" });
    expect(await store.get(id)).toMatchObject({ state: "pending", attempts: 1, lastError: null });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await store.get(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: expect.stringMatching(/ETIMEDOUT|ECONNECTION|ESOCKET/),
    });
  });

  it("two retry runs at once never send the same lead twice", async () => {
    const { id, send, server } = await setUp({ kind: "failThenAccept", failures: 1 });
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const run = () => deliverDue({ store, send, policy, log: logLines(), now: () => later });
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(1);
    expect(await store.get(id)).toMatchObject({ state: "sent" });
    expect(server.accepted).toHaveLength(1);
  });
});
