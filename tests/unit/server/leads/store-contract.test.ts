import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import Database from "better-sqlite3";
import { MIGRATIONS } from "../../../../server/leads/migrations";
import { openPostgresStore } from "../../../../server/leads/postgres-store";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import type { Lead, LeadStore, NewLead } from "../../../../server/leads/types";
import { holdWriteLock } from "../../support/sqlite-lock";
import { newLead as aLead } from "./new-lead";
import { usePostgresDatabase } from "./postgres-database";

/** One new, empty database of a backend; a test may open several stores on it. */
interface TestDatabase {
  open(): Promise<LeadStore>;
  /** The versions recorded in schema_migrations, read past the store. */
  appliedVersions(): Promise<number[]>;
  /** What the store's `description` must say. */
  description: string;
}

const T0 = Date.parse("2025-03-04T05:06:07.089Z");
const MINUTE = 60_000;
const LEASE_MS = 5 * MINUTE;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** T0 plus some minutes: every test's clock is explicit. */
function at(minutes: number): Date {
  return new Date(T0 + minutes * MINUTE);
}

/** Received at T0 unless said otherwise. */
const newLead = (overrides: Partial<NewLead> = {}): NewLead => aLead({ receivedAt: at(0), ...overrides });

const ids = (leads: readonly Lead[]): string[] => leads.map((lead) => lead.id);

/**
 * The contract every LeadStore backend passes. `fresh` gives each test its own empty database;
 * every store a test opens is closed after it, pass or fail.
 */
function describeLeadStoreContract(name: string, fresh: () => Promise<TestDatabase>): void {
  describe(`LeadStore contract: ${name}`, () => {
    const opened: LeadStore[] = [];
    let database: TestDatabase;
    let store: LeadStore;

    const open = async (): Promise<LeadStore> => {
      const opening = await database.open();
      opened.push(opening);
      return opening;
    };
    /** Inserts in order, and returns the stored leads. */
    const insertAll = async (...leads: NewLead[]): Promise<Lead[]> => {
      const stored: Lead[] = [];
      for (const lead of leads) stored.push((await store.insert(lead)).lead);
      return stored;
    };
    const claimed = async (id: string): Promise<Lead> => {
      const [lead] = await store.claimDue(at(24 * 60), LEASE_MS, 1, id);
      if (!lead) throw new Error(`lead ${id} was not due`);
      return lead;
    };

    beforeEach(async () => {
      database = await fresh();
    });

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((opening) => opening.close()));
    });

    it("applies each migration once, even when several processes open a new database at once", async () => {
      const concurrent = await Promise.all([open(), open(), open(), open()]);
      const { lead } = await (await open()).insert(newLead());

      expect(await database.appliedVersions()).toEqual(MIGRATIONS.map((migration) => migration.version));
      for (const other of concurrent) expect(await other.get(lead.id)).toStrictEqual(lead);
    });

    describe("on an open store", () => {
      beforeEach(async () => {
        store = await open();
      });

      it("describes where it keeps the leads, without credentials", () => {
        expect(store.description).toBe(database.description);
      });

      it("stores every field as given: accents, emoji, line breaks, times to the millisecond", async () => {
        const given = newLead({
          receivedAt: new Date(T0 + 1),
          lang: "es",
          name: "José Ñúñez Müller 🚀",
          message: "Hola,\nnecesito una web 👋\r\n\n¿Cuánto costaría?\tGracias — José",
          consentAt: new Date(T0 - 999),
        });
        const { lead, created } = await store.insert(given);

        expect(created).toBe(true);
        expect(lead.id).toMatch(UUID);
        const expected: Lead = {
          ...given,
          id: lead.id,
          state: "pending",
          attempts: 0,
          lastError: null,
          nextAttemptAt: given.receivedAt, // due at once: the endpoint's first attempt
          sentAt: null,
        };
        expect(lead).toStrictEqual(expected);
        expect(await store.get(lead.id)).toStrictEqual(expected);
      });

      it("stores a lead without language or phone, and spam that is never due", async () => {
        const given = newLead({ lang: null, phone: "", phoneExtension: "", state: "spam" });
        const { lead } = await store.insert(given);

        expect(await store.get(lead.id)).toStrictEqual({
          ...given,
          id: lead.id,
          attempts: 0,
          lastError: null,
          nextAttemptAt: null,
          sentAt: null,
        });
      });

      it("stores a repeated submission id once, and returns the first lead for it", async () => {
        const submissionId = randomUUID();
        const first = await store.insert(newLead({ submissionId }));
        const again = await store.insert(newLead({ submissionId, subject: "Sent twice", receivedAt: at(1) }));

        expect(first).toMatchObject({ created: true, lead: { submissionId } });
        expect(again).toStrictEqual({ created: false, lead: first.lead });
        const other = await store.insert(newLead({ submissionId: randomUUID() }));
        const anonymous = await store.insert(newLead());
        const anonymousToo = await store.insert(newLead());
        expect(ids(await store.list()).sort()).toEqual([first.lead.id, other.lead.id, anonymous.lead.id, anonymousToo.lead.id].sort());
      });

      it("two connections inserting one submission id at once store it once", async () => {
        const submissionId = randomUUID();
        const stores = [store, await open(), await open(), await open()];
        const results = await Promise.all(stores.map((each) => each.insert(newLead({ submissionId }))));

        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(new Set(results.map((result) => result.lead.id)).size).toBe(1);
        expect(await store.list()).toHaveLength(1);
      });

      it("gives every lead its own id, and nothing for an unknown one", async () => {
        const [first, second] = await insertAll(newLead(), newLead());
        expect(first?.id).not.toBe(second?.id);
        expect(await store.get(randomUUID())).toBeUndefined();
        expect(await store.get("not a uuid")).toBeUndefined();
      });

      describe("list", () => {
        let oldest: Lead, middle: Lead, newest: Lead, spam: Lead;

        beforeEach(async () => {
          [middle, oldest, spam, newest] = (await insertAll(
            newLead({ receivedAt: at(20) }),
            newLead({ receivedAt: at(10) }),
            newLead({ receivedAt: at(40), state: "spam" }),
            newLead({ receivedAt: at(30) }),
          )) as [Lead, Lead, Lead, Lead];
          await store.recordAttempt((await claimed(newest.id)).id, { ok: true, at: at(31) });
        });

        it("lists newest first, without spam", async () => {
          expect(ids(await store.list())).toEqual([newest.id, middle.id, oldest.id]);
        });

        it("includes spam when asked, by the flag or by the state", async () => {
          expect(ids(await store.list({ includeSpam: true }))).toEqual([spam.id, newest.id, middle.id, oldest.id]);
          expect(ids(await store.list({ state: "spam" }))).toEqual([spam.id]);
        });

        it("filters by state", async () => {
          expect(ids(await store.list({ state: "sent" }))).toEqual([newest.id]);
          expect(ids(await store.list({ state: "pending" }))).toEqual([middle.id, oldest.id]);
          expect(await store.list({ state: "failed" })).toEqual([]);
        });

        it("filters by the time received, `since` included", async () => {
          expect(ids(await store.list({ since: at(20) }))).toEqual([newest.id, middle.id]);
          expect(ids(await store.list({ since: at(20), state: "pending" }))).toEqual([middle.id]);
          expect(ids(await store.list({ since: at(20), includeSpam: true }))).toEqual([spam.id, newest.id, middle.id]);
        });
      });

      describe("claimDue", () => {
        const now = at(60);

        it("claims the due pending leads, oldest first: one more attempt each, leased until now + lease", async () => {
          const [late, oldest, notYet, , middle] = await insertAll(
            newLead({ receivedAt: at(30) }),
            newLead({ receivedAt: at(10) }),
            newLead({ receivedAt: at(61) }),
            newLead({ receivedAt: at(5), state: "spam" }),
            newLead({ receivedAt: at(20) }),
          );

          const claim = await store.claimDue(now, LEASE_MS, 10);

          expect(ids(claim)).toEqual([oldest?.id, middle?.id, late?.id]);
          for (const lead of claim) {
            expect(lead).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) });
            expect(await store.get(lead.id)).toStrictEqual(lead);
          }
          expect(await store.get(notYet?.id ?? "")).toMatchObject({ attempts: 0, nextAttemptAt: at(61) });
        });

        it("claims nothing that is leased, until the lease is over", async () => {
          const [lead] = await insertAll(newLead());
          await store.claimDue(now, LEASE_MS, 10);

          expect(await store.claimDue(now, LEASE_MS, 10)).toEqual([]);
          expect(await store.claimDue(new Date(now.getTime() + LEASE_MS - 1), LEASE_MS, 10)).toEqual([]);
          const [again] = await store.claimDue(new Date(now.getTime() + LEASE_MS), LEASE_MS, 10);
          expect(again).toMatchObject({ id: lead?.id, attempts: 2 });
        });

        it("claims at most `limit`, the oldest", async () => {
          const [newer, older, oldest] = await insertAll(
            newLead({ receivedAt: at(3) }),
            newLead({ receivedAt: at(2) }),
            newLead({ receivedAt: at(1) }),
          );
          expect(ids(await store.claimDue(now, LEASE_MS, 2))).toEqual([oldest?.id, older?.id]);
          expect(ids(await store.claimDue(now, LEASE_MS, 2))).toEqual([newer?.id]);
        });

        it("with an id, claims only that lead, and only when it is due", async () => {
          const [first, second, spam] = await insertAll(
            newLead({ receivedAt: at(1) }),
            newLead({ receivedAt: at(2) }),
            newLead({ receivedAt: at(3), state: "spam" }),
          );
          expect(ids(await store.claimDue(now, LEASE_MS, 10, second?.id))).toEqual([second?.id]);
          expect(await store.claimDue(now, LEASE_MS, 10, second?.id)).toEqual([]);
          expect(await store.claimDue(now, LEASE_MS, 10, spam?.id)).toEqual([]);
          expect(await store.claimDue(now, LEASE_MS, 10, randomUUID())).toEqual([]);
          expect(await store.claimDue(at(0), LEASE_MS, 10, first?.id)).toEqual([]);
        });

        it("never claims spam, sent or failed leads", async () => {
          const [sent, failed, pending] = await insertAll(newLead(), newLead(), newLead(), newLead({ state: "spam" }));
          await store.recordAttempt((await claimed(sent?.id ?? "")).id, { ok: true, at: at(1) });
          await store.recordAttempt((await claimed(failed?.id ?? "")).id, { ok: false, at: at(1), error: "SMTP 550", retryAt: null });

          expect(ids(await store.claimDue(at(365 * 24 * 60), LEASE_MS, 10))).toEqual([pending?.id]);
        });

        it("never hands the same lead to two concurrent claimers", async () => {
          const leads = await insertAll(...Array.from({ length: 80 }, (_, i) => newLead({ receivedAt: new Date(T0 + i) })));
          const claimers = await Promise.all([store, await open(), await open(), await open()].map(claimUntilNoneDue));

          const all = claimers.flat();
          expect(new Set(all).size).toBe(all.length);
          expect(all.sort()).toEqual(ids(leads).sort());
        });

        /** Claims in small batches until nothing is due; returns the ids claimed. */
        async function claimUntilNoneDue(claimer: LeadStore): Promise<string[]> {
          const claimedIds: string[] = [];
          for (let batch = await claimer.claimDue(now, LEASE_MS, 3); batch.length; batch = await claimer.claimDue(now, LEASE_MS, 3)) {
            claimedIds.push(...ids(batch));
          }
          return claimedIds;
        }
      });

      describe("recordAttempt", () => {
        let lead: Lead;

        beforeEach(async () => {
          lead = await claimed((await store.insert(newLead())).lead.id);
        });

        it("a success: sent, at that time, never due again", async () => {
          await store.recordAttempt(lead.id, { ok: true, at: at(2) });
          expect(await store.get(lead.id)).toMatchObject({
            state: "sent",
            sentAt: at(2),
            nextAttemptAt: null,
            lastError: null,
            attempts: 1,
          });
        });

        it("a failure with a retry: still pending, due at the retry time, with the error", async () => {
          await store.recordAttempt(lead.id, { ok: false, at: at(2), error: "SMTP 451", retryAt: at(12) });

          expect(await store.get(lead.id)).toMatchObject({ state: "pending", nextAttemptAt: at(12), lastError: "SMTP 451", sentAt: null });
          expect(await store.claimDue(new Date(at(12).getTime() - 1), LEASE_MS, 10)).toEqual([]);
          expect(await store.claimDue(at(12), LEASE_MS, 10)).toMatchObject([{ id: lead.id, attempts: 2 }]);
        });

        it("a success after failures keeps the last error, so the history stays visible", async () => {
          await store.recordAttempt(lead.id, { ok: false, at: at(2), error: "Error ETIMEDOUT", retryAt: at(3) });
          await store.claimDue(at(3), LEASE_MS, 10);
          await store.recordAttempt(lead.id, { ok: true, at: at(4) });

          expect(await store.get(lead.id)).toMatchObject({ state: "sent", attempts: 2, lastError: "Error ETIMEDOUT", sentAt: at(4) });
        });

        it("a failure with no retry left: failed, never due again", async () => {
          await store.recordAttempt(lead.id, { ok: false, at: at(2), error: "Error EAUTH", retryAt: null });
          expect(await store.get(lead.id)).toMatchObject({ state: "failed", nextAttemptAt: null, lastError: "Error EAUTH", sentAt: null });
        });

        it("a late result for a lead already settled changes nothing", async () => {
          await store.recordAttempt(lead.id, { ok: true, at: at(2) });
          const sent = await store.get(lead.id);

          await store.recordAttempt(lead.id, { ok: false, at: at(3), error: "SMTP 421", retryAt: at(13) });
          expect(await store.get(lead.id)).toStrictEqual(sent);
        });
      });

      it("erases every lead of an e-mail address, whatever its case, and says how many", async () => {
        const [, , other] = await insertAll(
          newLead({ email: "Ana.Garcia@Example.com" }),
          newLead({ email: "ana.garcia@example.COM", state: "spam" }),
          newLead({ email: "ana@example.com" }),
        );
        expect(await store.eraseByEmail("ANA.GARCIA@example.com")).toBe(2);
        expect(ids(await store.list({ includeSpam: true }))).toEqual([other?.id]);
        expect(await store.eraseByEmail("ana.garcia@example.com")).toBe(0);
      });

      it("purges the leads received before a cutoff, and says how many", async () => {
        const [, , atCutoff, after] = await insertAll(
          newLead({ receivedAt: at(1) }),
          newLead({ receivedAt: at(2), state: "spam" }),
          newLead({ receivedAt: at(3) }),
          newLead({ receivedAt: at(4) }),
        );
        expect(await store.purgeReceivedBefore(at(3))).toBe(2);
        expect(ids(await store.list({ includeSpam: true }))).toEqual([after?.id, atCutoff?.id]);
      });
    });
  });
}

describe("SQLite", () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "brisa-leads-"));
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  const newFile = (): string => path.join(root, randomUUID(), "leads.db");

  describeLeadStoreContract("sqlite", async () => {
    const file = newFile();
    return {
      open: () => openSqliteStore(file),
      appliedVersions: async () => sqliteQuery<number>(file, "SELECT version FROM schema_migrations ORDER BY version", "version"),
      description: `sqlite ${file}`,
    };
  });

  describe("SQLite only", () => {
    const opened: LeadStore[] = [];
    /** A store on `file`, closed after the test, pass or fail (closing twice is harmless). */
    const open = async (file: string, options?: Parameters<typeof openSqliteStore>[1]): Promise<LeadStore> => {
      const store = await openSqliteStore(file, options);
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });
    /** A file holding one lead, closed again; returns that lead. */
    const fileWithOneLead = async (file: string): Promise<Lead> => {
      const store = await open(file);
      const { lead } = await store.insert(newLead());
      await store.close();
      return lead;
    };

    it("keeps the personal data owner-only: directory 0700, database and WAL 0600", async () => {
      const file = newFile();
      await (await open(file)).insert(newLead());
      expect(await mode(path.dirname(file))).toBe(0o700);
      expect(await mode(file)).toBe(0o600);
      expect(await mode(`${file}-wal`)).toBe(0o600);
    });

    it("resolves a relative path, and describes the absolute one", async () => {
      const relative = path.relative(process.cwd(), newFile());
      expect((await open(relative)).description).toBe(`sqlite ${path.resolve(relative)}`);
    });

    it("a full disk: the insert is refused and leaves nothing behind, the database stays intact", async () => {
      const file = newFile();
      const kept = await fileWithOneLead(file);
      const [pages] = sqliteQuery<number>(file, "PRAGMA page_count", "page_count");
      const full = await open(file, { maxPageCount: pages });
      await expect(full.insert(newLead({ message: "x".repeat(200_000) }))).rejects.toMatchObject({ code: "SQLITE_FULL" });
      await full.close();

      expect(await (await open(file)).list({ includeSpam: true })).toStrictEqual([kept]);
      expect(sqliteQuery<string>(file, "PRAGMA integrity_check", "integrity_check")).toEqual(["ok"]);
    });

    it("waits for another process's write lock off the event loop, then commits where every connection sees it", async () => {
      const file = newFile();
      const store = await open(file);
      const lock = holdWriteLock(file, 1500);
      await lock.locked;
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      const started = Date.now();
      const { lead } = await store.insert(newLead());
      const waited = Date.now() - started;
      // A busy wait would block the loop for the whole lock (about 1.5 s); timers late by a
      // few hundred ms are other test files sharing the two cores, not the store.
      lag.disable();
      expect(lag.max / 1e6).toBeLessThan(500);
      await lock.released;
      expect(waited).toBeGreaterThan(1000);
      expect(sqliteQuery<string>(file, "SELECT id FROM leads", "id")).toEqual([lead.id]);
    });

    it("opens when its thread is slow to start: loading the code does not count against the store's bound", async () => {
      // A loaded machine's start-up, for real, in a process of its own: its thread inherits its
      // execArgv, whose preload holds the thread 1.5 s before its code loads, past the bound of
      // waitMs 0 (1 s).
      const slowStart = path.join(root, "slow-start.cjs");
      await fs.writeFile(
        slowStart,
        "if (!require('node:worker_threads').isMainThread) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);\n",
      );
      const opener = `
        const { openSqliteStore } = require(${JSON.stringify(path.join(REPOSITORY, "server/leads/sqlite-store.ts"))});
        const started = Date.now();
        openSqliteStore(process.argv[1], { waitMs: 0 }).then(async (store) => {
          const leads = await store.list();
          await store.close();
          console.log(JSON.stringify({ leads: leads.length, ms: Date.now() - started }));
        }, (error) => console.log(JSON.stringify({ error: error.message })));`;
      const child = spawn(process.execPath, ["--require", slowStart, "--require", "tsx/cjs", "-e", opener, newFile()], { cwd: REPOSITORY });
      let out = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
      await new Promise((resolve) => child.once("exit", resolve));
      const result = JSON.parse(out) as { leads?: number; ms?: number; error?: string };
      expect(result).toMatchObject({ leads: 0 });
      expect(result.ms).toBeGreaterThanOrEqual(1500);
    });

    it("gives up after its bound with StoreUnavailableError, and the next write after the lock commits and is seen by others", async () => {
      const file = newFile();
      const store = await open(file, { waitMs: 300 });
      const lock = holdWriteLock(file, 3000);
      await lock.locked;
      const started = Date.now();
      await expect(store.insert(newLead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
      // Given up after its 300 ms, long before the lock's 3 s (with room for a loaded machine).
      expect(Date.now() - started).toBeLessThan(2000);
      await lock.released;

      const after = [];
      for (let i = 0; i < 3; i += 1) after.push((await store.insert(newLead({ receivedAt: at(i) }))).lead.id);
      // Read by another connection at once, without closing the store: nothing is held open.
      expect(sqliteQuery<string>(file, "SELECT id FROM leads ORDER BY received_at", "id")).toEqual(after);
      expect((await (await open(file, { waitMs: 300 })).insert(newLead())).created).toBe(true);
    });

    it.each([
      ["the database deleted", (file: string) => fs.rm(file), /leads\.db was deleted or moved/],
      ["the WAL deleted", (file: string) => fs.rm(`${file}-wal`), /leads\.db-wal was deleted or moved/],
      [
        "a backup moved over the database",
        async (file: string) => {
          await fs.copyFile(file, `${file}.backup`);
          await fs.rename(`${file}.backup`, file);
        },
        /leads\.db was replaced/,
      ],
    ])("%s under the open store: writes refused until a restart, and health() says why", async (_what, act, reason) => {
      const file = newFile();
      const store = await open(file);
      await store.insert(newLead());
      await act(file);
      await expect(store.insert(newLead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE", message: expect.stringMatching(reason) });
      expect(store.health()).toEqual({ ok: false, reason: expect.stringMatching(reason) });
    });

    it("after a write error, refuses writes until the database is rewritten into a new file, then writes again", async () => {
      const file = newFile();
      const first = await fileWithOneLead(file);
      const [pages] = sqliteQuery<number>(file, "PRAGMA page_count", "page_count");
      const { ino } = await fs.stat(file);
      const store = await open(file, { maxPageCount: (pages ?? 0) + 4 });
      await expect(store.insert(newLead({ message: "x".repeat(200_000) }))).rejects.toMatchObject({ code: "SQLITE_FULL" });
      expect(store.health()).toEqual({ ok: false, reason: expect.stringContaining("SQLITE_FULL") });
      // Another process's write lock keeps the rewrite from starting: still refused.
      const lock = holdWriteLock(file, 1000);
      await lock.locked;
      await expect(store.insert(newLead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
      await lock.released;
      // The store tries again once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const { lead: next, created } = await store.insert(newLead({ receivedAt: at(1) }));
      expect(created).toBe(true);
      expect(store.health()).toEqual({ ok: true });
      expect((await fs.stat(file)).ino).not.toBe(ino);
      expect(ids(await store.list())).toEqual([next.id, first.id]);
      expect(sqliteQuery<string>(file, "PRAGMA integrity_check", "integrity_check")).toEqual(["ok"]);
    });

    it("keeps its WAL small under a stream of leads", async () => {
      const file = newFile();
      const store = await open(file);
      for (let i = 0; i < 150; i += 1) await store.insert(newLead({ message: `${i} ${"x".repeat(3000)}` }));
      expect((await fs.stat(`${file}-wal`)).size).toBeLessThanOrEqual(512 * 1024);
    });

    it("refuses writes while the disk has less room than its margin", async () => {
      const store = await open(newFile(), { minFreeBytes: Number.MAX_SAFE_INTEGER });
      await expect(store.insert(newLead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE", message: expect.stringContaining("free") });
      expect(store.health().ok).toBe(false);
    });

    it("opens and reads while another process holds the write lock", async () => {
      const file = newFile();
      await fileWithOneLead(file);
      const lock = holdWriteLock(file, 3000);
      await lock.locked;
      expect(await (await open(file, { waitMs: 300 })).list()).toHaveLength(1);
      await lock.released;
    });

    it("two processes claiming from the same file never claim the same lead", async () => {
      const file = newFile();
      const store = await open(file);
      const leads: Lead[] = [];
      for (let i = 0; i < 60; i += 1) leads.push((await store.insert(newLead({ receivedAt: at(i) }))).lead);
      await store.close();

      const claims = await claimInProcesses(file, at(24 * 60), 2);

      const all = claims.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort()).toEqual(ids(leads).sort());
    }, 30_000);
  });
});

describe("PostgreSQL", () => {
  const postgres = usePostgresDatabase("leads_contract");

  describeLeadStoreContract("postgres", async () => {
    await postgres.empty();
    const url = postgres.url();
    return {
      open: () => openPostgresStore(url.href),
      appliedVersions: async () => {
        const { rows } = await postgres.admin().query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
        return rows.map((row) => row.version);
      },
      description: `postgres 127.0.0.1:${url.port}/leads_contract`,
    };
  });
});

function sqliteQuery<T>(file: string, sql: string, column: string): T[] {
  const db = new Database(file);
  try {
    return (db.prepare(sql).all() as Record<string, T>[]).map((row) => row[column] as T);
  } finally {
    db.close();
  }
}

async function mode(file: string): Promise<number> {
  return (await fs.stat(file)).mode & 0o777;
}

const REPOSITORY = path.resolve(__dirname, "../../../..");

/**
 * Runs `count` claim-worker processes on `file`, starts them all at once (each has opened the
 * store and said "ready"), and returns what each claimed. A worker that fails takes the others
 * down with it, so that none is left waiting for its start.
 */
async function claimInProcesses(file: string, now: Date, count: number): Promise<string[][]> {
  const workers = Array.from({ length: count }, () => {
    const args = ["--import", "tsx", path.join(__dirname, "claim-worker.ts"), file, String(now.getTime())];
    const child = spawn(process.execPath, args, { cwd: REPOSITORY, stdio: ["pipe", "pipe", "inherit"] });
    let output = "";
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk).startsWith("ready\n") && resolve());
      child.once("exit", () => reject(new Error("claim worker exited before it was ready")));
    });
    const claimed = new Promise<string>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`claim worker exited with ${code}`))));
    });
    return { child, ready, claimed };
  });
  try {
    await Promise.all(workers.map((worker) => worker.ready));
    for (const { child } of workers) child.stdin.end("go\n");
    return (await Promise.all(workers.map((worker) => worker.claimed))).map(
      (output) => JSON.parse(output.replace("ready\n", "")) as string[],
    );
  } catch (error) {
    for (const { child } of workers) child.kill();
    await Promise.allSettled(workers.map((worker) => worker.claimed));
    throw error;
  }
}
