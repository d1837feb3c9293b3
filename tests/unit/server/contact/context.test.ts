import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createContactContext } from "../../../../server/contact/context";
import { handleContact } from "../../../../server/contact/handler";
import { openSqliteStore } from "../../../../server/leads/sqlite-store";
import { fakeRequest, logLines, validPayload } from "../../support/contact-context";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";

describe("the endpoint's context as the production server builds it", () => {
  let dir: string;
  let smtp: TestSmtpServer | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-context-"));
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("on shutdown, lets a first delivery that outlived the answer record its outcome before the store closes", async () => {
    // The mail server takes 800 ms to accept; the endpoint answers after 100 ms.
    smtp = await startSmtpServer({ kind: "slowAccept", delayMs: 800 });
    const db = path.join(dir, "leads.db");
    const context = createContactContext(
      {
        LEADS_DB: db,
        SMTP_URL: smtp.url,
        CONTACT_TO: "leads@brisa.test",
        CONTACT_FROM: "website@brisa.test",
        CONTACT_DELIVERY_BOUND_MS: "100",
        SMTP_TIMEOUT_MS: "5000",
      },
      logLines(),
    );
    const answer = await handleContact(fakeRequest({ body: JSON.stringify(validPayload) }), context);
    expect(answer.status).toBe(201);
    const id = String(answer.body?.id);
    expect(smtp.accepted).toHaveLength(0);

    await context.closeStore();

    // Accepted, and recorded as sent: no retry will send it a second time once its lease ends.
    expect(smtp.accepted).toHaveLength(1);
    const store = await openSqliteStore(db);
    const stored = await store.get(id);
    await store.close();
    expect(stored).toMatchObject({ state: "sent", attempts: 1 });
  });
});
