import { runLeadMaintenance } from "../../server/leads/maintenance";

/**
 * Netlify scheduled function: what the production server's background worker does elsewhere.
 * Every 10 minutes it retries the leads whose e-mail is due and deletes leads past retention, on
 * the store DATABASE_URL names (a Netlify deploy has no persistent disk for SQLite).
 */
export default async function leadsMaintenance(): Promise<Response> {
  const { purged, delivery } = await runLeadMaintenance(process.env, console);
  console.log(
    `leads maintenance: ${purged} purged; ${delivery ? `${delivery.sent} sent, ${delivery.retry} to retry, ${delivery.failed} failed` : "SMTP_URL is not set, nothing sent"}`,
  );
  return new Response(null, { status: 204 });
}

export const config = { schedule: "*/10 * * * *" };
