import nodemailer from "nodemailer";
import { errorCode } from "./store-errors";
import type { Lead } from "./types";

/** Sends one lead to the agency; rejects when the SMTP server did not accept it. */
export type SendLead = (lead: Lead) => Promise<void>;

export interface MailSettings {
  /** SMTP connection URL (smtp://user:pass@host:587, smtps://...). */
  smtpUrl: string;
  to: string;
  from: string;
  /**
   * Bound on each SMTP step (connect, greeting, every reply). A server that hangs must turn into a
   * failed attempt that is retried later, not into a send that never ends.
   */
  timeoutMs: number;
  /** Domain of the Message-ID, so that a retried e-mail carries the same id as the first try. */
  messageIdDomain: string;
}

/** Header values must stay on one line (no header injection through the subject or the name). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * The visitor's name as the Reply-To's display name, unable to pass for an address: without "@",
 * angle brackets, quotes, commas, semicolons or colons, a name such as `CEO <ceo@example.com>`
 * reads `CEO ceo example.com`, and the agency's mail client shows the visitor's real address
 * beside it. (The endpoint already refuses encoded-words and control characters.)
 */
export function replyToName(name: string): string {
  return oneLine(name)
    .replace(/[@<>"\\,;:()[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The e-mail body: a fixed layout the agency can read at a glance and search by its labels. */
export function leadMailText(lead: Lead): string {
  const phone = lead.phone ? `${lead.phoneExtension} ${lead.phone}`.trim() : "-";
  return [
    `Name:      ${lead.name}`,
    `E-mail:    ${lead.email}`,
    `Phone:     ${phone}`,
    `Subject:   ${lead.subject}`,
    `Language:  ${lead.lang ?? "-"}`,
    `Received:  ${lead.receivedAt.toISOString()}`,
    `Consent:   ${lead.consentAt.toISOString()} (privacy policy ${lead.privacyVersion})`,
    `Lead id:   ${lead.id}`,
    "",
    "Message:",
    "",
    lead.message,
    "",
    "--",
    "Reply to this e-mail to answer the visitor.",
    `npm run leads -- show ${lead.id}`,
  ].join("\n");
}

export function leadMailSubject(lead: Lead): string {
  return `New lead: ${oneLine(lead.subject)}`;
}

export function smtpSender(settings: MailSettings): SendLead {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return async (lead) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name: replyToName(lead.name), address: lead.email },
      subject: leadMailSubject(lead),
      text: leadMailText(lead),
      messageId: `<lead-${lead.id}@${settings.messageIdDomain}>`,
      date: lead.receivedAt,
    });
  };
}

/**
 * Whether the mail server refused the message for good (an SMTP 5xx reply to the envelope or the
 * data): sending the same message again gets the same answer, so the lead fails at once. An
 * authentication failure (EAUTH, 535) is ours to fix in SMTP_URL, after which a retry works, and is
 * retried like a temporary error.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const reply =
    typeof error === "object" && error !== null && "responseCode" in error && typeof error.responseCode === "number"
      ? error.responseCode
      : 0;
  return reply >= 500 && reply < 600 && errorCode(error) !== "EAUTH";
}

/**
 * The class and code of a delivery error ("Error EENVELOPE 550", "Error ETIMEDOUT"), without its
 * text: an SMTP server's reply may quote addresses, and this is stored and logged.
 */
export function deliveryErrorKind(error: unknown): string {
  if (typeof error !== "object" || error === null) return "unknown error";
  const name = "name" in error && typeof error.name === "string" ? error.name : "Error";
  const code = "code" in error && (typeof error.code === "string" || typeof error.code === "number") ? ` ${error.code}` : "";
  const smtp = "responseCode" in error && typeof error.responseCode === "number" ? ` ${error.responseCode}` : "";
  return `${name}${code}${smtp}`.slice(0, 100);
}
