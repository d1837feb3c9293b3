import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { leadSettings } from "../../../../server/leads/settings";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import type { Lead, LeadStore } from "../../../../server/leads/types";
import { startLeadWorker } from "../../../../server/leads/worker";
import { logLines } from "../../support/contact-context";
import { newLead } from "./new-lead";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

describe("the long-running server's lead worker", () => {
  let dir: string;
  let store: LeadStore;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-worker-"));
    store = await openSqliteStore(path.join(dir, "leads.db"));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("at start, deletes leads past retention and delivers the due ones; later ticks deliver what becomes due", async () => {
    const now = new Date();
    await store.insert(newLead({ receivedAt: new Date(now.getTime() - 731 * DAY), email: "old@example.com" }));
    const { lead: recent } = await store.insert(newLead({ receivedAt: new Date(now.getTime() - 729 * DAY), email: "recent@example.com" }));
    const sent: string[] = [];
    const send = async (lead: Lead) => {
      sent.push(lead.id);
    };
    const log = logLines();
    const worker = startLeadWorker({ store, send, settings: leadSettings({}), log, intervalMs: 50 });
    const later = await (async () => {
      // A lead that arrives while the worker runs is picked up by a later tick.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return (await store.insert(newLead({ email: "new@example.com" }))).lead;
    })();
    const deadline = Date.now() + 5000;
    while (sent.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(new Set(sent)).toEqual(new Set([recent.id, later.id]));
    expect((await store.list()).map((lead) => lead.email).sort()).toEqual(["new@example.com", "recent@example.com"]);
    expect(log.lines).toContain("leads: deleted 1 leads older than 730 days");
  });

  it("purges again once a day has passed since the last purge, not before", async () => {
    const start = Date.now();
    let clock = start;
    let reads = 0;
    const now = () => {
      reads += 1;
      return new Date(clock);
    };
    /** Waits until the worker has read the clock a few more times: ticks have run since. */
    const ticks = async () => {
      const target = reads + 3;
      const deadline = Date.now() + 5000;
      while (reads < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(reads).toBeGreaterThanOrEqual(target);
    };
    // 729.5 days old at start: within retention then, past it 12 hours later.
    await store.insert(newLead({ receivedAt: new Date(start - 729.5 * DAY) }));
    const log = logLines();
    const worker = startLeadWorker({ store, send: null, settings: leadSettings({}), log, intervalMs: 10, now });
    try {
      await ticks();
      clock = start + 23 * HOUR;
      await ticks();
      expect(await store.list()).toHaveLength(1);
      clock = start + 24 * HOUR;
      await ticks();
      expect(await store.list()).toHaveLength(0);
      expect(log.lines).toContain("leads: deleted 1 leads older than 730 days");
    } finally {
      await worker.stop();
    }
  });

  it("stop() waits for a run in progress and schedules nothing after it", async () => {
    await store.insert(newLead());
    let release: () => void = () => undefined;
    let calls = 0;
    const send = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const worker = startLeadWorker({ store, send, settings: leadSettings({}), log: logLines(), intervalMs: 10 });
    while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await store.list())[0]?.state).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(1);
  });
});
