import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { runLeadMaintenance } from "../../../../server/leads/maintenance";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import { logLines } from "../../support/contact-context";
import { startSmtpServer } from "../../support/smtp";
import { newLead } from "./new-lead";

const DAY = 24 * 60 * 60_000;
describe("runLeadMaintenance (the scheduled function's round)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lead-maintenance-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("deletes leads past retention and e-mails the due ones, once", async () => {
    const now = new Date();
    const file = path.join(dir, "leads.db");
    const store = await openSqliteStore(file);
    await store.insert(newLead({ receivedAt: new Date(now.getTime() - 800 * DAY), email: "old@example.com" }));
    const { lead: due } = await store.insert(newLead({ receivedAt: new Date(now.getTime() - DAY), email: "due@example.com" }));
    await store.close();
    const smtp = await startSmtpServer({ kind: "accept" });
    try {
      const env = { LEADS_DB: file, SMTP_URL: smtp.url };
      expect(await runLeadMaintenance(env, logLines(), now)).toEqual({ purged: 1, delivery: { sent: 1, retry: 0, failed: 0 } });
      expect(await runLeadMaintenance(env, logLines(), now)).toEqual({ purged: 0, delivery: { sent: 0, retry: 0, failed: 0 } });
      expect(smtp.accepted).toHaveLength(1);
    } finally {
      await smtp.close();
    }
    const after = await openSqliteStore(file);
    expect((await after.list()).map((l) => [l.id, l.state])).toEqual([[due.id, "sent"]]);
    await after.close();
  });

  it("without SMTP_URL only purges", async () => {
    expect(await runLeadMaintenance({ LEADS_DB: path.join(dir, "leads.db") }, logLines())).toEqual({ purged: 0, delivery: null });
  });
});
