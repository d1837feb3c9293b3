/**
 * The contact form's submission id: made once per message in the visitor's browser and sent with
 * it (the hidden field `submissionId`), so that a retry of the same message after a timeout or a
 * 5xx is answered like the first and stored once. A message sent, the form starts a new one.
 * Before the form's handler is hydrated, the head's script fills the field (src/head/early-script.ts).
 */
export const SUBMISSION_ID_FIELD = "submissionId";

/** 32 random hex digits (128 bits): what the endpoint's SUBMISSION_ID_SHAPE accepts. */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
