import { parseArgs } from "node:util";
import { CONTACT_FIELDS, CONTACT_TEXT_FIELDS, textOf, textsIn, type ContactTexts } from "../../src/contact/fields";
import { forbiddenCharacter } from "../../src/contact/validation";
import { deliverDue } from "./delivery";
import { smtpSender } from "./mail";
import { leadsToCsv } from "./csv";
import { withLeadStore } from "./open-store";
import { leadSettings, retentionCutoff } from "./settings";
import { DELIVERY_STATES, type DeliveryState, type Lead } from "./types";

/**
 * `npm run leads -- <command>`: how the agency reads and manages its leads, on whichever store the
 * environment selects (DATABASE_URL, else LEADS_DB, else .data/leads.db).
 */

export const HELP = `Usage: npm run leads -- <command> [options]

Commands:
  list [--since <date>] [--state <state>] [--all]
                        newest first, one line each (spam only with --all or --state spam)
  show <id>             one lead in full, its message included
  export --csv|--json [--since <date>] [--state <state>] [--all]
                        every matching lead to stdout (CSV: UTF-8 with BOM, for spreadsheets)
  deliver               e-mail every lead whose delivery is due (needs SMTP_URL); for a cron job
  erase --email <address>
                        delete every lead of that e-mail address (a visitor's erasure request)
  purge [--older-than <days>]
                        delete leads received more than <days> days ago (default: LEADS_RETENTION_DAYS, 730)
  help                  this text

States: ${DELIVERY_STATES.join(", ")}. Dates: YYYY-MM-DD or a full ISO 8601 time.
Exit codes: 0 done, 1 the store or the mail server failed, 2 wrong usage, 3 no such lead.`;

export class UsageError extends Error {}
class NotFoundError extends Error {}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

type LeadRecord = ContactTexts<"lead"> &
  Record<
    "id" | "receivedAt" | "state" | "lang" | "consentAt" | "privacyVersion" | "attempts" | "lastError" | "nextAttemptAt" | "sentAt",
    string | number | null
  >;

/** The CSV export's columns: leadRecord's fields, in its order. */
const CSV_COLUMNS: readonly (keyof LeadRecord)[] = [
  "id",
  "receivedAt",
  "state",
  "lang",
  ...CONTACT_TEXT_FIELDS.map((field) => CONTACT_FIELDS[field].lead),
  "consentAt",
  "privacyVersion",
  "attempts",
  "lastError",
  "nextAttemptAt",
  "sentAt",
];

/** A lead as plain values: dates in ISO 8601 (UTC), the shape of the JSON and CSV exports, in the CSV's column order. */
export function leadRecord(lead: Lead): LeadRecord {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: lead.id,
    receivedAt: iso(lead.receivedAt),
    state: lead.state,
    lang: lead.lang,
    ...textsIn("lead", (field) => textOf(lead, "lead", field)),
    consentAt: iso(lead.consentAt),
    privacyVersion: lead.privacyVersion,
    attempts: lead.attempts,
    lastError: lead.lastError,
    nextAttemptAt: iso(lead.nextAttemptAt),
    sentAt: iso(lead.sentAt),
  };
}

function parseDate(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since: "${value}" is not a date (YYYY-MM-DD or an ISO 8601 time)`);
  }
  return date;
}

function parseState(value: string): DeliveryState {
  const state = DELIVERY_STATES.find((s) => s === value);
  if (!state) throw new UsageError(`--state: "${value}" is not one of ${DELIVERY_STATES.join(", ")}`);
  return state;
}

/**
 * Text from a lead as a terminal may show it: every character the endpoint refuses in a field
 * (src/contact/validation.ts), control characters first (an escape sequence can rewrite the
 * screen, set the window title or hide a line) and bidi controls (which reorder what is shown), is
 * written as a visible escape, `\u001b` or `\u202e` (one per UTF-16 unit, as JSON writes them).
 * The endpoint refuses them, but a lead may come from an older version or straight from the
 * database. A message keeps its line breaks and tabs. Every output of the CLI goes through it.
 */
export function printable(text: string, multiline = false): string {
  return text.replace(forbiddenCharacter(multiline), (char) =>
    Array.from({ length: char.length }, (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join(""),
  );
}

function oneLine(text: string, max: number): string {
  const flat = printable(text.replace(/[ \t\r\n]+/g, " ").trim());
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function listLine(lead: Lead): string {
  return [
    lead.id,
    lead.receivedAt.toISOString().slice(0, 16).replace("T", " "),
    lead.state.padEnd(7),
    lead.lang ?? "--",
    `${printable(lead.name)} <${printable(lead.email)}>`,
    oneLine(lead.subject, 60),
  ].join("  ");
}

function showText(lead: Lead): string {
  const record = leadRecord(lead);
  const width = Math.max(...Object.keys(record).map((k) => k.length));
  const fields = Object.entries(record)
    .filter(([key]) => key !== "message")
    .map(([key, value]) => `${key.padEnd(width)}  ${value === null ? "-" : printable(String(value))}`);
  return [...fields, "", printable(lead.message, true)].join("\n");
}

/** Runs one command; returns the exit code. Output goes through `io` so tests can read it. */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  try {
    const [command = "help", ...rest] = argv;
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      strict: true,
      options: {
        since: { type: "string" },
        state: { type: "string" },
        all: { type: "boolean" },
        csv: { type: "boolean" },
        json: { type: "boolean" },
        email: { type: "string" },
        "older-than": { type: "string" },
      },
    });
    const filters = () => ({
      ...(values.since ? { since: parseDate(values.since) } : {}),
      ...(values.state ? { state: parseState(values.state) } : {}),
      includeSpam: values.all === true,
    });

    switch (command) {
      case "help":
      case "--help":
      case "-h":
        io.out(HELP);
        return 0;
      case "list":
        await withLeadStore(env, async (store) => {
          const leads = await store.list(filters());
          for (const lead of leads) io.out(listLine(lead));
          io.err(`${leads.length} lead${leads.length === 1 ? "" : "s"} (${store.description})`);
        });
        return 0;
      case "show": {
        const id = positionals[0];
        if (!id) throw new UsageError("show needs a lead id: npm run leads -- show <id>");
        await withLeadStore(env, async (store) => {
          const lead = await store.get(id);
          if (!lead) throw new NotFoundError(`no lead with id ${id}`);
          io.out(showText(lead));
        });
        return 0;
      }
      case "export": {
        if (values.csv === values.json) throw new UsageError("export needs exactly one of --csv or --json");
        await withLeadStore(env, async (store) => {
          const records = (await store.list(filters())).map(leadRecord);
          // The CSV's cells keep their line breaks and tabs inside their quotes; JSON keeps its own
          // escapes (\u001b) and gets the same for what it writes raw (C1, bidi controls).
          const cells = records.map((record) =>
            Object.fromEntries(
              Object.entries(record).map(([key, value]) => [key, typeof value === "string" ? printable(value, true) : value]),
            ),
          );
          io.out(values.csv ? leadsToCsv(cells, CSV_COLUMNS) : printable(JSON.stringify(records, null, 2), true));
        });
        return 0;
      }
      case "deliver": {
        const settings = leadSettings(env);
        if (!settings.mail) throw new UsageError("deliver needs SMTP_URL (and CONTACT_TO) to know where to send leads");
        const send = smtpSender(settings.mail);
        const summary = await withLeadStore(env, (store) =>
          deliverDue({ store, send, policy: settings.retry, log: { info: io.err, error: io.err }, now: () => new Date() }),
        );
        io.out(`${summary.sent} sent, ${summary.retry} to retry later, ${summary.failed} failed for good`);
        return summary.retry + summary.failed > 0 ? 1 : 0;
      }
      case "erase": {
        const email = values.email?.trim();
        if (!email) throw new UsageError("erase needs --email <address>");
        const count = await withLeadStore(env, (store) => store.eraseByEmail(email));
        io.out(`erased ${count} lead${count === 1 ? "" : "s"} of ${email}`);
        return 0;
      }
      case "purge": {
        const raw = values["older-than"];
        const days = raw === undefined ? leadSettings(env).retentionDays : Number(raw);
        if (!Number.isInteger(days) || days <= 0) throw new UsageError(`--older-than: "${raw}" is not a positive whole number of days`);
        const count = await withLeadStore(env, (store) => store.purgeReceivedBefore(retentionCutoff(new Date(), days)));
        io.out(`deleted ${count} lead${count === 1 ? "" : "s"} received more than ${days} days ago`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof NotFoundError) {
      io.err(error.message);
      return 3;
    }
    // Not `instanceof Error`: node:util's errors come from Node's own realm, which is not the
    // caller's when runCli runs inside a vm context (jest's test environments). parseArgs reports
    // unknown options and missing values with codes ERR_PARSE_ARGS_*.
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    io.err(`leads: ${typeof message === "string" ? message : String(error)}`);
    if (error instanceof UsageError || String(code).startsWith("ERR_PARSE_ARGS")) {
      io.err("Run npm run leads -- help for the commands.");
      return 2;
    }
    return 1;
  }
}
