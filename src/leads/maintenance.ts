import { deliverDue, type DeliveryLog, type DeliverySummary } from "./delivery";
import { smtpSender } from "./mail";
import { openLeadStore } from "./open-store";
import { leadSettings, retentionCutoff } from "./settings";

/**
 * One round of what the long-running server does in the background, for hosts without one
 * (Netlify's scheduled function, netlify/functions/leads-maintenance.mts): delete leads past
 * retention, then send the leads whose delivery is due.
 */
export async function runLeadMaintenance(
  env: NodeJS.ProcessEnv,
  log: DeliveryLog,
  now = new Date(),
): Promise<{ purged: number; delivery: DeliverySummary | null }> {
  const settings = leadSettings(env);
  const store = await openLeadStore(env);
  try {
    const purged = await store.purgeReceivedBefore(retentionCutoff(now, settings.retentionDays));
    const delivery = settings.mail
      ? await deliverDue({ store, send: smtpSender(settings.mail), policy: settings.retry, log, now: () => now })
      : null;
    return { purged, delivery };
  } finally {
    await store.close();
  }
}
