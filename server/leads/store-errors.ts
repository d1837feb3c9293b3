/**
 * What a store throws when the database did not take a change within the store's bound: another
 * process holds SQLite's write lock, or PostgreSQL does not answer, refuses connections or timed
 * out. Nothing was acknowledged; the same request is worth making again a little later, so the
 * endpoint answers 503 with Retry-After instead of 500.
 */
export const STORE_UNAVAILABLE = "STORE_UNAVAILABLE";

export class StoreUnavailableError extends Error {
  readonly code = STORE_UNAVAILABLE;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}

/** An error's `code` ("SQLITE_BUSY", "ECONNREFUSED", "EAUTH" ...) as text, "" when it has none. */
export function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

/** By its code, not instanceof: the Gatsby Function and jest may load this module more than once. */
export function isStoreUnavailable(error: unknown): boolean {
  return errorCode(error) === STORE_UNAVAILABLE;
}
