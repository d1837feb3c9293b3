// A separate process that claims leads from an SQLite store, one at a time until none is due, for
// the test that two processes never claim the same lead. It opens the store, prints "ready", and
// starts claiming when a line arrives on stdin, so that the test can start every worker at once;
// then it prints the claimed ids as a JSON array.
// Usage: node --import tsx claim-worker.ts <database file> <now, epoch ms>
import { once } from "node:events";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";

const LEASE_MS = 60_000;

async function main(file: string, now: Date): Promise<void> {
  const store = await openSqliteStore(file);
  process.stdout.write("ready\n");
  await once(process.stdin, "data");
  const claimed: string[] = [];
  for (let batch = await store.claimDue(now, LEASE_MS, 1); batch.length; batch = await store.claimDue(now, LEASE_MS, 1)) {
    claimed.push(...batch.map((lead) => lead.id));
  }
  await store.close();
  process.stdout.write(JSON.stringify(claimed));
  process.stdin.destroy();
}

const [file, now] = process.argv.slice(2);
if (!file || !now) throw new Error("usage: claim-worker.ts <database file> <now, epoch ms>");
void main(file, new Date(Number(now)));
