import { textOf, textsIn, type ContactTexts } from "../../src/contact/fields";
import { isLang } from "../../src/i18n/languages";
import type { DeliveryState, Lead } from "./types";

/**
 * A row of the `leads` table, as a driver returns it (the texts' columns are named in
 * CONTACT_FIELDS). Only the type of the
 * timestamps differs between backends: Dates from PostgreSQL's timestamptz, epoch milliseconds
 * from SQLite.
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
