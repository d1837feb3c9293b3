import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type Libsql from "libsql";
import { applySqliteMigrations } from "./migrations";
import type { AttemptResult, LeadStore, ListOptions, NewLead } from "./types";
import { leadFromRow, type LeadRow } from "./rows";

export interface SqliteStoreOptions {
  /**
   * SQLite's `max_page_count` for this connection. It exists for tests: a small value makes the
   * database "full" (SQLITE_FULL) without filling the real disk.
   */
  maxPageCount?: number;
}

/** How long a writer waits for another process's write lock before giving up with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

type Row = LeadRow<number>;
const toLead = (row: Row) => leadFromRow(row, (milliseconds) => new Date(milliseconds));

type SqlParameters = Record<string, string | number | null>;

/**
 * Opens (creating if needed) the SQLite lead store at `file` and brings its schema up to date.
 * The file holds personal data: its directory is created owner-only and the file itself 0600
 * (SQLite gives its -wal and -shm files the same permissions as the database file).
 */
export async function openSqliteStore(file: string, options: SqliteStoreOptions = {}): Promise<LeadStore> {
  const absolute = path.resolve(file);
  await createPrivateFile(absolute);
  const Database = await loadDriver();
  const db = new Database(absolute);
  try {
    configure(db, options);
    applySqliteMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return sqliteStore(db, `sqlite ${absolute}`);
}

// webpackIgnore keeps the driver (a native binary) out of the Gatsby Function bundle: Node
// resolves it from node_modules at run time. Node's ESM loader, babel and tsx hand over the
// CommonJS export as `default`; a plain CommonJS build of this file would get the export itself.
async function loadDriver(): Promise<typeof Libsql> {
  const mod: { default?: typeof Libsql } = await import(/* webpackIgnore: true */ "libsql");
  return mod.default ?? (mod as unknown as typeof Libsql);
}

// The file's directory entry needs no fsync of ours: SQLite fsyncs the directory when it creates
// the WAL file next to it, before the first commit is acknowledged.
async function createPrivateFile(file: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const handle = await fs.open(file, "a", 0o600);
  await handle.close();
}

/**
 * WAL lets readers work while one process writes; synchronous = FULL makes every commit wait for
 * the WAL's fsync, so a resolved insert survives a power loss or a SIGKILL (NORMAL would not).
 * busy_timeout comes first, so that even switching to WAL waits for a busy database.
 */
function configure(db: Libsql.Database, { maxPageCount }: SqliteStoreOptions): void {
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  if (maxPageCount === undefined) return;
  if (!Number.isInteger(maxPageCount) || maxPageCount < 1) {
    throw new RangeError(`maxPageCount must be a positive integer, not ${maxPageCount}`);
  }
  db.exec(`PRAGMA max_page_count = ${maxPageCount}`);
}

function sqliteStore(db: Libsql.Database, description: string): LeadStore {
  const one = (sql: string, parameters: SqlParameters): Row | undefined => db.prepare(sql).get(parameters) as Row | undefined;
  const all = (sql: string, parameters: SqlParameters): Row[] => db.prepare(sql).all(parameters) as Row[];
  const run = (sql: string, parameters: SqlParameters): number => db.prepare(sql).run(parameters).changes;

  return {
    description,

    async insert(lead) {
      const row = one(INSERT, insertParameters(lead));
      if (!row) throw new Error("SQLite returned no row for the inserted lead");
      return toLead(row);
    },

    async get(id) {
      const row = one("SELECT * FROM leads WHERE id = :id", { id });
      return row && toLead(row);
    },

    async list(options = {}) {
      const { where, parameters } = listFilter(options);
      return all(`SELECT * FROM leads ${where} ORDER BY received_at DESC, id DESC`, parameters).map(toLead);
    },

    // One UPDATE statement: SQLite runs it under the database's single write lock, so the
    // selection of due leads and the lease on them cannot interleave with another claimer's.
    async claimDue(now, leaseMs, limit, id) {
      const parameters: SqlParameters = { now: now.getTime(), leaseUntil: now.getTime() + leaseMs, limit };
      if (id !== undefined) parameters.id = id;
      return all(claimSql(id !== undefined), parameters)
        .sort(oldestFirst)
        .map(toLead);
    },

    async recordAttempt(id, result) {
      run(RECORD_ATTEMPT, { id, ...settlement(result) });
    },

    // SQLite's lower() folds ASCII letters only: enough for the domain, and for nearly every
    // mailbox name; the index on lower(email) makes this a lookup, not a scan.
    async eraseByEmail(email) {
      return run("DELETE FROM leads WHERE lower(email) = lower(:email)", { email });
    },

    async purgeReceivedBefore(cutoff) {
      return run("DELETE FROM leads WHERE received_at < :cutoff", { cutoff: cutoff.getTime() });
    },

    async close() {
      db.close();
    },
  };
}

const INSERT = `
INSERT INTO leads (id, received_at, lang, name, email, phone, phone_extension, subject, message,
                   consent_at, privacy_version, state, next_attempt_at)
VALUES (:id, :receivedAt, :lang, :name, :email, :phone, :phoneExtension, :subject, :message,
        :consentAt, :privacyVersion, :state, :nextAttemptAt)
RETURNING *`;

/** A pending lead is due at once (the endpoint's first attempt); spam is never due. */
function insertParameters(lead: NewLead): SqlParameters {
  return {
    id: randomUUID(),
    receivedAt: lead.receivedAt.getTime(),
    lang: lead.lang,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    phoneExtension: lead.phoneExtension,
    subject: lead.subject,
    message: lead.message,
    consentAt: lead.consentAt.getTime(),
    privacyVersion: lead.privacyVersion,
    state: lead.state,
    nextAttemptAt: lead.state === "pending" ? lead.receivedAt.getTime() : null,
  };
}

function listFilter({ since, state, includeSpam = false }: ListOptions): { where: string; parameters: SqlParameters } {
  const conditions: string[] = [];
  const parameters: SqlParameters = {};
  if (since) {
    conditions.push("received_at >= :since");
    parameters.since = since.getTime();
  }
  if (state) {
    conditions.push("state = :state");
    parameters.state = state;
  } else if (!includeSpam) {
    conditions.push("state <> 'spam'");
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", parameters };
}

function claimSql(byId: boolean): string {
  return `
UPDATE leads SET attempts = attempts + 1, next_attempt_at = :leaseUntil
WHERE id IN (
  SELECT id FROM leads
  WHERE state = 'pending' AND next_attempt_at <= :now ${byId ? "AND id = :id" : ""}
  ORDER BY received_at, id
  LIMIT :limit
)
RETURNING *`;
}

/** RETURNING gives rows in no particular order. */
function oldestFirst(a: Row, b: Row): number {
  return a.received_at - b.received_at || (a.id < b.id ? -1 : 1);
}

// Only a pending lead is settled: a late result from a worker whose lease expired must not turn
// a lead another worker has since sent back into pending or failed. COALESCE keeps the last error
// after a success, so a lead that needed a retry still shows what went wrong before.
const RECORD_ATTEMPT = `
UPDATE leads
SET state = :state, sent_at = :sentAt, next_attempt_at = :nextAttemptAt, last_error = COALESCE(:error, last_error)
WHERE id = :id AND state = 'pending'`;

function settlement(result: AttemptResult): SqlParameters {
  if (result.ok) return { state: "sent", sentAt: result.at.getTime(), nextAttemptAt: null, error: null };
  return {
    state: result.retryAt ? "pending" : "failed",
    sentAt: null,
    nextAttemptAt: result.retryAt ? result.retryAt.getTime() : null,
    error: result.error,
  };
}
