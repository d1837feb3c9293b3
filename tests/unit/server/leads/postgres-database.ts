import { Client } from "pg";
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from "../../support/postgres";

/**
 * A PostgreSQL server for the calling test file, with one database `name` of its own. `empty()`
 * gives a test an empty public schema (no leads table, no migration applied): cheaper than a new
 * database (CREATE DATABASE takes a fifth of a second). `admin` reads past the store.
 */
export function usePostgresDatabase(name: string): { url: () => URL; admin: () => Client; empty: () => Promise<void> } {
  let server: PostgresServer | undefined;
  let url: URL | undefined;
  let admin: Client | undefined;

  beforeAll(async () => {
    server = await startPostgres();
    const bootstrap = new Client({ connectionString: server.url });
    await bootstrap.connect();
    await bootstrap.query(`CREATE DATABASE ${name}`).finally(() => bootstrap.end());
    url = new URL(server.url);
    url.pathname = `/${name}`;
    admin = new Client({ connectionString: url.href });
    await admin.connect();
  }, POSTGRES_START_TIMEOUT_MS);

  afterAll(async () => {
    await admin?.end();
    await server?.stop();
  });

  const started = () => {
    if (!url || !admin) throw new Error("the PostgreSQL server did not start");
    return { url, admin };
  };
  return {
    url: () => started().url,
    admin: () => started().admin,
    empty: async () => void (await started().admin.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public")),
  };
}
