import { deliverDue, type DeliveryLog, type DeliverySummary } from "./delivery";
import { smtpSender, type SendLead } from "./mail";
import { withLeadStore } from "./open-store";
import { leadSettings, retentionCutoff, type LeadSettings } from "./settings";
import type { LeadStore } from "./types";

export interface MaintenanceResult {
  /** Leads deleted past retention; null when this round did not purge. */
  purged: number | null;
  /** What the delivery run did; null without SMTP. */
  delivery: DeliverySummary | null;
}

/**
 * The background work on an open store, shared by the long-running server (server/leads/worker.ts)
 * and the scheduled function: delete leads past retention (when `purge`), then send the leads
 * whose delivery is due (when SMTP is configured).
 */
export async function maintainLeads(options: {
  store: LeadStore;
  send: SendLead | null;
  settings: LeadSettings;
  log: DeliveryLog;
  now: () => Date;
  purge: boolean;
}): Promise<MaintenanceResult> {
  const { store, send, settings, log, now } = options;
  const purged = options.purge ? await store.purgeReceivedBefore(retentionCutoff(now(), settings.retentionDays)) : null;
  const delivery = send ? await deliverDue({ store, send, policy: settings.retry, log, now }) : null;
  return { purged, delivery };
}

/**
 * One round for hosts without a long-running server (Netlify's scheduled function,
 * netlify/functions/leads-maintenance.mts): it opens the store the settings name, purges and
 * delivers, and closes the store.
 */
export async function runLeadMaintenance(env: NodeJS.ProcessEnv, log: DeliveryLog, now = new Date()): Promise<MaintenanceResult> {
  const settings = leadSettings(env);
  const send = settings.mail ? smtpSender(settings.mail) : null;
  return withLeadStore(env, (store) => maintainLeads({ store, send, settings, log, now: () => now, purge: true }));
}
