import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HELP, runCli } from "../../../../server/leads/cli";
import { openPostgresStore } from "../../../../server/leads/postgres-store";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import type { Lead, LeadStore, NewLead } from "../../../../server/leads/types";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { newLead as aLead } from "./new-lead";
import { usePostgresDatabase } from "./postgres-database";

/**
 * `npm run leads -- <command>` run in-process (runCli) against a real SQLite file and a real
 * PostgreSQL server, the leads seeded through the store itself; and once as a real process.
 */

const REPO_ROOT = path.resolve(__dirname, "../../../..");
const NOW = Date.now();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BOM = "\uFEFF";
/** The CSV export's columns, as the agency's spreadsheet shows them: written out, not taken from the CLI. */
const HEADER =
  "id receivedAt state lang name email phoneExtension phone subject message consentAt privacyVersion attempts lastError nextAttemptAt sentAt".split(
    " ",
  );

/** Days before the module loaded (fractions allowed): every test's dates are fixed from there. */
function daysAgo(days: number): Date {
  return new Date(NOW - days * DAY);
}

/** Received a day ago unless said otherwise. */
const newLead = (overrides: Partial<NewLead> = {}): NewLead => aLead({ receivedAt: daysAgo(1), ...overrides });

/** A lead as the exports must show it, from HEADER rather than from cli.ts: each column's value, dates in ISO 8601. */
function expectedRecord(lead: Lead): Record<string, string | number | null> {
  const plain = (value: Lead[keyof Lead]) => (value instanceof Date ? value.toISOString() : value);
  return Object.fromEntries(HEADER.map((column) => [column, plain(lead[column as keyof Lead])]));
}

/**
 * The CSV export of these leads, written here rather than by csv.ts: a BOM, every cell quoted with
 * its quotes doubled, each record ended by CRLF, formula starts defused by an apostrophe.
 */
function expectedCsv(leads: readonly Lead[]): string {
  const cells = (lead: Lead) =>
    Object.values(expectedRecord(lead)).map((value) => {
      if (value === null || typeof value === "number") return String(value ?? "");
      return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    });
  const line = (row: string[]) => `${row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")}\r\n`;
  return BOM + [HEADER, ...leads.map(cells)].map(line).join("");
}

interface CliResult {
  code: number;
  /** Each io.out call. */
  lines: string[];
  out: string;
  err: string;
}

/** One backend: a fresh, empty store per test, and the environment that makes the CLI use it. */
interface Backend {
  fresh(): Promise<void>;
  env(): NodeJS.ProcessEnv;
  open(): Promise<LeadStore>;
}

function describeCli(name: string, backend: Backend): void {
  describe(`npm run leads (in-process) on ${name}`, () => {
    let store: LeadStore;

    beforeEach(async () => {
      await backend.fresh();
      store = await backend.open();
    });

    afterEach(() => store.close());

    async function cli(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliResult> {
      const lines: string[] = [];
      const errors: string[] = [];
      const code = await runCli(
        args,
        { ...backend.env(), ...extraEnv },
        { out: (text) => lines.push(text), err: (text) => errors.push(text) },
      );
      return { code, lines, out: lines.join("\n"), err: errors.join("\n") };
    }

    /** Inserts in order and returns the stored leads. */
    async function seed(...leads: NewLead[]): Promise<Lead[]> {
      const stored: Lead[] = [];
      for (const lead of leads) stored.push((await store.insert(lead)).lead);
      return stored;
    }

    /** Marks a pending lead sent, through the store's own claim and record. */
    async function markSent(lead: Lead): Promise<Lead> {
      const [claimed] = await store.claimDue(new Date(NOW), 60_000, 1, lead.id);
      if (!claimed) throw new Error(`lead ${lead.id} was not due`);
      await store.recordAttempt(lead.id, { ok: true, at: new Date(NOW) });
      const sent = await store.get(lead.id);
      if (!sent) throw new Error("the sent lead is gone");
      return sent;
    }

    const allLeads = async (): Promise<Lead[]> => store.list({ includeSpam: true });

    describe("usage", () => {
      it("help, and no command at all, print the usage and exit 0", async () => {
        for (const args of [["help"], [], ["--help"]]) {
          const result = await cli(args);
          expect(result).toMatchObject({ code: 0, out: HELP, err: "" });
        }
        expect(HELP).toMatch(/^Usage: npm run leads -- <command>/);
        for (const command of ["list", "show <id>", "export --csv|--json", "deliver", "erase --email", "purge [--older-than", "help"]) {
          expect(HELP).toContain(command);
        }
      });

      it.each([
        ["an unknown command", ["frobnicate"], /unknown command "frobnicate"/],
        ["an unknown option", ["list", "--bogus"], /--bogus/],
        ["an option without its value", ["list", "--since"], /--since/],
        ["show without an id", ["show"], /show needs a lead id/],
        ["an unknown state", ["list", "--state", "bogus"], /--state: "bogus" is not one of pending, sent, failed, spam/],
        ["a since that is not a date", ["list", "--since", "notadate"], /--since: "notadate" is not a date/],
        ["a since with an impossible date", ["export", "--json", "--since", "2025-13-45"], /--since/],
        ["export with neither --csv nor --json", ["export"], /exactly one of --csv or --json/],
        ["export with both --csv and --json", ["export", "--csv", "--json"], /exactly one of --csv or --json/],
        ["erase without --email", ["erase"], /erase needs --email/],
        ["purge --older-than 0", ["purge", "--older-than", "0"], /--older-than: "0" is not a positive whole number/],
        ["purge --older-than abc", ["purge", "--older-than", "abc"], /--older-than: "abc"/],
        ["purge --older-than 1.5", ["purge", "--older-than", "1.5"], /--older-than: "1.5"/],
      ])("%s: exit 2, the reason and a hint on stderr, nothing on stdout", async (_what, args, reason) => {
        const [kept] = await seed(newLead({ receivedAt: daysAgo(5000) }));
        const result = await cli(args);
        expect(result.code).toBe(2);
        expect(result.lines).toEqual([]);
        expect(result.err).toMatch(reason);
        expect(result.err).toContain("Run npm run leads -- help for the commands.");
        expect(await allLeads()).toEqual([kept]); // a refused purge deletes nothing
      });

      it("show of an unknown id: exit 3, no hint", async () => {
        await seed(newLead());
        const unknown = randomUUID();
        const result = await cli(["show", unknown]);
        expect(result).toEqual({ code: 3, lines: [], out: "", err: `no lead with id ${unknown}` });
      });
    });

    describe("reading leads", () => {
      let old: Lead;
      let ada: Lead;
      let grace: Lead;
      let hyper: Lead;
      let spam: Lead;

      beforeEach(async () => {
        [old, ada, grace, hyper, spam] = (await seed(
          newLead({
            receivedAt: daysAgo(10),
            name: "Charles Babbage",
            email: "charles@example.com",
            lang: null,
            phone: "",
            phoneExtension: "",
          }),
          newLead({ receivedAt: daysAgo(3) }),
          newLead({
            receivedAt: daysAgo(2),
            lang: "es",
            name: "Grace Hopper",
            email: "grace@example.com",
            subject: "Año nuevo",
            message: 'Año\nnuevo, ¿qué tal? "Ñandú"',
          }),
          newLead({
            receivedAt: daysAgo(1),
            name: '=HYPERLINK("x")',
            email: "mallory@example.com",
            subject: "+1 offer",
            message: "@SUM(A1)",
          }),
          newLead({ receivedAt: daysAgo(0.5), state: "spam", name: "Buy Now", email: "spam@spam.test" }),
        )) as [Lead, Lead, Lead, Lead, Lead];
        ada = await markSent(ada);
      });

      /** The ids in the order the listed lines name them; every line names exactly one lead. */
      const listedIds = (lines: readonly string[]): string[] =>
        lines.map((line) => {
          const known = [old, ada, grace, hyper, spam].filter((lead) => line.includes(lead.id));
          expect(known).toHaveLength(1);
          return known[0]?.id ?? "";
        });

      it("list: newest first, spam left out, one line per lead with id, state, name and e-mail", async () => {
        const result = await cli(["list"]);
        expect(result.code).toBe(0);
        expect(listedIds(result.lines)).toEqual([hyper.id, grace.id, ada.id, old.id]);
        for (const [i, lead] of [hyper, grace, ada, old].entries()) {
          const line = result.lines[i];
          expect(line).not.toContain("\n");
          expect(line).toContain(lead.id);
          expect(line).toContain(lead.state);
          expect(line).toContain(lead.name);
          expect(line).toContain(lead.email);
        }
        expect(result.lines[2]).toMatch(/\bsent\b/);
        expect(result.lines[0]).toMatch(/\bpending\b/);
        expect(result.err).toMatch(/^4 leads \((sqlite|postgres) /);
      });

      it("list --all and --state spam show the spam; --state filters by state", async () => {
        expect(listedIds((await cli(["list", "--all"])).lines)).toEqual([spam.id, hyper.id, grace.id, ada.id, old.id]);
        const spamOnly = await cli(["list", "--state", "spam"]);
        expect(listedIds(spamOnly.lines)).toEqual([spam.id]);
        expect(spamOnly.lines[0]).toContain("spam");
        expect(spamOnly.err).toMatch(/^1 lead \(/);
        expect(listedIds((await cli(["list", "--state", "sent"])).lines)).toEqual([ada.id]);
        expect(listedIds((await cli(["list", "--state", "pending"])).lines)).toEqual([hyper.id, grace.id, old.id]);
        const none = await cli(["list", "--state", "failed"]);
        expect(none).toMatchObject({ code: 0, lines: [] });
        expect(none.err).toMatch(/^0 leads \(/);
      });

      it("list --since: a full ISO time or a day, received at or after it", async () => {
        const since = await cli(["list", "--since", daysAgo(2.5).toISOString()]);
        expect(listedIds(since.lines)).toEqual([hyper.id, grace.id]);
        // A day: midnight UTC between 5 and 6 days ago, so the 3-day-old lead is in, the 10-day-old out.
        const day = daysAgo(5).toISOString().slice(0, 10);
        expect(listedIds((await cli(["list", "--since", day])).lines)).toEqual([hyper.id, grace.id, ada.id]);
        expect(listedIds((await cli(["list", "--since", day, "--all"])).lines)).toEqual([spam.id, hyper.id, grace.id, ada.id]);
        expect(listedIds((await cli(["list", "--since", grace.receivedAt.toISOString(), "--state", "pending"])).lines)).toEqual([
          hyper.id,
          grace.id,
        ]);
      });

      it("show <id>: every field, and the whole multi-line message after a blank line", async () => {
        const result = await cli(["show", grace.id]);
        expect(result.code).toBe(0);
        const record = expectedRecord(grace);
        for (const [key, value] of Object.entries(record)) {
          if (key === "message") continue;
          const shown = value === null ? "-" : String(value);
          expect(result.out.split("\n")).toContainEqual(expect.stringMatching(new RegExp(`^${key} +${escapeRegExp(shown)}$`)));
        }
        expect(result.out).toContain(`receivedAt      ${daysAgo(2).toISOString()}`);
        expect(result.out.endsWith(`\n\n${grace.message}`)).toBe(true);
        expect(result.out).toContain('Año\nnuevo, ¿qué tal? "Ñandú"');

        const sent = await cli(["show", ada.id]);
        expect(sent.out).toMatch(new RegExp(`^state +sent$`, "m"));
        expect(sent.out).toMatch(new RegExp(`^sentAt +${escapeRegExp(new Date(NOW).toISOString())}$`, "m"));
        expect(sent.out).toMatch(/^attempts +1$/m);
        expect((await cli(["show", spam.id])).out).toMatch(/^state +spam$/m); // show finds spam too
      });

      it("list, show and export print control, bidi and hidden characters escaped, never as the terminal would act on them", async () => {
        const [hostile] = (await seed(
          newLead({
            receivedAt: daysAgo(0.5),
            name: "Eve\u001b]0;pwned\u0007",
            email: "eve@example.com",
            subject: "Invoice \u001b[2J\u202egpj.exe\u{e0041}",
            message: "Line one\n\u001b[31mred\u001b[0m\ttab\r\u009b",
          }),
        )) as [Lead];
        const list = await cli(["list"]);
        const show = await cli(["show", hostile.id]);
        const csv = await cli(["export", "--csv"]);
        const json = await cli(["export", "--json"]);
        for (const output of [list.out, show.out, csv.out, json.out]) {
          // eslint-disable-next-line no-control-regex -- the very characters that must not appear
          expect(output).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u{e0000}-\u{e007f}]/u);
        }
        expect(list.out).toContain("Eve\\u001b]0;pwned\\u0007 <eve@example.com>  Invoice \\u001b[2J\\u202egpj.exe\\udb40\\udc41");
        expect(show.out).toMatch(/^name +Eve\\u001b\]0;pwned\\u0007$/m);
        // The message keeps its line breaks and tabs, and nothing else raw.
        expect(show.out.endsWith("\n\nLine one\n\\u001b[31mred\\u001b[0m\ttab\\u000d\\u009b")).toBe(true);
        // A CSV cell the same way, its line breaks inside the quotes; the CSV's own line ends stay CRLF.
        expect(csv.out).toContain('"Eve\\u001b]0;pwned\\u0007","eve@example.com"');
        expect(csv.out).toContain('"Line one\n\\u001b[31mred\\u001b[0m\ttab\\u000d\\u009b"');
        expect(csv.out.match(/\r\n/g)).toHaveLength((JSON.parse(json.out) as unknown[]).length + 1);
        // JSON's own escapes: the export still reads back as the stored text.
        expect(JSON.parse(json.out)).toContainEqual(
          expect.objectContaining({ name: hostile.name, subject: hostile.subject, message: hostile.message }),
        );
      });

      it("export --json: a JSON array of every matching lead, dates in ISO 8601, equal to the stored data", async () => {
        const result = await cli(["export", "--json"]);
        expect(result.code).toBe(0);
        expect(result.lines).toHaveLength(1);
        const records: unknown = JSON.parse(result.out);
        expect(records).toEqual([hyper, grace, ada, old].map(expectedRecord));
        expect(records).toContainEqual({
          id: grace.id,
          receivedAt: daysAgo(2).toISOString(),
          state: "pending",
          lang: "es",
          name: "Grace Hopper",
          email: "grace@example.com",
          phoneExtension: "+34",
          phone: "600123456",
          subject: "Año nuevo",
          message: 'Año\nnuevo, ¿qué tal? "Ñandú"',
          consentAt: daysAgo(2).toISOString(),
          privacyVersion: "2025-01",
          attempts: 0,
          lastError: null,
          nextAttemptAt: daysAgo(2).toISOString(),
          sentAt: null,
        });
        expect(result.err).toBe("");

        const all = JSON.parse((await cli(["export", "--json", "--all"])).out) as unknown[];
        expect(all).toEqual([spam, hyper, grace, ada, old].map(expectedRecord));
        expect(JSON.parse((await cli(["export", "--json", "--state", "sent"])).out)).toEqual([expectedRecord(ada)]);
        expect(JSON.parse((await cli(["export", "--json", "--state", "failed"])).out)).toEqual([]);
      });

      it("export --csv: BOM, header, CRLF records, formula cells defused, multi-line cells quoted", async () => {
        const result = await cli(["export", "--csv"]);
        expect(result.code).toBe(0);
        expect(result.lines).toHaveLength(1);
        const csv = result.out;
        expect(csv).toBe(expectedCsv([hyper, grace, ada, old]));
        expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
        expect(csv).toContain(`"'+1 offer"`);
        expect(csv).toContain(`"'@SUM(A1)"`);
        expect(csv).toContain(`"Año\nnuevo, ¿qué tal? ""Ñandú"""`);

        const all = await cli(["export", "--csv", "--all", "--since", daysAgo(1.5).toISOString()]);
        expect(all.out).toBe(expectedCsv([spam, hyper]));
      });
    });

    describe("erase and purge", () => {
      it("erase --email deletes every lead of that address, whatever its case, and says how many", async () => {
        const [, grace] = await seed(
          newLead({ email: "ada@example.com", receivedAt: daysAgo(3) }),
          newLead({ email: "grace@example.com", name: "Grace Hopper", receivedAt: daysAgo(2) }),
          newLead({ email: "Ada@Example.COM", receivedAt: daysAgo(1) }),
          newLead({ email: "ada@example.com", state: "spam", receivedAt: daysAgo(0.5) }),
        );
        const result = await cli(["erase", "--email", "ADA@example.com"]);
        expect(result).toMatchObject({ code: 0, out: "erased 3 leads of ADA@example.com" });
        expect(await allLeads()).toEqual([grace]);

        expect(await cli(["erase", "--email=nobody@example.com"])).toMatchObject({ code: 0, out: "erased 0 leads of nobody@example.com" });
        expect(await cli(["erase", "--email", "grace@example.com"])).toMatchObject({ code: 0, out: "erased 1 lead of grace@example.com" });
        expect(await allLeads()).toEqual([]);
      });

      it("purge --older-than 30 deletes only the leads received more than 30 days ago, spam included", async () => {
        const [kept, recent] = await seed(
          newLead({ receivedAt: daysAgo(29) }),
          newLead({ receivedAt: daysAgo(1) }),
          newLead({ receivedAt: daysAgo(31) }),
          newLead({ receivedAt: daysAgo(40), state: "spam" }),
        );
        const result = await cli(["purge", "--older-than", "30"]);
        expect(result).toMatchObject({ code: 0, out: "deleted 2 leads received more than 30 days ago" });
        expect(await allLeads()).toEqual([recent, kept]);
      });

      it("purge without --older-than keeps 730 days; LEADS_RETENTION_DAYS overrides that", async () => {
        const [kept, recent] = await seed(
          newLead({ receivedAt: daysAgo(729) }),
          newLead({ receivedAt: daysAgo(99) }),
          newLead({ receivedAt: daysAgo(731) }),
        );
        expect(await cli(["purge"])).toMatchObject({ code: 0, out: "deleted 1 lead received more than 730 days ago" });
        expect(await allLeads()).toEqual([recent, kept]);

        const [, newest] = await seed(newLead({ receivedAt: daysAgo(101) }), newLead({ receivedAt: daysAgo(1) }));
        const overridden = await cli(["purge"], { LEADS_RETENTION_DAYS: "100" });
        expect(overridden).toMatchObject({ code: 0, out: "deleted 2 leads received more than 100 days ago" });
        expect((await allLeads()).map((lead) => lead.id)).toEqual([newest?.id, recent?.id]);
      });
    });

    describe("deliver", () => {
      let smtp: TestSmtpServer | undefined;

      afterEach(async () => {
        await smtp?.close();
        smtp = undefined;
      });

      const mailEnv = (server: TestSmtpServer): NodeJS.ProcessEnv => ({
        SMTP_URL: server.url,
        CONTACT_TO: "leads@brisa.test",
        CONTACT_FROM: "website@brisa.test",
        SMTP_TIMEOUT_MS: "3000",
      });

      it("without SMTP_URL: exit 2, a message naming SMTP_URL, nothing attempted", async () => {
        const [lead] = await seed(newLead());
        const result = await cli(["deliver"]);
        expect(result.code).toBe(2);
        expect(result.err).toContain("SMTP_URL");
        expect(await store.get(lead?.id ?? "")).toEqual(lead);
      });

      it("a server that accepts: every due pending lead is sent, spam is not, exit 0", async () => {
        smtp = await startSmtpServer({ kind: "accept" });
        const [first, second, junk] = (await seed(
          newLead({ receivedAt: daysAgo(2), name: "Ada Lovelace" }),
          newLead({ receivedAt: daysAgo(1), name: "Grace Hopper", email: "grace@example.com" }),
          newLead({ receivedAt: daysAgo(1), state: "spam", name: "Buy Now" }),
        )) as [Lead, Lead, Lead];
        const result = await cli(["deliver"], mailEnv(smtp));
        expect(result).toMatchObject({ code: 0, out: "2 sent, 0 to retry later, 0 failed for good" });
        expect(smtp.accepted).toHaveLength(2);
        expect(smtp.accepted[0]).toContain(`lead-${first.id}@`);
        expect(smtp.accepted[1]).toContain(`lead-${second.id}@`);
        expect(smtp.accepted[1]).toMatch(/^Reply-To: Grace Hopper <grace@example.com>$/m);
        for (const lead of [first, second]) {
          const stored = await store.get(lead.id);
          expect(stored).toMatchObject({ state: "sent", attempts: 1, lastError: null, nextAttemptAt: null });
          expect(stored?.sentAt?.getTime()).toBeGreaterThanOrEqual(NOW);
        }
        expect(await store.get(junk.id)).toEqual(junk);

        // Nothing is due any more: a second run sends nothing.
        expect(await cli(["deliver"], mailEnv(smtp))).toMatchObject({ code: 0, out: "0 sent, 0 to retry later, 0 failed for good" });
        expect(smtp.accepted).toHaveLength(2);
      });

      it("a server that refuses for now (451): exit 1, the lead stays pending with one attempt and a later retry", async () => {
        smtp = await startSmtpServer({ kind: "failThenAccept", failures: 1 });
        const [lead] = (await seed(newLead({ receivedAt: daysAgo(1) }))) as [Lead];
        const result = await cli(["deliver"], mailEnv(smtp));
        expect(result).toMatchObject({ code: 1, out: "0 sent, 1 to retry later, 0 failed for good" });
        expect(result.err).toContain(`delivery of lead ${lead.id} failed`);
        expect(smtp.accepted).toEqual([]);
        const stored = await store.get(lead.id);
        expect(stored).toMatchObject({ state: "pending", attempts: 1, sentAt: null, lastError: expect.stringMatching(/451/) });
        expect(stored?.nextAttemptAt?.getTime()).toBeGreaterThan(NOW);
      });

      it("a server that refuses for good (550): exit 1, the lead fails at once, with the reason and an alert, never retried", async () => {
        smtp = await startSmtpServer({ kind: "refuse" });
        const [lead] = (await seed(newLead({ receivedAt: daysAgo(1) }))) as [Lead];
        const result = await cli(["deliver"], mailEnv(smtp));
        expect(result).toMatchObject({ code: 1, out: "0 sent, 0 to retry later, 1 failed for good" });
        expect(result.err).toContain(`ALERT leads: lead ${lead.id} was refused for good by the mail server`);
        const stored = await store.get(lead.id);
        expect(stored).toMatchObject({
          state: "failed",
          attempts: 1,
          sentAt: null,
          nextAttemptAt: null,
          lastError: expect.stringMatching(/550/),
        });
        // Nothing is due: a later run does not try it again.
        expect(await cli(["deliver"], mailEnv(smtp))).toMatchObject({ code: 0, out: "0 sent, 0 to retry later, 0 failed for good" });
        expect(await store.get(lead.id)).toStrictEqual(stored);
      });
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "brisa-leads-cli-"));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("SQLite", () => {
  let file = "";

  describeCli("SQLite", {
    fresh: async () => {
      file = path.join(root, randomUUID(), "leads.db");
    },
    env: () => ({ LEADS_DB: file }),
    open: () => openSqliteStore(file),
  });

  describe("the real entry point, as a process", () => {
    let leads: Lead[];
    let dbFile: string;

    beforeAll(async () => {
      dbFile = path.join(root, randomUUID(), "leads.db");
      const store = await openSqliteStore(dbFile);
      const first = await store.insert(newLead({ receivedAt: daysAgo(2), message: "Año\nnuevo" }));
      const hyper = await store.insert(newLead({ receivedAt: daysAgo(1), name: '=HYPERLINK("x")', email: "mallory@example.com" }));
      leads = [hyper.lead, first.lead];
      await store.close();
    });

    /** Runs `command` in the repository, without a DATABASE_URL that would send it elsewhere. */
    const run = (command: string, args: string[]) => {
      const env: NodeJS.ProcessEnv = { ...process.env, LEADS_DB: dbFile };
      delete env.DATABASE_URL;
      return spawnSync(command, args, { cwd: REPO_ROOT, env, encoding: "utf8", timeout: 20_000 });
    };
    const leadsTs = (...args: string[]) => run(process.execPath, ["--import", "tsx", "server/leads/leads.ts", ...args]);

    it("node --import tsx server/leads/leads.ts export --csv prints the BOM-first, defused CSV and exits 0", () => {
      const exported = leadsTs("export", "--csv");
      expect(exported.error).toBeUndefined();
      expect(exported.stderr).toBe("");
      expect(exported.status).toBe(0);
      // leads.ts ends each output with "\n".
      expect(exported.stdout).toBe(`${expectedCsv(leads)}\n`);
      expect(exported.stdout).toContain(`"'=HYPERLINK(""x"")"`);
    }, 20_000);

    it("npm run -s leads -- list lists the leads and exits 0; a wrong usage exits 2", () => {
      const list = run("npm", ["run", "-s", "leads", "--", "list"]);
      expect(list.error).toBeUndefined();
      expect(list.status).toBe(0);
      const lines = list.stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain(leads[0]?.id);
      expect(lines[0]).toContain('=HYPERLINK("x") <mallory@example.com>');
      expect(list.stderr).toContain(`2 leads (sqlite ${dbFile})`);

      const wrong = leadsTs("list", "--bogus");
      expect(wrong.status).toBe(2);
      expect(wrong.stdout).toBe("");
      expect(wrong.stderr).toContain("Run npm run leads -- help for the commands.");
    }, 20_000);
  });
});

describe("PostgreSQL", () => {
  const postgres = usePostgresDatabase("leads_cli");

  describeCli("PostgreSQL", {
    fresh: () => postgres.empty(),
    env: () => ({ DATABASE_URL: postgres.url().href }),
    open: () => openPostgresStore(postgres.url().href),
  });
});
