import { randomUUID } from "node:crypto";
import type Pg from "pg";
import type { Pool } from "pg";
import { applyPostgresMigrations } from "./migrations";
import type { AttemptResult, DeliveryState, LeadStore, ListOptions, NewLead } from "./types";
import { leadFromRow, type LeadRow } from "./rows";

type Row = LeadRow<Date>;
const toLead = (row: Row) => leadFromRow(row, (time) => time);

type SqlValue = string | number | Date | null;

/**
 * Opens the PostgreSQL lead store at `url` (postgres://user:password@host:port/database) and
 * brings its schema up to date. A small pool: the store serves one endpoint and one delivery
 * worker per process, and a database's connection slots are shared by every process.
 */
export async function openPostgresStore(url: string): Promise<LeadStore> {
  const Pool = await loadPool();
  const pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops (restart, failover) is discarded by the pool and the next
  // query opens a new one; without a listener, the pool's "error" event would crash the process.
  pool.on("error", () => undefined);
  try {
    await applyPostgresMigrations(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresStore(pool, describe(url));
}

// webpackIgnore keeps pg out of the Gatsby Function bundle: Node resolves it from node_modules at
// run time. pg's ESM entry, babel and tsx all expose the CommonJS export as `default`; a plain
// CommonJS build of this file would get the export itself.
async function loadPool(): Promise<typeof Pool> {
  const mod: { default?: typeof Pg } = await import(/* webpackIgnore: true */ "pg");
  return (mod.default ?? (mod as unknown as typeof Pg)).Pool;
}

/** "postgres host:port/database": where the leads are, for logs, never the credentials. */
function describe(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `postgres ${hostname}:${port || "5432"}/${decodeURIComponent(pathname.slice(1))}`;
}

function postgresStore(pool: Pool, description: string): LeadStore {
  const rows = async (sql: string, values: SqlValue[]): Promise<Row[]> => (await pool.query<Row>(sql, values)).rows;
  const count = async (sql: string, values: SqlValue[]): Promise<number> => (await pool.query(sql, values)).rowCount ?? 0;

  return {
    description,

    async insert(lead) {
      const [row] = await rows(INSERT, insertValues(lead));
      if (!row) throw new Error("PostgreSQL returned no row for the inserted lead");
      return toLead(row);
    },

    async get(id) {
      const [row] = await rows("SELECT * FROM leads WHERE id = $1", [id]);
      return row && toLead(row);
    },

    async list(options = {}) {
      const { where, values } = listFilter(options);
      return (await rows(`SELECT * FROM leads ${where} ORDER BY received_at DESC, id DESC`, values)).map(toLead);
    },

    async claimDue(now, leaseMs, limit, id) {
      const values: SqlValue[] = [now, new Date(now.getTime() + leaseMs), limit];
      if (id !== undefined) values.push(id);
      return (await rows(claimSql(id !== undefined), values)).map(toLead);
    },

    async recordAttempt(id, result) {
      await pool.query(RECORD_ATTEMPT, [id, ...settlement(result)]);
    },

    async eraseByEmail(email) {
      return count("DELETE FROM leads WHERE lower(email) = lower($1)", [email]);
    },

    async purgeReceivedBefore(cutoff) {
      return count("DELETE FROM leads WHERE received_at < $1", [cutoff]);
    },

    async close() {
      await pool.end();
    },
  };
}

const INSERT = `
INSERT INTO leads (id, received_at, lang, name, email, phone, phone_extension, subject, message,
                   consent_at, privacy_version, state, next_attempt_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
RETURNING *`;

/** A pending lead is due at once (the endpoint's first attempt); spam is never due. */
function insertValues(lead: NewLead): SqlValue[] {
  return [
    randomUUID(),
    lead.receivedAt,
    lead.lang,
    lead.name,
    lead.email,
    lead.phone,
    lead.phoneExtension,
    lead.subject,
    lead.message,
    lead.consentAt,
    lead.privacyVersion,
    lead.state,
    lead.state === "pending" ? lead.receivedAt : null,
  ];
}

function listFilter({ since, state, includeSpam = false }: ListOptions): { where: string; values: SqlValue[] } {
  const conditions: string[] = [];
  const values: SqlValue[] = [];
  if (since) {
    values.push(since);
    conditions.push(`received_at >= $${values.length}`);
  }
  if (state) {
    values.push(state);
    conditions.push(`state = $${values.length}`);
  } else if (!includeSpam) {
    conditions.push("state <> 'spam'");
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", values };
}

/**
 * $1 now, $2 lease end, $3 limit, $4 the id. FOR UPDATE SKIP LOCKED: a lead another transaction
 * is claiming right now is passed over instead of waited for, and a lead that transaction has
 * already leased is re-checked against the WHERE clause after the lock and left out. The CTE is
 * materialized so that the locking selection runs exactly once.
 */
function claimSql(byId: boolean): string {
  return `
WITH due AS MATERIALIZED (
  SELECT id FROM leads
  WHERE state = 'pending' AND next_attempt_at <= $1 ${byId ? "AND id = $4" : ""}
  ORDER BY received_at, id
  LIMIT $3
  FOR UPDATE SKIP LOCKED
), claimed AS (
  UPDATE leads SET attempts = attempts + 1, next_attempt_at = $2
  WHERE id IN (SELECT id FROM due)
  RETURNING *
)
SELECT * FROM claimed ORDER BY received_at, id`;
}

// Only a pending lead is settled: a late result from a worker whose lease expired must not turn
// a lead another worker has since sent back into pending or failed. COALESCE keeps the last error
// after a success, so a lead that needed a retry still shows what went wrong before.
const RECORD_ATTEMPT = `
UPDATE leads
SET state = $2, sent_at = $3, next_attempt_at = $4, last_error = COALESCE($5, last_error)
WHERE id = $1 AND state = 'pending'`;

/** state, sent_at, next_attempt_at, error. */
function settlement(result: AttemptResult): [DeliveryState, Date | null, Date | null, string | null] {
  if (result.ok) return ["sent", result.at, null, null];
  return [result.retryAt ? "pending" : "failed", null, result.retryAt, result.error];
}
