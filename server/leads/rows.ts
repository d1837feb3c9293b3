import { randomUUID } from "node:crypto";
import { textOf, textsIn, type ContactTexts } from "../../src/contact/fields";
import { isLang } from "../../src/i18n/languages";
import type { AttemptResult, DeliveryState, Lead, ListOptions, NewLead } from "./types";

/**
 * A row of the `leads` table, as a driver returns it (the texts' columns are named in
 * CONTACT_FIELDS). Only the type of the timestamps differs between backends: Dates from
 * PostgreSQL's timestamptz, epoch milliseconds from SQLite.
 */
export interface LeadRow<Time> extends ContactTexts<"column"> {
  id: string;
  received_at: Time;
  lang: string | null;
  consent_at: Time;
  privacy_version: string;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Time | null;
  sent_at: Time | null;
  /** Added by migration 2. */
  submission_id: string | null;
}

/** Field by field, so that nothing else a driver puts on a row ever leaks into a lead. */
export function leadFromRow<Time>(row: LeadRow<Time>, toDate: (time: Time) => Date): Lead {
  const optional = (time: Time | null) => (time === null ? null : toDate(time));
  return {
    id: row.id,
    receivedAt: toDate(row.received_at),
    lang: isLang(row.lang) ? row.lang : null,
    ...textsIn("lead", (field) => textOf(row, "column", field)),
    consentAt: toDate(row.consent_at),
    privacyVersion: row.privacy_version,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: optional(row.next_attempt_at),
    sentAt: optional(row.sent_at),
    submissionId: row.submission_id,
  };
}

/**
 * The statements both stores run, written once in PostgreSQL's spelling ($1, $2 ...) with their
 * values in that order; the SQLite store binds them in its own (sqlite-core.ts).
 */
export type SqlValue = string | number | Date | null;
export type Statement = [sql: string, values: SqlValue[]];

export const SQL = {
  byId: "SELECT * FROM leads WHERE id = $1",
  bySubmissionId: "SELECT * FROM leads WHERE submission_id = $1",
  // SQLite's lower() folds ASCII letters only: enough for the domain, and for nearly every mailbox
  // name; the index on lower(email) makes this a lookup, not a scan.
  eraseByEmail: "DELETE FROM leads WHERE lower(email) = lower($1)",
  purgeBefore: "DELETE FROM leads WHERE received_at < $1",
} as const;

/**
 * A new lead, due at once when pending (the endpoint's first attempt), never when spam. A replayed
 * submission id inserts nothing and returns no row: the caller then looks the first lead up.
 */
export function insertLead(lead: NewLead): Statement {
  const row: Record<string, SqlValue> = {
    id: randomUUID(),
    received_at: lead.receivedAt,
    lang: lead.lang,
    ...textsIn("column", (field) => textOf(lead, "lead", field)),
    consent_at: lead.consentAt,
    privacy_version: lead.privacyVersion,
    state: lead.state,
    next_attempt_at: lead.state === "pending" ? lead.receivedAt : null,
    submission_id: lead.submissionId,
  };
  const columns = Object.keys(row);
  const sql = `INSERT INTO leads (${columns.join(", ")}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")})
ON CONFLICT (submission_id) DO NOTHING RETURNING *`;
  return [sql, Object.values(row)];
}

export function listLeads({ since, state, includeSpam = false }: ListOptions): Statement {
  const conditions: string[] = [];
  const values: SqlValue[] = [];
  if (since) conditions.push(`received_at >= $${values.push(since)}`);
  if (state) conditions.push(`state = $${values.push(state)}`);
  else if (!includeSpam) conditions.push("state <> 'spam'");
  const where = conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
  return [`SELECT * FROM leads ${where} ORDER BY received_at DESC, id DESC`, values];
}

/** A claim's values: $1 now, $2 the lease's end, $3 the limit, $4 the one lead's id. */
export function claimValues(now: Date, leaseMs: number, limit: number, id: string | undefined): SqlValue[] {
  return [now, new Date(now.getTime() + leaseMs), limit, ...(id === undefined ? [] : [id])];
}

/**
 * Only a pending lead is settled: a late result from a worker whose lease expired must not turn a
 * lead another worker has since sent back into pending or failed. COALESCE keeps the last error
 * after a success, so a lead that needed a retry still shows what went wrong before.
 */
export function recordAttempt(id: string, result: AttemptResult): Statement {
  const sql = `UPDATE leads SET state = $2, sent_at = $3, next_attempt_at = $4, last_error = COALESCE($5, last_error)
WHERE id = $1 AND state = 'pending'`;
  if (result.ok) return [sql, [id, "sent", result.at, null, null]];
  return [sql, [id, result.retryAt ? "pending" : "failed", null, result.retryAt, result.error]];
}
