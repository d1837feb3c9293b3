import type { NewLead } from "../../../../server/leads/types";

/** A lead as the endpoint hands it to the store, received now unless `overrides` say otherwise; consent given when received. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  const receivedAt = overrides.receivedAt ?? new Date();
  return {
    receivedAt,
    lang: "en",
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "600123456",
    phoneExtension: "+34",
    subject: "A booking app",
    message: "Hello,\nI need an app.",
    consentAt: receivedAt,
    privacyVersion: "2025-01",
    state: "pending",
    submissionId: null,
    ...overrides,
  };
}
