import path from "node:path";
import { openPostgresStore } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";
import type { LeadStore } from "./types";

/** Where the SQLite store lives when LEADS_DB is not set, relative to the working directory. */
export const DEFAULT_LEADS_DB = ".data/leads.db";

/**
 * Opens the lead store the environment asks for: PostgreSQL when DATABASE_URL is set, otherwise
 * the SQLite file at LEADS_DB (default `.data/leads.db`), a relative path resolved from `cwd`.
 * Each store loads its driver only when opened, so importing this module is cheap and safe to
 * bundle.
 */
export async function openLeadStore(env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<LeadStore> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return openPostgresStore(postgresUrl(databaseUrl));
  return openSqliteStore(path.resolve(cwd, env.LEADS_DB?.trim() || DEFAULT_LEADS_DB));
}

// A mistyped URL must stop the process rather than quietly fall back to a local file, where leads
// would pile up unseen. The message leaves the value out: it may carry a password.
function postgresUrl(url: string): string {
  if (/^postgres(ql)?:\/\//.test(url)) return url;
  throw new Error("DATABASE_URL must be a PostgreSQL URL starting with postgres:// or postgresql://");
}
