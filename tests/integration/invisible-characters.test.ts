import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formErrors } from "~/content/form-errors";
import { formErrors as frenchFormErrors } from "~/content/fr/form-errors";
import { introduce } from "~/server/admin/matching.server";
import { listOutbox } from "~/server/admin/outbox-view.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { createAccount, postForm, request } from "../support/accounts";
import { insertApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";
import { fastForms, formTokenFrom, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf } from "../support/smtp-peer";
import { until } from "../support/until";

// A right-to-left override (U+202E) makes "Ada\u202Egnp.exe" read "Adaexe.png"; the other bidi
// controls, the C1 controls and a few more invisible characters disguise text the same way. A
// one-line field refuses them with the control-character message, in the visitor's language, and
// stores nothing; whatever the site writes into a subject from rows stored before that leaves them out.

/** Every character of the rule's kind that can disguise a subject. */
const disguising = /[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u206f\ufeff\ufff9-\ufffb]/;

/** HTML's way of writing a value back into an attribute or text (enough for the values used here). */
const html = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const adminEmail = "bidi.admin@example.ca";

describe.each(databaseKinds)("invisible characters in a visitor's name, over HTTP on %s", (kind) => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServerOn(kind, { ...fastForms, AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: adminEmail }, 150_000);
    admin = (await createAccount(server, adminEmail, "a-long-admin-password-123", { verify: true }))!;
  }, 200_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  const contact = (lastName: string, email: string) => ({ firstName: "Ada", lastName, email, phone: "+1 416 555 0100", message: "" });
  const post = async (pathname: string, fields: Record<string, string>) =>
    postForm(`${server.url}${pathname}`, { ...fields, formToken: await formTokenFrom(server.url, pathname) });

  it.each([
    ["English", "/contact", formErrors.controlCharacter],
    ["French", "/fr/contact", frenchFormErrors.controlCharacter],
  ])(
    "refuses a right-to-left override in a name with 400 and the message in %s, keeps the rest, stores nothing",
    async (_language, path, message) => {
      const fields = { ...contact(`Refusedbidi${path.length}\u202egnp.exe`, `bidi${path.length}@example.ca`), message: "Keep this" };
      const response = await post(path, fields);
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toMatch(/id="field-lastName"[^>]*aria-invalid="true"/);
      expect(page).toContain(`id="field-lastName-error"`);
      expect(page).toContain(html(message));
      // The visitor keeps what they typed.
      expect(page).toContain(`value="${fields.email}"`);
      expect(page).toContain("Keep this");

      // Nothing was stored: the inquiries list has a valid post made after it, and not the refused one.
      expect((await post(path, contact(`Acceptedbidi${path.length}`, `ok${path.length}@example.ca`))).status).toBe(303);
      const inquiries = await (await request(`${server.url}/admin/inquiries`, admin)).text();
      expect(inquiries).toContain(`Acceptedbidi${path.length}`);
      expect(inquiries).not.toContain(`Refusedbidi${path.length}`);
    },
  );
});

describe.each(databaseKinds)("subjects written from rows stored before the rule, on %s", (kind) => {
  let handle: DatabaseHandle;
  let peer: SmtpPeer;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await handle?.close();
    await peer?.close();
  });

  it("leaves the invisible characters out of an introduction's subjects built from the stored names", async () => {
    const cio = await insertApplication(handle.db, { firstName: "Ada\u202egnp.exe", lastName: "Love\u2066lace\u2069", status: "Accepted" });
    const company = await insertApplication(handle.db, { type: "Company", firstName: "Priya", companyName: "Acme\u200f\u0084 Widgets" });
    const outcome = await introduce(handle.db, {
      ids: [company.id, cio.id],
      confirmed: false,
      adminEmail: "boss@example.ca",
      now: new Date(),
      config: { baseUrl: "https://cio.example.ca" },
    });
    expect(outcome).toBe("introduced");
    const subjects = (await handle.db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject);
    expect(subjects).toHaveLength(2);
    for (const subject of subjects) expect(subject).not.toMatch(disguising);
    expect(subjects.join("\n")).toContain("Ada gnp.exe Love lace");
    expect(subjects.join("\n")).toContain("Acme Widgets");
    await handle.db.delete(outbox);
  });

  it("shows and sends an e-mail queued with such a subject without them", async () => {
    const [queued] = await handle.db
      .insert(outbox)
      .values({
        kind: "introduction-cio",
        recipients: ["eve@example.ca"],
        subject: "Introduction to Eve\u202egnp.exe\u2069 at Acme",
        textBody: "Hello",
        htmlBody: "<p>Hello</p>",
      })
      .returning();
    const listed = (await listOutbox(handle.db, 1)).rows.find((row) => row.id === queued!.id);
    expect(listed?.subject).toBe("Introduction to Eve gnp.exe at Acme");

    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: "no-reply@example.ca", dataDir: os.tmpdir() });
    const worker = startMailWorker({
      db: handle.db,
      transport,
      from: "no-reply@example.ca",
      pollMs: 3_600_000,
      log: () => {},
      now: () => new Date(Date.now() + 25),
    });
    try {
      await worker.runOnce();
      await until(async () => peer.received.length === 1, 10_000, "the queued e-mail");
    } finally {
      await worker.stop();
      transport.close();
    }
    expect(subjectOf(peer.received[0]!.raw)).toBe("Introduction to Eve gnp.exe at Acme");
  });
});
