import type { DeliveryLog } from "./delivery";
import type { SendLead } from "./mail";
import { maintainLeads } from "./maintenance";
import type { LeadSettings } from "./settings";
import type { LeadStore } from "./types";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The long-running server's background work: every `intervalMs` it sends the leads whose retry is
 * due (when SMTP is configured), and once a day (and at start) it deletes leads past retention.
 * Runs never overlap; an error is logged and the next tick tries again.
 */
export function startLeadWorker(options: {
  store: LeadStore;
  send: SendLead | null;
  settings: LeadSettings;
  log: DeliveryLog;
  intervalMs: number;
  now?: () => Date;
}): { stop(): Promise<void> } {
  const { store, send, settings, log, intervalMs } = options;
  const now = options.now ?? (() => new Date());
  let lastPurge = 0;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      const purge = now().getTime() - lastPurge >= DAY_MS;
      if (purge) lastPurge = now().getTime();
      const { purged, delivery } = await maintainLeads({ store, send, settings, log, now, purge });
      if (purged) log.info(`leads: deleted ${purged} leads older than ${settings.retentionDays} days`);
      if (delivery && delivery.sent + delivery.retry + delivery.failed > 0) {
        log.info(`leads: retry run: ${delivery.sent} sent, ${delivery.retry} to retry, ${delivery.failed} failed`);
      }
    } catch (error) {
      log.error(`leads: background run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = tick().then(schedule);

  return {
    /** Waits for a run in progress, then stops. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
