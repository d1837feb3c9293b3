import type Pg from "pg";
import type { Pool } from "pg";
import { applyPostgresMigrations } from "./migrations";
import { claimValues, insertLead, leadFromRow, listLeads, recordAttempt, SQL, type LeadRow, type SqlValue, type Statement } from "./rows";
import { errorCode, StoreUnavailableError } from "./store-errors";
import type { LeadStore } from "./types";

type Row = LeadRow<Date>;
const toLead = (row: Row) => leadFromRow(row, (time) => time);

/**
 * The bounds on every wait for PostgreSQL, so that no request waits longer than about
 * `acquire + query` (7 s) for a database that is frozen, overloaded or gone:
 * - `acquire`: getting a connection, a new one (TCP, startup, authentication) or a free one of the
 *   pool;
 * - `statement`: what the server itself lets one statement run, lock waits included;
 * - `query`: the client's own limit on a query's answer, for a server that does not answer at
 *   all (stopped, partitioned away), where the server-side limit cannot fire;
 * - `idleInTransaction`: a session that stalls inside a transaction gives its locks back.
 */
export const POSTGRES_TIMEOUTS = { acquireMs: 2000, statementMs: 4000, queryMs: 5000, idleInTransactionMs: 10_000 } as const;

/**
 * Opens the PostgreSQL lead store at `url` (postgres://user:password@host:port/database) and
 * brings its schema up to date. A small pool: the store serves one endpoint and one delivery
 * worker per process, and a database's connection slots are shared by every process.
 */
export async function openPostgresStore(url: string): Promise<LeadStore> {
  const Pool = await loadPool();
  const pool = new Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.acquireMs,
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover) is discarded by the pool and the next
  // query opens a new one; without a listener, the pool's "error" event would crash the process.
  // A query that failed (a timeout included) gives its connection back with the error, and the
  // pool closes it instead of handing a connection in an unknown state to the next request.
  pool.on("error", () => undefined);
  try {
    await unavailableAsStoreError(applyPostgresMigrations(pool));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresStore(pool, describe(url));
}

/**
 * Whether an error means "the database is not taking requests now" (worth a retry later) rather
 * than "this request is wrong": refused or lost connections, the bounds above, a server shutting
 * down or full of connections (SQLSTATE classes 08 and 57, 53300, 55P03).
 */
export function isPostgresUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = errorCode(error);
  const message = "message" in error ? String(error.message) : "";
  if (/^(08|57)/.test(code) || code === "53300" || code === "55P03") return true;
  if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"].includes(code)) return true;
  return /timeout|Connection terminated|connection is closed|Client has encountered a connection error/i.test(message);
}

async function unavailableAsStoreError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isPostgresUnavailable(error)) throw error;
    throw new StoreUnavailableError(`PostgreSQL did not answer in time or refused the connection: ${(error as Error).message}`, {
      cause: error,
    });
  }
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
  const query = (sql: string, values: SqlValue[]) => unavailableAsStoreError(pool.query<Row>(sql, values));
  const rows = async (...[sql, values]: Statement): Promise<Row[]> => (await query(sql, values)).rows;
  const count = async (...[sql, values]: Statement): Promise<number> => (await query(sql, values)).rowCount ?? 0;

  return {
    description,

    // PostgreSQL keeps its own promise after a failed fsync (it stops); a server that does not
    // answer shows as 503s within the pool's timeouts, not here.
    health: () => ({ ok: true }),

    // One statement, committed on its own: ON CONFLICT leaves a replayed submission id's lead as
    // it is, and the lookup that follows returns it.
    async insert(lead) {
      const [row] = await rows(...insertLead(lead));
      if (row) return { lead: toLead(row), created: true };
      const [existing] = await rows(SQL.bySubmissionId, [lead.submissionId]);
      if (!existing) throw new Error("PostgreSQL neither inserted the lead nor found one with its submission id");
      return { lead: toLead(existing), created: false };
    },

    async get(id) {
      const [row] = await rows(SQL.byId, [id]);
      return row && toLead(row);
    },

    async list(options = {}) {
      return (await rows(...listLeads(options))).map(toLead);
    },

    async claimDue(now, leaseMs, limit, id) {
      return (await rows(claimSql(id !== undefined), claimValues(now, leaseMs, limit, id))).map(toLead);
    },

    async recordAttempt(id, result) {
      await count(...recordAttempt(id, result));
    },

    async eraseByEmail(email) {
      return count(SQL.eraseByEmail, [email]);
    },

    async purgeReceivedBefore(cutoff) {
      return count(SQL.purgeBefore, [cutoff]);
    },

    async close() {
      await pool.end();
    },
  };
}

/**
 * FOR UPDATE SKIP LOCKED: a lead another transaction is claiming right now is passed over instead
 * of waited for, and a lead that transaction has already leased is re-checked against the WHERE
 * clause after the lock and left out. The CTE is materialized so that the locking selection runs
 * exactly once.
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
