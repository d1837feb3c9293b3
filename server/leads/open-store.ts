import path from "node:path";
import { openPostgresStore } from "./postgres-store";
import { positiveIntSetting } from "./settings";
import { DEFAULT_MIN_FREE_BYTES, DEFAULT_SQLITE_WAIT_MS, DEFAULT_WAL_LIMIT_BYTES } from "./sqlite-core";
import { openSqliteStore } from "./sqlite-store";
import type { LeadStore } from "./types";

/** Where the SQLite store lives when LEADS_DB is not set, relative to the working directory. */
export const DEFAULT_LEADS_DB = ".data/leads.db";

/**
 * Opens the lead store the environment asks for: PostgreSQL when DATABASE_URL is set, otherwise
 * the SQLite file at LEADS_DB (default `.data/leads.db`), a relative path resolved from `cwd`.
 * Each store loads its driver only when opened, so importing this module is cheap and safe to
 * bundle. `sqliteThread: false` keeps SQLite on the calling thread (the Gatsby Function's bundle).
 */
export async function openLeadStore(env: NodeJS.ProcessEnv, cwd = process.cwd(), { sqliteThread = true } = {}): Promise<LeadStore> {
  const databaseUrl = env.DATABASE_URL?.trim();
  // A mistyped URL must stop the process rather than quietly fall back to a local file, where leads
  // would pile up unseen. The message leaves the value out: it may carry a password.
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a PostgreSQL URL starting with postgres:// or postgresql://");
  }
  if (databaseUrl) return openPostgresStore(databaseUrl);
  const runtime = serverlessRuntime(env);
  if (runtime) {
    throw new Error(
      `DATABASE_URL is not set, and this is a serverless runtime (${runtime}) whose files do not outlive the instance: ` +
        `a lead stored in SQLite here would be lost. Set DATABASE_URL to a PostgreSQL database ` +
        `(postgres://user:password@host:5432/database) in the site's environment variables.`,
    );
  }
  return openSqliteStore(path.resolve(cwd, env.LEADS_DB?.trim() || DEFAULT_LEADS_DB), {
    waitMs: positiveIntSetting(env, "LEADS_DB_WAIT_MS", DEFAULT_SQLITE_WAIT_MS),
    minFreeBytes: positiveIntSetting(env, "LEADS_DB_MIN_FREE_BYTES", DEFAULT_MIN_FREE_BYTES),
    walLimitBytes: positiveIntSetting(env, "LEADS_DB_WAL_LIMIT_BYTES", DEFAULT_WAL_LIMIT_BYTES),
    thread: sqliteThread,
  });
}

/** Runs `work` on the store the environment names, and closes it whatever happens. */
export async function withLeadStore<T>(env: NodeJS.ProcessEnv, work: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openLeadStore(env);
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/**
 * The serverless runtime the process runs in, by the variable each sets, or undefined. Netlify's
 * functions run on AWS Lambda. On all of these a file written next to the function (or in /tmp)
 * lives only as long as one instance.
 */
export function serverlessRuntime(env: NodeJS.ProcessEnv): string | undefined {
  if (env.AWS_LAMBDA_FUNCTION_NAME || env.LAMBDA_TASK_ROOT) return "AWS Lambda, as Netlify Functions run";
  if (env.NETLIFY === "true" && !env.NETLIFY_DEV) return "Netlify";
  if (env.VERCEL) return "Vercel";
  if (env.FUNCTIONS_WORKER_RUNTIME) return "Azure Functions";
  if (env.K_SERVICE) return "Google Cloud Run or Cloud Functions";
  return undefined;
}
