import type BetterSqlite3 from "better-sqlite3";
import type { Pool, PoolClient } from "pg";

/**
 * The lead store's schema, as an append-only list of versioned migrations: one list for both
 * backends, with the SQL spelled per dialect, so both databases always have the same schema.
 * Never edit a migration that has shipped; add the next version instead.
 *
 * Only types are imported from the drivers: this module is bundled into the Gatsby Function,
 * which must not pull in the native SQLite binary or pg (the stores load them at run time).
 */

// SQLite keeps every timestamp as integer milliseconds since the epoch: a JS Date round-trips
// exactly, and comparisons (`next_attempt_at <= now`, `received_at >= since`) are integer
// comparisons, with no text format whose precision or time zone could drift between writers.
// STRICT tables make SQLite refuse a value of the wrong type instead of storing it as text.
const COLUMN_TYPES = {
  text: { sqlite: "TEXT", postgres: "text" },
  integer: { sqlite: "INTEGER", postgres: "integer" },
  time: { sqlite: "INTEGER", postgres: "timestamptz" },
} as const;

type Dialect = keyof (typeof COLUMN_TYPES)["text"];

/** The leads table of version 1, a column a row: its name, its kind of value, its constraints. */
const LEADS_COLUMNS: readonly (readonly [name: string, type: keyof typeof COLUMN_TYPES, constraints: string])[] = [
  ["id", "text", "PRIMARY KEY NOT NULL"],
  ["received_at", "time", "NOT NULL"],
  ["lang", "text", ""],
  ["name", "text", "NOT NULL"],
  ["email", "text", "NOT NULL"],
  ["phone", "text", "NOT NULL"],
  ["phone_extension", "text", "NOT NULL"],
  ["subject", "text", "NOT NULL"],
  ["message", "text", "NOT NULL"],
  ["consent_at", "time", "NOT NULL"],
  ["privacy_version", "text", "NOT NULL"],
  ["state", "text", "NOT NULL CHECK (state IN ('pending', 'sent', 'failed', 'spam'))"],
  ["attempts", "integer", "NOT NULL DEFAULT 0 CHECK (attempts >= 0)"],
  ["last_error", "text", ""],
  ["next_attempt_at", "time", ""],
  ["sent_at", "time", ""],
];

/** The CREATE TABLE and indexes of version 1 in one dialect; SQLite's table is STRICT (see above). */
function createLeads(dialect: Dialect): string {
  const columns = LEADS_COLUMNS.map(
    ([name, type, constraints]) => `  ${[name, COLUMN_TYPES[type][dialect], constraints].join(" ").trim()}`,
  );
  return `
CREATE TABLE leads (
${columns.join(",\n")}
)${dialect === "sqlite" ? " STRICT" : ""};
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_due ON leads (state, next_attempt_at);
CREATE INDEX leads_email_lower ON leads (lower(email));
`;
}

// The form's submission id: unique where present, so that a replayed submit finds its first lead
// instead of storing a twin. Both databases treat NULLs as distinct in a unique index, so leads
// from clients that send no id never conflict.
const SUBMISSION_ID = `
ALTER TABLE leads ADD COLUMN submission_id TEXT;
CREATE UNIQUE INDEX leads_submission_id ON leads (submission_id);
`;

type Migration = { version: number; name: string; sqlite: string; postgres: string };

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: "create leads", sqlite: createLeads("sqlite"), postgres: createLeads("postgres") },
  { version: 2, name: "submission id", sqlite: SUBMISSION_ID, postgres: SUBMISSION_ID },
];

const SQLITE_LEDGER = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  applied_at INTEGER NOT NULL
) STRICT`;

const POSTGRES_LEDGER = `
CREATE TABLE IF NOT EXISTS schema_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
)`;

/**
 * Serializes migrating processes on one PostgreSQL database. The value is arbitrary but fixed;
 * it only has to differ from other advisory locks taken on the same database.
 */
const POSTGRES_MIGRATION_LOCK = 0x62_72_69_73_61; // the ASCII bytes of "brisa"

function pending(applied: ReadonlySet<number>): Migration[] {
  return MIGRATIONS.filter((migration) => !applied.has(migration.version));
}

/**
 * Brings an SQLite database up to date, in `transaction` (the store's BEGIN IMMEDIATE, which takes
 * the write lock before the ledger is read): of two processes opening a new file, the second waits
 * for the lock and then finds every migration applied. SQLite's DDL is transactional: a failed
 * migration leaves nothing.
 */
export function applySqliteMigrations(db: BetterSqlite3.Database, transaction: (work: () => void) => void): void {
  // Read first, without the write lock: a database already up to date opens while another process
  // writes (`leads list` beside a long transaction).
  if (sqlitePending(db).length === 0) return;
  transaction(() => {
    db.exec(SQLITE_LEDGER);
    for (const migration of sqlitePending(db)) {
      db.exec(migration.sqlite);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (:version, :name, :appliedAt)").run({
        version: migration.version,
        name: migration.name,
        appliedAt: Date.now(),
      });
    }
  });
}

function sqlitePending(db: BetterSqlite3.Database): Migration[] {
  const ledger = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!ledger) return [...MIGRATIONS];
  const rows = db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[];
  return pending(new Set(rows.map((row) => row.version)));
}

/**
 * Brings a PostgreSQL database up to date. The transaction-scoped advisory lock is taken before
 * the ledger is even created, so of several processes starting at once exactly one applies each
 * migration and the others then see it recorded; PostgreSQL's DDL is transactional too.
 */
export async function applyPostgresMigrations(pool: Pool): Promise<void> {
  await postgresTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1)", [POSTGRES_MIGRATION_LOCK]);
    await client.query(POSTGRES_LEDGER);
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_migrations");
    for (const migration of pending(new Set(rows.map((row) => row.version)))) {
      await client.query(migration.postgres);
      await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
    }
  });
}

async function postgresTransaction(pool: Pool, work: (client: PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    await work(client);
    await client.query("COMMIT");
  } catch (error) {
    // A failed ROLLBACK means the connection itself is unusable: drop it rather than pool it,
    // and report the error that caused the rollback.
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
