import path from "node:path";
import { contactEndpoint } from "../../src/config/site";
import { createContactContext } from "../contact/context";
import { positiveIntSetting } from "../leads/settings";
import { startLeadWorker } from "../leads/worker";
import { buildServer } from "./app";
import { serverLimits } from "./limits";
import { listenAddress } from "./listen-address";

/**
 * `npm run serve` (and `npm start` after the build): the production server. Settings come from the
 * environment (docs/deploying.md, "Serving in production" and "Variables"; docs/leads.md).
 *
 * On SIGTERM or SIGINT it stops accepting connections, lets requests in flight finish (a lead
 * being stored or delivered included), stops the background worker, closes the store once the
 * first delivery attempts that outlived their answers have recorded their outcome, and exits 0;
 * if that takes longer than SHUTDOWN_TIMEOUT_MS it exits 1.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const env = process.env;
  const { host, port } = listenAddress(env);
  const publicDir = path.resolve(env.PUBLIC_DIR?.trim() || "public");
  const log = { info: (m: string) => console.log(m), error: (m: string) => console.error(m) };

  const contact = createContactContext(env, log);
  const limits = serverLimits(env);
  const store = await contact.store();
  const app = await buildServer({
    publicDir,
    contact,
    logLine: (line) => console.log(line),
    limits,
    behindProxy: contact.config.trustedHops > 0,
  });

  const { leads } = contact.config;
  log.info(`leads: stored in ${store.description}`);
  log.info(
    leads.mail
      ? `leads: each new lead is e-mailed to ${leads.mail.to}; failed deliveries are retried up to ${leads.retry.maxAttempts} times`
      : "leads: SMTP_URL is not set, so leads are only stored, not e-mailed. Read them with: npm run leads -- list",
  );
  const worker = startLeadWorker({
    store,
    send: contact.send,
    settings: leads,
    log,
    intervalMs: positiveIntSetting(env, "LEADS_WORKER_INTERVAL_MS", 60_000),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`server: ${signal}: finishing requests in flight, then exiting`);
    const force = setTimeout(() => {
      log.error(`server: still busy after ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    await worker.stop();
    await contact.closeStore();
    process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => void stop(signal));

  await app.listen({ host, port });
  log.info(
    `server: serving ${publicDir} at http://${host.includes(":") ? `[${host}]` : host}:${port}/ (contact endpoint ${contactEndpoint({})})`,
  );
}

main().catch((error: unknown) => {
  console.error(`server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
