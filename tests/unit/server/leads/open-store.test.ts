import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_LEADS_DB, openLeadStore } from "../../../../server/leads/open-store";
import type { LeadStore } from "../../../../server/leads/types";
import { POSTGRES_START_TIMEOUT_MS, startPostgres, type PostgresServer } from "../../support/postgres";

let cwd: string;

beforeEach(async () => {
  cwd = await fs.mkdtemp(path.join(os.tmpdir(), "brisa-open-store-"));
});

afterEach(async () => {
  await fs.rm(cwd, { recursive: true, force: true });
});

/** Opens, notes the description, closes: these tests are about which store, not what it does. */
async function describeStore(env: NodeJS.ProcessEnv): Promise<string> {
  const store: LeadStore = await openLeadStore(env, cwd);
  await store.close();
  return store.description;
}

describe("openLeadStore", () => {
  it("defaults to the SQLite file .data/leads.db under the working directory", async () => {
    expect(DEFAULT_LEADS_DB).toBe(".data/leads.db");
    expect(await describeStore({})).toBe(`sqlite ${path.join(cwd, ".data", "leads.db")}`);
    await expect(fs.stat(path.join(cwd, ".data", "leads.db"))).resolves.toBeTruthy();
  });

  it("takes the SQLite file from LEADS_DB, a relative path from the working directory", async () => {
    expect(await describeStore({ LEADS_DB: "var/contact.db" })).toBe(`sqlite ${path.join(cwd, "var", "contact.db")}`);
    const absolute = path.join(cwd, "elsewhere", "leads.db");
    expect(await describeStore({ LEADS_DB: absolute })).toBe(`sqlite ${absolute}`);
  });

  it("treats an empty DATABASE_URL as unset", async () => {
    expect(await describeStore({ DATABASE_URL: "  " })).toBe(`sqlite ${path.join(cwd, DEFAULT_LEADS_DB)}`);
  });

  it("refuses a DATABASE_URL that is not PostgreSQL, naming the variable but not its value", async () => {
    const opening = openLeadStore({ DATABASE_URL: "mysql://admin:s3cret@db.example.com/leads" }, cwd);
    await expect(opening).rejects.toThrow(/DATABASE_URL/);
    await expect(opening).rejects.toMatchObject({ message: expect.not.stringContaining("s3cret") });
    await expect(fs.stat(path.join(cwd, ".data"))).rejects.toMatchObject({ code: "ENOENT" });
  });

  describe("with a PostgreSQL server", () => {
    let server: PostgresServer | undefined;

    beforeAll(async () => {
      server = await startPostgres();
    }, POSTGRES_START_TIMEOUT_MS);

    afterAll(async () => {
      await server?.stop();
    });

    it("opens PostgreSQL from DATABASE_URL, over LEADS_DB, and never shows the password", async () => {
      if (!server) throw new Error("the PostgreSQL server did not start");
      const url = new URL(server.url);
      for (const scheme of ["postgres:", "postgresql:"]) {
        url.protocol = scheme;
        const description = await describeStore({ DATABASE_URL: url.href, LEADS_DB: "ignored.db" });
        expect(description).toBe(`postgres 127.0.0.1:${url.port}/postgres`);
        expect(description).not.toContain(url.password);
      }
      await expect(fs.stat(path.join(cwd, "ignored.db"))).rejects.toMatchObject({ code: "ENOENT" });
    });
  });
});
