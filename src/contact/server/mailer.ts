import nodemailer from "nodemailer";
import type { StoredContactMessage } from "./outbox";

export type ForwardMessage = (message: StoredContactMessage) => Promise<void>;

/** Header values must stay on one line (no header injection through the subject or the name). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

export function mailText(message: StoredContactMessage): string {
  const phone = message.phone ? `${message.phoneExtension} ${message.phone}` : "-";
  return [
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Phone: ${phone}`,
    `Subject: ${message.subject}`,
    `Language: ${message.lang ?? "-"}`,
    `Received: ${message.receivedAt}`,
    `Id: ${message.id}`,
    "",
    message.description,
  ].join("\n");
}

/** Forwards stored messages by e-mail through the SMTP server of `smtpUrl`. */
export function smtpForwarder(smtpUrl: string, to: string, from: string): ForwardMessage {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({
      from,
      to,
      replyTo: { name: oneLine(message.name), address: message.email },
      subject: `Contact form: ${oneLine(message.subject)}`,
      text: mailText(message),
    });
  };
}
