import type { ContactTexts } from "../../src/contact/fields";
import type { Lang } from "../../src/i18n/languages";

/**
 * A lead: one message a visitor sent through the contact form, as the agency keeps it.
 * Delivery is a state of the lead, not a side effect: the endpoint stores it `pending`, a
 * delivery attempt moves it to `sent`, or after the last failed attempt to `failed`. A message
 * that filled the honeypot is kept as `spam` and never delivered.
 */
export const DELIVERY_STATES = ["pending", "sent", "failed", "spam"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * What the endpoint hands the store: the validated message (its texts by the lead's names in
 * CONTACT_FIELDS; the country code "" when a client sent none) and its consent.
 */
export interface NewLead extends ContactTexts<"lead"> {
  receivedAt: Date;
  lang: Lang | null;
  /** When the visitor ticked the consent box (the time the endpoint accepted it). */
  consentAt: Date;
  /** The privacy policy's version the visitor agreed to. */
  privacyVersion: string;
  /** `spam` for a honeypot hit, otherwise `pending`. */
  state: "pending" | "spam";
  /**
   * The id the form made when its page loaded (`submissionId`), or null when the client sent none.
   * A second insert with the same id stores nothing and returns the first lead: a visitor who
   * retries after a timeout or a 5xx never creates a twin.
   */
  submissionId: string | null;
}

export interface Lead extends Omit<NewLead, "state"> {
  id: string;
  state: DeliveryState;
  /** Delivery attempts made so far. */
  attempts: number;
  /**
   * The last delivery error's kind ("Error EAUTH", "SMTP 550"), never personal data. Kept once the
   * lead is sent, so a lead that needed a retry still shows what went wrong.
   */
  lastError: string | null;
  /** When the next delivery attempt is due; null once sent, failed or spam. */
  nextAttemptAt: Date | null;
  /** When the e-mail was accepted by the SMTP server. */
  sentAt: Date | null;
}

export interface ListOptions {
  /** Only leads received at or after this time. */
  since?: Date;
  state?: DeliveryState;
  /** `spam` leads are left out unless asked for (by this flag or by `state: "spam"`). */
  includeSpam?: boolean;
}

/** The outcome of one delivery attempt. */
export type AttemptResult =
  | { ok: true; at: Date }
  | { ok: false; at: Date; error: string; /** null: no attempt left, the lead becomes `failed`. */ retryAt: Date | null };

/** What an insert returns: the stored lead, and whether this call stored it (false for a replayed submission id). */
export interface StoredLead {
  lead: Lead;
  created: boolean;
}

/** Whether the store takes writes now, and if not, why (for /healthz and the logs). */
export type StoreHealth = { ok: true } | { ok: false; reason: string };

/**
 * The lead store: one small interface, two backends (SQLite file, PostgreSQL) that pass the same
 * contract suite. Every method resolves only once its change is committed, and waits at most the
 * store's bound for a busy or silent database (then StoreUnavailableError, see store-errors.ts).
 */
export interface LeadStore {
  /** Which backend, for logs and the CLI ("sqlite /path/leads.db", "postgres host/db"). */
  readonly description: string;
  /** At once, without waiting on the database: what the store knows of its own state. */
  health(): StoreHealth;
  /**
   * Stores a new lead durably (committed, fsynced and visible to every other connection before
   * the promise resolves) and returns it with its id (a UUID); or, when a lead with the same
   * submissionId exists, returns that one and stores nothing. Rejects with StoreUnavailableError
   * when the database did not take the change within the store's bound.
   */
  insert(lead: NewLead): Promise<StoredLead>;
  get(id: string): Promise<Lead | undefined>;
  /** Newest first. */
  list(options?: ListOptions): Promise<Lead[]>;
  /**
   * Claims pending leads whose next attempt is due (`nextAttemptAt <= now`), oldest first, at most
   * `limit`: each claimed lead's attempts grow by one and its next attempt moves to `now + leaseMs`,
   * in one statement, so two processes never claim the same lead at the same time. With `id`, only
   * that lead is considered (the endpoint's first attempt).
   */
  claimDue(now: Date, leaseMs: number, limit: number, id?: string): Promise<Lead[]>;
  /**
   * Records the result of the attempt a claim started. Only a pending lead changes: a late result
   * for a lead already sent, failed or erased is ignored.
   */
  recordAttempt(id: string, result: AttemptResult): Promise<void>;
  /** Deletes every lead of this e-mail address (case-insensitive); returns how many. */
  eraseByEmail(email: string): Promise<number>;
  /** Deletes leads received before `cutoff`; returns how many. */
  purgeReceivedBefore(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}
