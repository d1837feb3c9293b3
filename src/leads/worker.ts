import { deliverDue, type DeliveryLog } from "./delivery";
import type { SendLead } from "./mail";
import { retentionCutoff, type LeadSettings } from "./settings";
import type { LeadStore } from "./types";

const DAY_MS = 24 * 60 * 60_000;

export interface LeadWorker {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

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
}): LeadWorker {
  const { store, send, settings, log, intervalMs } = options;
  const now = options.now ?? (() => new Date());
  let lastPurge = 0;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      if (now().getTime() - lastPurge >= DAY_MS) {
        lastPurge = now().getTime();
        const removed = await store.purgeReceivedBefore(retentionCutoff(now(), settings.retentionDays));
        if (removed > 0) log.info(`leads: deleted ${removed} leads older than ${settings.retentionDays} days`);
      }
      if (send) {
        const summary = await deliverDue({ store, send, policy: settings.retry, log, now });
        if (summary.sent + summary.retry + summary.failed > 0) {
          log.info(`leads: retry run: ${summary.sent} sent, ${summary.retry} to retry, ${summary.failed} failed`);
        }
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
