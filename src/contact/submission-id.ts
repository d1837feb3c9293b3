/**
 * The contact form's submission id: made once per message in the visitor's browser and sent with
 * it (the hidden field `submissionId`), so that a retry of the same message after a timeout or a
 * 5xx is answered like the first and stored once. A message sent, the form starts a new one.
 * The head's script fills the field as the form is submitted, with the app or before it
 * (SUBMISSION_ID_PART in src/head/early-script.ts): the form's handler reads it from there.
 */
export const SUBMISSION_ID_FIELD = "submissionId";
