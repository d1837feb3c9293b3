/**
 * The fault suite: is a lead answered 201 always stored, whatever fails around it?
 *
 * It runs the production server (server/production/main.ts) as a child process on a real SQLite file and
 * on a real PostgreSQL server, with a real SMTP server taking the e-mails, and a ledger client that
 * sends a stream of leads and records every answer. Each scenario breaks something for real while
 * the stream runs: another process holding the write lock, a full disk, SIGKILL, SIGTERM, the
 * leads CLI writing beside the server, PostgreSQL frozen with SIGSTOP or restarted. Every lead
 * answered 201 is looked up from this process (another connection than the server's) the moment
 * its answer arrives, and all of them again at the end; a visitor's retry of the same message (the
 * same submission id) follows every answer that was not a 201. One line per scenario:
 *
 *   answered 201   leads the server acknowledged
 *   found          of those, in the database at the end
 *   lost           acknowledged but not in the database (must be 0)
 *   duplicated     in the database more than once (must be 0)
 *   unseen         acknowledged but not visible to another connection when the answer arrived (must be 0)
 *
 *   node --import tsx tests/faults/run.ts [name filter ...]     e.g. sqlite:lock  postgres
 *
 * FAULTS_ROOT runs the server and CLI of another checkout (to show what an older store does).
 * The full-disk scenario mounts a small tmpfs when run as root and mount works; otherwise (or with
 * FAULTS_FULL_DISK=prlimit) it lowers the server's file-size limit (prlimit --fsize), which fails
 * its writes the same way.
 */
import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { Client, Pool, type QueryResultRow } from "pg";
import { freePort } from "../unit/support/free-port";
import { startPostgres, type PostgresServer } from "../unit/support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../unit/support/smtp";
import { holdWriteLock } from "../unit/support/sqlite-lock";
import { startServerProcess, type ServerProcess } from "../unit/server/production/server-process";

const exec = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ROOT = path.resolve(process.env.FAULTS_ROOT?.trim() || path.join(__dirname, "../.."));
const OWN_ROOT = path.resolve(__dirname, "../..");
const TSX_LOADER = pathToFileURL(require.resolve("tsx", { paths: [OWN_ROOT] })).href;

/** The store's bounds the scenarios are measured against (defaults of LEADS_DB_WAIT_MS and POSTGRES_TIMEOUTS). */
const SQLITE_WAIT_MS = 5000;
const POSTGRES_BOUND_MS = 7000;
/** What "pages keep answering at their usual speed" means while the database is locked. */
const PAGE_BOUND_MS = 200;

// ---------- the site the server serves: a few files in the shape the build writes ----------

function writeSite(dir: string): string {
  const publicDir = path.join(dir, "public");
  fs.mkdirSync(path.join(publicDir, "en"), { recursive: true });
  const html = (title: string) => `<!DOCTYPE html><html lang="en"><title>${title}</title><p>${title}</p></html>`;
  fs.writeFileSync(path.join(publicDir, "en", "index.html"), html("Home"));
  fs.writeFileSync(path.join(publicDir, "404.html"), html("Page Not Found"));
  fs.writeFileSync(path.join(publicDir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
  fs.writeFileSync(path.join(publicDir, "_redirects"), "/ /en/ 301\n");
  return publicDir;
}

function get(url: string, timeoutMs: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

// ---------- the ledger: a stream of leads and every answer ----------

interface Submission {
  email: string;
  submissionId: string;
  answers: Array<{ status: number | "error"; ms: number; at: number }>;
  acknowledged: boolean;
  /** Whether another connection saw the lead when its 201 arrived (undefined before a 201). */
  seenAtOnce?: boolean;
  /** Destroyed by the scenario itself (see Ledger.forgetAcknowledgedBefore): not counted. */
  forgotten?: boolean;
}

class Ledger {
  readonly submissions: Submission[] = [];
  private inFlight = new Set<Promise<void>>();

  constructor(
    readonly tag: string,
    private readonly base: string,
    private readonly visible: (email: string) => Promise<number>,
  ) {}

  private body(submission: Submission): string {
    return JSON.stringify({
      name: "Ledger Client",
      email: submission.email,
      phone: "",
      phoneExtension: "+34",
      subject: `Fault suite ${this.tag}`,
      description: `Lead ${submission.email} of the fault suite.`,
      consent: true,
      website: "",
      lang: "en",
      submissionId: submission.submissionId,
    });
  }

  /** One POST of a submission, recorded; a 201 is looked up at once from another connection. */
  private async post(submission: Submission): Promise<void> {
    const started = performance.now();
    const status = await new Promise<number | "error">((resolve) => {
      const body = this.body(submission);
      const request = http.request(
        `${this.base}/api/brisa/contact`,
        {
          method: "POST",
          agent: false,
          timeout: 30_000,
          headers: { "Content-Type": "application/json", Accept: "application/json", "Content-Length": Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", () => resolve("error"));
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", () => resolve("error"));
      request.end(body);
    });
    submission.answers.push({ status, ms: performance.now() - started, at: Date.now() });
    if (status === 201 && !submission.acknowledged) {
      submission.acknowledged = true;
      // A database another connection cannot read at all does not show the lead either.
      submission.seenAtOnce = (await this.visible(submission.email).catch(() => 0)) >= 1;
    }
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return work;
  }

  /** Sends a new lead every `everyMs` (at most `parallel` waiting at once) for `durationMs`. */
  async stream(durationMs: number, everyMs = 40, parallel = 8): Promise<void> {
    const end = Date.now() + durationMs;
    while (Date.now() < end) {
      if (this.inFlight.size < parallel) {
        const submission: Submission = {
          email: `lead-${this.tag}-${this.submissions.length}@ledger.test`,
          submissionId: randomUUID(),
          answers: [],
          acknowledged: false,
        };
        this.submissions.push(submission);
        void this.track(this.post(submission));
      }
      await sleep(everyMs);
    }
    await this.settle();
  }

  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** What a visitor does after an error page or a timeout: sends the same message again, until it is taken. */
  async retryUntilAcknowledged(rounds = 5): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      const open = this.submissions.filter((submission) => !submission.acknowledged);
      if (open.length === 0) return;
      for (const submission of open) await this.track(this.post(submission));
      await sleep(500);
    }
  }

  /** Answers of this status so far. */
  count(status: number): number {
    return this.submissions.reduce((n, s) => n + s.answers.filter((a) => a.status === status).length, 0);
  }

  /**
   * Leaves out of the count the leads acknowledged by a request that started before `at`: the
   * scenario destroyed them itself (an operator's rm). Returns how many.
   */
  forgetAcknowledgedBefore(at: number): number {
    const before = this.submissions.filter((s) => s.acknowledged && s.answers.some((a) => a.status === 201 && a.at - a.ms < at));
    for (const submission of before) submission.forgotten = true;
    return before.length;
  }

  /** Answers other than 201, by status, for the report. */
  others(): string {
    const counts = new Map<string, number>();
    for (const submission of this.submissions)
      for (const answer of submission.answers)
        if (answer.status !== 201) counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${status}×${count}`).join(" ") || "none";
  }
}

// ---------- the backends, and reading leads from another connection ----------

interface Backend {
  name: "sqlite" | "postgres";
  env: NodeJS.ProcessEnv;
  /** Leads with this e-mail, read on a connection of this process. */
  count: (email: string) => Promise<number>;
  /** Leads with each e-mail of a scenario. */
  counts(tag: string): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/**
 * Reads run in a thread of this process's own: a read takes a slot in SQLite's shared memory,
 * which a frozen file system holds until it thaws, and the main thread must go on probing pages.
 */
const SQLITE_READER = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const Database = require("better-sqlite3");
parentPort.on("message", ({ id, sql, value }) => {
  try {
    // A scenario may have deleted the file: then it holds no lead.
    if (!fs.existsSync(workerData.file)) return parentPort.postMessage({ id, rows: [] });
    const db = new Database(workerData.file, { readonly: true, fileMustExist: true, timeout: 2000 });
    try {
      parentPort.postMessage({ id, rows: db.prepare(sql).all(value) });
    } finally {
      db.close();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error.message });
  }
});`;

function sqliteBackend(file: string): Backend {
  const reader = new Worker(SQLITE_READER, { eval: true, workerData: { file } });
  const waiting = new Map<number, (answer: { rows?: Array<{ email: string; n: number }>; error?: string }) => void>();
  reader.on("message", (answer: { id: number; rows?: Array<{ email: string; n: number }>; error?: string }) =>
    waiting.get(answer.id)?.(answer),
  );
  let next = 0;
  const query = (sql: string, value: string) =>
    new Promise<Array<{ email: string; n: number }>>((resolve, reject) => {
      const id = next++;
      waiting.set(id, ({ rows, error }) => {
        waiting.delete(id);
        if (rows) resolve(rows);
        else reject(new Error(error));
      });
      reader.postMessage({ id, sql, value });
    });
  return {
    name: "sqlite",
    env: { LEADS_DB: file },
    count: async (email) => (await query("SELECT email, count(*) AS n FROM leads WHERE email = ? GROUP BY email", email))[0]?.n ?? 0,
    counts: async (tag) =>
      new Map(
        (await query("SELECT email, count(*) AS n FROM leads WHERE email LIKE ? GROUP BY email", `lead-${tag}-%`)).map((row) => [
          row.email,
          row.n,
        ]),
      ),
    close: async () => void (await reader.terminate()),
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  // A pool: lookups run side by side, and a connection a restart cut is replaced.
  const pool = new Pool({ connectionString: url, max: 4, query_timeout: 30_000 });
  pool.on("error", () => undefined);
  /** Retried for as long as the server takes to come back (a restart, a thaw). */
  const query = async <R extends QueryResultRow>(sql: string, values: unknown[]): Promise<R[]> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        return (await pool.query<R>(sql, values)).rows;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  };
  return {
    name: "postgres",
    env: { DATABASE_URL: url },
    count: async (email) => Number((await query<{ n: string }>("SELECT count(*) AS n FROM leads WHERE email = $1", [email]))[0]?.n),
    counts: async (tag) => {
      const rows = await query<{ email: string; n: string }>("SELECT email, count(*) AS n FROM leads WHERE email LIKE $1 GROUP BY email", [
        `lead-${tag}-%`,
      ]);
      return new Map(rows.map((row) => [row.email, Number(row.n)]));
    },
    close: () => pool.end(),
  };
}

// ---------- scenarios ----------

interface Context {
  backend: Backend;
  ledger: Ledger;
  /** The running server; replaced by restart(). */
  server: () => ServerProcess;
  restart: () => Promise<void>;
  base: string;
  notes: string[];
  /** Runs the leads CLI (the checkout's) with the scenario's store; resolves with its exit code and output. */
  cli: (...args: string[]) => Promise<{ code: number; output: string }>;
  postgres?: PostgresServer;
  /** The file system under the SQLite file, for the scenarios that break a disk of their own. */
  disk?: LoopDisk;
}

interface Scenario {
  name: string;
  backends: Array<Backend["name"]>;
  /** Where the SQLite file lives: a small tmpfs (the full disk), a loop device of its own (writeback errors, a freeze), else a temporary folder. */
  disk?: "tmpfs" | "loop";
  /**
   * Run after the lanes, with nothing beside it: a scenario that times the server's answers in
   * milliseconds. Beside the other lanes (five servers, their streams, restarts compiling the
   * server) a 2-core machine delayed a page by up to 139 ms, which alone it serves in 10.
   */
  alone?: boolean;
  run: (context: Context) => Promise<void>;
}

/** Another process holding PostgreSQL's lock on the leads table for `holdMs`: inserts and updates wait, reads do not. */
function holdPostgresLock(url: string, holdMs: number): Holder {
  return holder(
    "the PostgreSQL lock holder",
    `
const { Client } = require("pg");
const [url, holdMs] = process.argv.slice(1);
(async () => {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query("LOCK TABLE leads IN EXCLUSIVE MODE");
  process.stdout.write("locked\\n");
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  await client.query("COMMIT");
  await client.end();
})().catch((error) => { console.error(error); process.exit(1); });`,
    [url, String(holdMs)],
  );
}

type Holder = { locked: Promise<void>; released: Promise<void> };

/** A child process running `script`: `locked` once it prints "locked", `released` when it exits 0. */
function holder(what: string, script: string, args: string[]): Holder {
  const child = spawn(process.execPath, ["-e", script, ...args], { cwd: OWN_ROOT, stdio: ["ignore", "pipe", "inherit"] });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.once("exit", () => reject(new Error(`${what} exited before it held its lock`)));
  });
  const released = new Promise<void>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited ${code}`)))),
  );
  locked.catch(() => undefined);
  return { locked, released };
}

/** Posts answered while `from`..`to`: their slowest answer. */
function slowestBetween(ledger: Ledger, from: number, to: number): number {
  return Math.max(0, ...ledger.submissions.flatMap((s) => s.answers.filter((a) => a.at >= from && a.at - a.ms <= to).map((a) => a.ms)));
}

function lockScenario(name: string, holdMs: number): Scenario {
  return {
    name,
    backends: ["sqlite", "postgres"],
    async run(context) {
      const { ledger } = context;
      const streaming = ledger.stream(holdMs + 4000);
      await sleep(1000);
      const { env } = context.backend;
      const lock = env.LEADS_DB ? holdWriteLock(env.LEADS_DB, holdMs) : holdPostgresLock(String(env.DATABASE_URL), holdMs);
      await lock.locked;
      const lockedAt = Date.now();
      const pages = await probe(`${context.base}/en/`, lock.released);
      assert.ok(
        [...pages.statuses.keys()].every((status) => status === 200),
        "a page did not answer 200 while the database was busy",
      );
      const releasedAt = Date.now();
      await streaming;
      const bound = context.backend.name === "sqlite" ? SQLITE_WAIT_MS : POSTGRES_BOUND_MS;
      const slowestPost = slowestBetween(ledger, lockedAt, releasedAt);
      context.notes.push(`lock ${holdMs / 1000} s; pages ≤ ${Math.round(pages.slowest)} ms; POSTs ≤ ${(slowestPost / 1000).toFixed(1)} s`);
      assert.ok(pages.slowest < PAGE_BOUND_MS, `a page took ${Math.round(pages.slowest)} ms while the database was locked`);
      assert.ok(slowestPost < bound + 1500, `a POST took ${Math.round(slowestPost)} ms, past the store's bound of ${bound} ms`);
      if (holdMs < bound - 1000) {
        const during = ledger.submissions.filter((s) =>
          s.answers.some((a) => a.at >= lockedAt && a.at <= releasedAt + 500 && a.status !== 201),
        );
        assert.equal(during.length, 0, "a lock shorter than the bound must delay POSTs, not refuse them");
      }
    },
  };
}

const SCENARIOS: Scenario[] = [
  // The longest first, so that the lanes end together.
  {
    name: "file system frozen for 20 s (fsfreeze)",
    backends: ["sqlite"],
    disk: "loop",
    alone: true,
    async run(context) {
      const { ledger, base } = context;
      const disk = needDisk(context);
      const streaming = ledger.stream(25_000, 100, 8);
      await sleep(1500);
      await disk.freeze();
      const frozenAt = Date.now();
      const thawed = sleep(20_000).then(() => disk.thaw());
      const [pages, health] = await Promise.all([probe(`${base}/en/`, thawed), probe(`${base}/healthz`, thawed)]);
      const thawedAt = Date.now();
      await streaming;
      const during = ledger.submissions.flatMap((s) => s.answers.filter((a) => a.at - a.ms >= frozenAt && a.at <= thawedAt));
      const slowestPost = Math.max(0, ...during.map((a) => a.ms));
      context.notes.push(
        `pages ≤ ${Math.round(pages.slowest)} ms, /healthz ≤ ${Math.round(health.slowest)} ms (503 × ${health.statuses.get(503) ?? 0}); POSTs ≤ ${(slowestPost / 1000).toFixed(1)} s`,
      );
      assert.ok(pages.slowest < FROZEN_BOUND_MS, `a page took ${Math.round(pages.slowest)} ms while the disk was frozen`);
      assert.ok(health.slowest < FROZEN_BOUND_MS, `/healthz took ${Math.round(health.slowest)} ms while the disk was frozen`);
      assert.ok((health.statuses.get(503) ?? 0) > 0, "/healthz never reported the stalled store");
      assert.ok(slowestPost < SQLITE_WAIT_MS + 1500, `a POST took ${Math.round(slowestPost)} ms while the disk was frozen`);
      assert.ok(during.length > 0 && during.every((a) => a.status === 503), "POSTs during the freeze must be refused with 503");
    },
  },
  lockScenario("lock shorter than the bound", 2000),
  lockScenario("lock longer than the bound", 7000),
  {
    name: "disk full, then space again",
    backends: ["sqlite"],
    disk: "tmpfs",
    async run(context) {
      const { ledger } = context;
      const streaming = ledger.stream(6000);
      await sleep(1000);
      const fault = await fillDisk(context);
      context.notes.push(fault.how);
      await sleep(2500);
      await fault.release();
      await streaming;
    },
  },
  {
    name: "SIGKILL at random moments",
    backends: ["sqlite", "postgres"],
    async run(context) {
      const { ledger } = context;
      const streaming = ledger.stream(7000);
      for (let kill = 0; kill < 3; kill += 1) {
        await sleep(800 + Math.random() * 1000);
        context.server().child.kill("SIGKILL");
        await context.server().exited;
        // Read while the server is dead: every 201 so far is there.
        const missing = await missingAcknowledged(context);
        assert.equal(missing.length, 0, `after a SIGKILL, acknowledged leads are missing: ${missing.join(", ")}`);
        await context.restart();
      }
      await streaming;
      context.notes.push("3 kills");
    },
  },
  {
    name: "SIGTERM with requests in flight",
    backends: ["sqlite", "postgres"],
    async run(context) {
      const { ledger } = context;
      const streaming = ledger.stream(5000, 20, 12);
      await sleep(1500);
      context.server().child.kill("SIGTERM");
      const { code } = await context.server().exited;
      assert.equal(code, 0, `the server exited ${code} after SIGTERM:\n${context.server().output().slice(-2000)}`);
      const missing = await missingAcknowledged(context);
      assert.equal(missing.length, 0, `after a SIGTERM, acknowledged leads are missing: ${missing.join(", ")}`);
      await context.restart();
      await streaming;
      context.notes.push("graceful exit 0");
    },
  },
  {
    name: "leads deliver, erase, purge, list beside the stream",
    backends: ["sqlite", "postgres"],
    async run(context) {
      const { ledger } = context;
      let streaming = true;
      const streamed = ledger.stream(6000).finally(() => (streaming = false));
      const runs: Array<{ command: string; code: number; output: string }> = [];
      const loop = async (...args: string[]) => {
        while (streaming) {
          const { code, output } = await context.cli(...args);
          runs.push({ command: args[0] ?? "", code, output });
        }
      };
      await Promise.all([
        streamed,
        loop("deliver"),
        loop("erase", "--email", "someone-else@ledger.test"),
        loop("purge", "--older-than", "1"),
        loop("list", "--since", "2000-01-01"),
      ]);
      const failed = runs.filter((run) => run.code !== 0);
      assert.equal(
        failed.length,
        0,
        `CLI runs failed: ${failed.map((run) => `${run.command} ${run.code}: ${run.output.slice(-300)}`).join("\n")}`,
      );
      context.notes.push(`${runs.length} CLI runs, all exit 0`);
    },
  },
  {
    name: "PostgreSQL frozen (SIGSTOP), then thawed",
    backends: ["postgres"],
    async run(context) {
      const { ledger, postgres } = context;
      if (!postgres) throw new Error("no PostgreSQL server");
      const streaming = ledger.stream(14_000, 100, 8);
      await sleep(1500);
      const thaw = await postgres.freeze();
      const frozenAt = Date.now();
      await sleep(9000);
      thaw();
      const thawedAt = Date.now();
      await streaming;
      const slowest = slowestBetween(ledger, frozenAt, thawedAt);
      context.notes.push(`frozen 9 s; POSTs ≤ ${(slowest / 1000).toFixed(1)} s`);
      assert.ok(
        slowest < POSTGRES_BOUND_MS + 1500,
        `a POST waited ${Math.round(slowest)} ms for a frozen PostgreSQL (bound ${POSTGRES_BOUND_MS} ms)`,
      );
    },
  },
  {
    name: "PostgreSQL restarted under the stream",
    backends: ["postgres"],
    async run(context) {
      const { ledger, postgres } = context;
      if (!postgres) throw new Error("no PostgreSQL server");
      const streaming = ledger.stream(7000);
      await sleep(1500);
      await postgres.restart();
      await streaming;
      context.notes.push("pg_ctl restart -m fast");
    },
  },
  {
    name: "write error at writeback, then SIGKILL and remount",
    backends: ["sqlite"],
    disk: "loop",
    async run(context) {
      const { ledger } = context;
      const disk = needDisk(context);
      const streaming = ledger.stream(7000, 40, 4);
      await sleep(1500);
      await disk.fillBacking();
      await sleep(2000);
      await disk.freeBacking();
      await streaming;
      // A power loss: the server dies, the kernel's cache of the file system with it.
      context.server().child.kill("SIGKILL");
      await context.server().exited;
      await disk.remount();
      await context.restart();
      // What the disk holds, read after the restart recovered it: a whole database, not only the rows counted.
      const db = new Database(String(context.backend.env.LEADS_DB), { readonly: true });
      const integrity: unknown = db.pragma("integrity_check", { simple: true });
      db.close();
      assert.equal(integrity, "ok", `the database on disk after the remount: ${String(integrity)}`);
      context.notes.push(`EIO from the device for 2 s (${ledger.count(500)} × 500, ${ledger.count(503)} × 503)`);
      assert.ok(ledger.count(500) + ledger.count(503) > 0, "the device's errors never reached the server");
    },
  },
  deletedFileScenario("database file deleted while serving", ["leads.db"]),
  deletedFileScenario("WAL and shared-memory files deleted while serving", ["leads.db-wal", "leads.db-shm"]),
  {
    name: "a reader holding a snapshot for 4 s",
    backends: ["sqlite"],
    async run(context) {
      const { ledger } = context;
      const file = String(context.backend.env.LEADS_DB);
      const streaming = ledger.stream(8000, 20, 8);
      await sleep(1000);
      const reader = holdSnapshot(file, 4000);
      await reader.locked;
      const grown = await reader.released.then(() => walBytes(file));
      await streaming;
      const after = walBytes(file);
      context.notes.push(`WAL ${kib(grown)} KiB under the reader, ${kib(after)} KiB after it`);
      assert.ok(
        after <= WAL_BOUND_BYTES,
        `the WAL stayed at ${kib(after)} KiB after the reader let go (bound ${kib(WAL_BOUND_BYTES)} KiB)`,
      );
    },
  },
];

/**
 * An operator's `rm` of the store's files while it serves. The leads acknowledged before are gone
 * with the files, by the operator's hand, and are left out of the count; every lead posted after
 * it must be refused until the server is restarted, and /healthz must say why.
 */
function deletedFileScenario(name: string, files: string[]): Scenario {
  return {
    name,
    backends: ["sqlite"],
    async run(context) {
      const { ledger, base } = context;
      const dir = path.dirname(String(context.backend.env.LEADS_DB));
      const streaming = ledger.stream(4000, 40, 4);
      await sleep(1500);
      for (const file of files) fs.rmSync(path.join(dir, file), { force: true });
      const deletedAt = Date.now();
      await sleep(1500);
      const health = await get(`${base}/healthz`, 1000);
      await streaming;
      const forgotten = ledger.forgetAcknowledgedBefore(deletedAt);
      context.server().child.kill("SIGKILL");
      await context.server().exited;
      await context.restart();
      context.notes.push(`${forgotten} acknowledged before the rm, gone with the files; /healthz ${health.status} after it`);
      assert.equal(health.status, 503, "/healthz answered 200 with the store's files deleted");
    },
  };
}

function needDisk(context: Context): LoopDisk {
  if (!context.disk) throw new Error("this scenario needs its loop device");
  return context.disk;
}

/** Gets `url` every 100 ms until `until` resolves: the slowest answer, and how many of each status. */
async function probe(url: string, until: Promise<unknown>): Promise<{ slowest: number; statuses: Map<number, number> }> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  const statuses = new Map<number, number>();
  while (!done) {
    const { status, ms } = await get(url, 5000);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    slowest = Math.max(slowest, ms);
    await sleep(100);
  }
  return { slowest, statuses };
}

/** What "answers at once" means while the disk is frozen (the issue's bound). */
const FROZEN_BOUND_MS = 100;
/** The WAL once a long reader has let go: the store's 128 KiB and a checkpoint's worth of pages. */
const WAL_BOUND_BYTES = 512 * 1024;
const kib = (bytes: number) => Math.round(bytes / 1024);

function walBytes(file: string): number {
  return fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;
}

/** Another process in a read transaction for `holdMs`, as a backup or an `sqlite3` shell left open would be: no checkpoint can pass it. */
function holdSnapshot(file: string, holdMs: number): Holder {
  const script = `
const Database = require("better-sqlite3");
const [file, holdMs] = process.argv.slice(1);
const db = new Database(file, { readonly: true });
db.exec("BEGIN");
db.prepare("SELECT count(*) FROM leads").get();
process.stdout.write("locked\\n");
setTimeout(() => { db.exec("COMMIT"); db.close(); }, Number(holdMs));`;
  return holder("the reader", script, [file, String(holdMs)]);
}

/**
 * A disk of the scenario's own: an ext4 file system on a loop device whose image is a sparse file
 * on a small tmpfs. Filling that tmpfs makes the device fail the writes of blocks not yet in the
 * image with EIO, at writeback, as a failing disk does; fsfreeze stalls it as a snapshot backup or
 * a hung network volume would. It needs root and loop devices: without them the suite stops here.
 */
interface LoopDisk {
  dir: string;
  fillBacking(): Promise<void>;
  freeBacking(): Promise<void>;
  remount(): Promise<void>;
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  release(): Promise<void>;
}

async function loopDisk(tmp: string): Promise<LoopDisk> {
  if (process.getuid?.() !== 0) {
    throw new Error("the writeback and freeze scenarios need root (mount, losetup, fsfreeze): run the fault suite as root");
  }
  const backing = path.join(tmp, "backing");
  const dir = path.join(tmp, "disk");
  fs.mkdirSync(backing);
  fs.mkdirSync(dir);
  const image = path.join(backing, "disk.img");
  const filler = path.join(backing, "filler");
  await exec("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", backing]);
  let device = "";
  try {
    fs.closeSync(fs.openSync(image, "w"));
    fs.truncateSync(image, 64 * 1024 * 1024);
    device = (await exec("losetup", ["--find", "--show", image])).stdout.trim();
    // Every block of the file system's own metadata written now, so that a full image fails data writes only.
    await exec("mkfs.ext4", ["-q", "-E", "lazy_itable_init=0,lazy_journal_init=0", device]);
    await exec("mount", [device, dir]);
    fs.chmodSync(dir, 0o700);
  } catch (error) {
    if (device) await exec("losetup", ["-d", device]).catch(() => undefined);
    await exec("umount", [backing]).catch(() => undefined);
    throw new Error(`the fault suite could not make a loop device (losetup, mkfs.ext4 and mount, as root): ${(error as Error).message}`);
  }
  let frozen = false;
  return {
    dir,
    fillBacking: async () => void (await exec("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"]).catch(() => undefined)),
    freeBacking: async () => fs.rmSync(filler, { force: true }),
    remount: async () => {
      await exec("umount", [dir]);
      await exec("mount", [device, dir]);
    },
    freeze: async () => {
      await exec("fsfreeze", ["-f", dir]);
      frozen = true;
    },
    thaw: async () => {
      if (frozen) await exec("fsfreeze", ["-u", dir]);
      frozen = false;
    },
    release: async () => {
      if (frozen) await exec("fsfreeze", ["-u", dir]).catch(() => undefined);
      await exec("umount", ["-l", dir]).catch(() => undefined);
      await exec("losetup", ["-d", device]).catch(() => undefined);
      await exec("umount", ["-l", backing]).catch(() => undefined);
    },
  };
}

/** Acknowledged leads of the scenario that another connection does not find. */
async function missingAcknowledged(context: Context): Promise<string[]> {
  const counts = await context.backend.counts(context.ledger.tag);
  return context.ledger.submissions.filter((s) => s.acknowledged && !counts.get(s.email)).map((s) => s.email);
}

/**
 * Fills the file system under the SQLite file: a 16 MiB tmpfs filled with dd when running as root
 * (the scenario then built its store there), else the server's file-size limit lowered with prlimit.
 */
async function fillDisk(context: Context): Promise<{ how: string; release: () => Promise<void> }> {
  const dir = path.dirname(String(context.backend.env.LEADS_DB));
  if (mounted.has(dir)) {
    const filler = path.join(dir, "filler");
    await exec("dd", ["if=/dev/zero", `of=${filler}`, "bs=4k"]).catch(() => undefined); // ends with "No space left on device"
    return { how: "tmpfs filled with dd", release: async () => fs.rmSync(filler) };
  }
  const pid = String(context.server().child.pid);
  await exec("prlimit", ["--pid", pid, "--fsize=1:unlimited"]);
  return {
    how: "prlimit --fsize=1 (soft) on the server",
    release: async () => void (await exec("prlimit", ["--pid", pid, "--fsize=unlimited:unlimited"])),
  };
}

const mounted = new Set<string>();
/** Loop devices of scenarios still running: released at the end whatever happened. */
const disks = new Set<LoopDisk>();

/** A directory on a 16 MiB tmpfs (room for a WAL of 1,000 pages, SQLite's checkpoint size) when this process may mount one, else a plain temporary directory. */
async function smallFileSystem(tmp: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(tmp, "disk-"));
  if (process.getuid?.() !== 0 || process.env.FAULTS_FULL_DISK === "prlimit") return dir;
  try {
    await exec("mount", ["-t", "tmpfs", "-o", "size=16m,mode=0700", "tmpfs", dir]);
    mounted.add(dir);
  } catch {
    // No CAP_SYS_ADMIN here (an unprivileged container): prlimit it is.
  }
  return dir;
}

// ---------- running ----------

interface Row {
  backend: string;
  scenario: string;
  sent: number;
  acknowledged: number;
  found: number;
  lost: number;
  duplicated: number;
  unseen: number;
  others: string;
  notes: string;
  seconds: number;
  error?: string;
}

/** `postgres`: the lane's own server, which its scenarios may freeze or restart. */
async function runScenario(scenario: Scenario, backendName: Backend["name"], shared: Shared, postgres?: PostgresServer): Promise<Row> {
  const started = Date.now();
  const tag = `${backendName}-${scenario.name.replace(/[^a-z]+/gi, "-").toLowerCase()}-${started}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "faults-"));
  let backend: Backend;
  let disk: LoopDisk | undefined;
  if (backendName === "sqlite") {
    if (scenario.disk === "loop") disks.add((disk = await loopDisk(tmp)));
    const dir = scenario.disk === "tmpfs" ? await smallFileSystem(tmp) : (disk?.dir ?? tmp);
    backend = sqliteBackend(path.join(dir, "leads.db"));
  } else {
    if (!postgres) throw new Error("no PostgreSQL server");
    const database = `faults_${Math.random().toString(36).slice(2, 10)}`;
    // A client of its own: a scenario may have restarted the server under an older one.
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`).finally(() => admin.end());
    const url = new URL(postgres.url);
    url.pathname = `/${database}`;
    backend = await postgresBackend(url.href);
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...backend.env,
    PUBLIC_DIR: shared.publicDir,
    CONTACT_RATE_LIMIT: "1000000",
    SMTP_URL: shared.smtp.url,
    CONTACT_TO: "leads@ledger.test",
    CONTACT_DELIVERY_BOUND_MS: "1000",
    LEADS_WORKER_INTERVAL_MS: "1000",
  };
  const startServer = () => startServerProcess({ root: ROOT, cwd: ROOT, port, env });
  let server = await startServer();
  const base = `http://127.0.0.1:${port}`;
  const ledger = new Ledger(tag, base, backend.count);
  const notes: string[] = [];
  const context: Context = {
    backend,
    ledger,
    server: () => server,
    restart: async () => {
      server = await startServer();
    },
    base,
    notes,
    disk,
    postgres,
    cli: (...args) =>
      exec(process.execPath, ["--import", TSX_LOADER, path.join(ROOT, "server/leads/leads.ts"), ...args], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, ...env },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (failed: { code?: number; stdout?: string; stderr?: string }) => ({
          code: failed.code ?? -1,
          output: `${failed.stdout}${failed.stderr}`,
        }),
      ),
  };
  let error: string | undefined;
  try {
    await scenario.run(context);
    await ledger.retryUntilAcknowledged();
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  } finally {
    await ledger.settle();
  }
  // A store that broke its file (SQLITE_CORRUPT) has lost every lead it held.
  const counts = await backend.counts(tag).catch((caught: Error) => {
    error ??= `the database cannot be read at the end: ${caught.message}`;
    return new Map<string, number>();
  });
  const acknowledged = ledger.submissions.filter((s) => s.acknowledged && !s.forgotten);
  const row: Row = {
    backend: backendName,
    scenario: scenario.name,
    sent: ledger.submissions.filter((s) => !s.forgotten).length,
    acknowledged: acknowledged.length,
    found: acknowledged.filter((s) => (counts.get(s.email) ?? 0) >= 1).length,
    lost: acknowledged.filter((s) => !counts.get(s.email)).length,
    duplicated: [...counts.values()].filter((n) => n > 1).length,
    unseen: acknowledged.filter((s) => s.seenAtOnce === false).length,
    others: ledger.others(),
    notes: notes.join("; "),
    seconds: Math.round((Date.now() - started) / 1000),
    ...(error ? { error } : {}),
  };
  if (row.acknowledged < row.sent && !row.error) row.error = `${row.sent - row.acknowledged} leads were never taken, even on retry`;
  if (row.error) row.error += `\n          the server's last lines:\n${indent(server.output().trim().split("\n").slice(-8).join("\n"))}`;
  server.child.kill("SIGKILL");
  await server.exited;
  await backend.close();
  if (disk) disks.delete(disk);
  await disk?.release();
  for (const dir of mounted) {
    if (dir.startsWith(tmp)) {
      await exec("umount", [dir]).catch(() => undefined);
      mounted.delete(dir);
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return row;
}

interface Shared {
  publicDir: string;
  smtp: TestSmtpServer;
}

const indent = (text: string) => text.replace(/^/gm, "            ");

function printRow(row: Row): void {
  const cells = [
    row.backend.padEnd(9),
    row.scenario.padEnd(52),
    String(row.acknowledged).padStart(12),
    String(row.found).padStart(6),
    String(row.lost).padStart(5),
    String(row.duplicated).padStart(11),
    String(row.unseen).padStart(7),
    `${row.seconds} s`.padStart(6),
    `  other answers: ${row.others}${row.notes ? `; ${row.notes}` : ""}`,
  ];
  console.log(cells.join(" "));
  if (row.error) console.log(`          FAILED: ${row.error}`);
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const chosen = SCENARIOS.flatMap((scenario) => scenario.backends.map((backend) => ({ scenario, backend })));
  const selected = chosen.filter(
    ({ scenario, backend }) => filters.length === 0 || filters.some((f) => `${backend}:${scenario.name}`.includes(f)),
  );
  if (selected.length === 0) throw new Error(`no scenario matches ${filters.join(" ")}`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-site-"));
  const shared: Shared = { publicDir: writeSite(workDir), smtp: await startSmtpServer({ kind: "accept" }) };
  // Five lanes side by side: three take SQLite's scenarios from one queue, two PostgreSQL's, each of
  // those with a server of its own. A scenario mostly waits (a lock, a freeze, a stream paced by the
  // clock), and no two lanes share what a scenario breaks: each SQLite scenario has its own file
  // system, and a PostgreSQL lane stops or restarts only its own server.
  const queue = (name: Backend["name"]) => selected.filter(({ scenario, backend }) => backend === name && !scenario.alone);
  const sqlite = queue("sqlite");
  const postgres = queue("postgres");
  const servers = postgres.length > 0 ? await Promise.all([startPostgres(), startPostgres()]) : [];
  console.log(`Fault suite: the server and CLI of ${ROOT}`);
  console.log(
    `${"backend".padEnd(9)} ${"scenario".padEnd(52)} ${"answered 201".padStart(12)} ${"found".padStart(6)} ${"lost".padStart(5)} ${"duplicated".padStart(11)} ${"unseen".padStart(7)} ${"time".padStart(6)}`,
  );
  const rows: Row[] = [];
  try {
    const lane = async (scenarios: typeof selected, server?: PostgresServer) => {
      for (let next = scenarios.shift(); next; next = scenarios.shift()) {
        const row = await runScenario(next.scenario, next.backend, shared, server);
        rows.push(row);
        printRow(row);
      }
    };
    await Promise.all([lane(sqlite), lane(sqlite), lane(sqlite), ...servers.map((server) => lane(postgres, server))]);
    await lane(selected.filter(({ scenario }) => scenario.alone));
  } finally {
    for (const disk of disks) await disk.release();
    for (const server of servers) await server.stop();
    await shared.smtp.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const failed = rows.filter((row) => row.error || row.lost > 0 || row.duplicated > 0 || row.unseen > 0);
  if (failed.length > 0) {
    console.error(`\n${failed.length} scenario(s) failed: a lead answered 201 must be stored, once, and visible at once.`);
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} scenarios: every lead answered 201 was stored once and seen at once by another connection.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
