/**
 * The contact form's submission id: made once per message in the visitor's browser and sent with
 * it (the hidden field `submissionId`), so that a retry of the same message after a timeout or a
 * 5xx is answered like the first and stored once. A message sent, the form starts a new one.
 */
export const SUBMISSION_ID_FIELD = "submissionId";

/** 32 random hex digits (128 bits): what the endpoint's SUBMISSION_ID_SHAPE accepts. */
export function newSubmissionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The same for a form posted before the page's scripts have loaded (a plain HTML post): the head
 * of every page listens for submits, and fills an empty `submissionId` field with a new id just
 * before the browser sends the form. The form's own handler, once hydrated, reads the field too,
 * so both ways of sending use one id per message.
 */
export const SUBMISSION_ID_SCRIPT =
  `document.addEventListener("submit",function(e){var f=e.target.elements,i=f&&f.${SUBMISSION_ID_FIELD};` +
  `if(!i||i.value)return;var b=new Uint8Array(16);crypto.getRandomValues(b);` +
  `i.value=Array.prototype.map.call(b,function(x){return(x+256).toString(16).slice(1)}).join("")},true)`;
