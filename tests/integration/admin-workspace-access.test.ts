import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, request, signInUnconfirmed, submitCioApplication } from "../support/accounts";
import { type RunningServer, startServer } from "../support/server";

// Every page and action of the admin workspace is guarded like /admin. The guard is the admin
// layout's middleware, the same on either database, so this runs on PGlite only
// (auth-admin-access.test.ts runs the list's matrix on both).

const password = "correct horse battery";
const applicant = { firstName: "Ottoline", lastName: "Vexwhistle", email: "ottoline@applicant.example", message: "Secret plans" };
const inquirer = { firstName: "Barnaby", lastName: "Quillfeather", email: "barnaby@inquirer.example" };
const applicantData = /Vexwhistle|Quillfeather|applicant\.example|inquirer\.example|Secret plans/;

type Viewer = "anonymous" | "verified, not allow-listed";

describe("the admin workspace's pages and actions", () => {
  let server: RunningServer;
  let applicationId = "";
  let inquiryId = "";
  const cookies = {} as Record<Viewer | "admin", string | null>;

  beforeAll(async () => {
    server = await startServer(
      {
        FORM_MIN_FILL_SECONDS: "0",
        SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
        ADMIN_EMAILS: "admin@example.ca, pending@example.ca",
      },
      150_000,
    );
    await submitCioApplication(server, applicant);
    const contactPage = await (await fetch(`${server.url}/contact`)).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(contactPage)?.[1] ?? "";
    const contact = await postForm(`${server.url}/contact`, { ...inquirer, phone: "4165550100", message: "Hello", formToken });
    expect(contact.status).toBe(303);

    cookies.anonymous = null;
    await createAccount(server, "pending@example.ca", password, { verify: false });
    // An allow-listed address nobody confirmed gets no session at all: nothing to try /admin with.
    await signInUnconfirmed(server, "pending@example.ca", password);
    cookies["verified, not allow-listed"] = await createAccount(server, "outsider@example.ca", password, { verify: true });
    cookies.admin = await createAccount(server, "admin@example.ca", password, { verify: true });

    const list = await (await request(`${server.url}/admin/applications`, cookies.admin)).text();
    applicationId = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1] ?? "";
    const inquiries = await (await request(`${server.url}/admin/inquiries`, cookies.admin)).text();
    inquiryId = /name="id" value="([0-9a-f-]{36})"/.exec(inquiries)?.[1] ?? "";
    expect(applicationId).not.toBe("");
    expect(inquiryId).not.toBe("");
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  const pages = () => [
    `/admin/applications/${applicationId}`,
    `/admin/applications/${applicationId}/personal-data.json`,
    "/admin/export.csv",
    "/admin/export.csv?view=spam",
    "/admin/inquiries",
    "/admin/outbox",
    "/admin/applications?view=spam&q=Vexwhistle",
    "/admin/shortcuts",
    "/admin",
    "/admin/reports",
    "/admin/reports.csv?figure=weekly",
  ];
  const actions = (): [string, Record<string, string>][] => [
    [`/admin/applications/${applicationId}`, { intent: "decide", status: "Accepted" }],
    [`/admin/applications/${applicationId}`, { intent: "note", body: "sneaky note" }],
    [`/admin/applications/${applicationId}`, { intent: "reopen", reason: "because" }],
    [`/admin/applications/${applicationId}`, { intent: "edit-note", noteId: applicationId, text: "sneaky note" }],
    [`/admin/applications/${applicationId}`, { intent: "edit-reason", eventId: applicationId, text: "sneaky note" }],
    [`/admin/applications/${applicationId}`, { intent: "release" }],
    [`/admin/applications/${applicationId}`, { intent: "introduce", otherId: applicationId }],
    [`/admin/applications/${applicationId}`, { intent: "delete-personal-data", deletionReason: "gone", confirmed: "yes" }],
    ["/admin/inquiries", { intent: "handled", id: inquiryId }],
    ["/admin/outbox", { intent: "retry", id: applicationId }],
    [`/admin/applications/${applicationId}`, { intent: "undo-decision", decidedAt: new Date().toISOString(), back: "/admin" }],
    [`/admin/applications/${applicationId}`, { intent: "move-stage", from: "applied", to: "screening" }],
    ["/admin/applications", { id: applicationId, status: "Accepted" }],
  ];

  describe.each<Viewer>(["anonymous", "verified, not allow-listed"])("%s", (viewer) => {
    it("is sent to /login from every page, with no applicant data", async () => {
      for (const path of pages()) {
        const response = await request(`${server.url}${path}`, cookies[viewer]);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        expect(await response.text(), path).not.toMatch(applicantData);
      }
    });

    it("is refused every action, which changes nothing", async () => {
      for (const [path, values] of actions()) {
        const response = await postForm(`${server.url}${path}`, values, cookies[viewer]);
        const label = `${path} ${values.intent}`;
        expect(response.status, label).toBe(viewer === "anonymous" ? 302 : 403);
        expect(await response.text(), label).not.toMatch(applicantData);
      }
      const detail = await (await request(`${server.url}/admin/applications/${applicationId}`, cookies.admin)).text();
      expect(detail).not.toContain("sneaky note");
      expect(detail).toContain("Nothing yet.");
      const inquiries = await (await request(`${server.url}/admin/inquiries`, cookies.admin)).text();
      expect(inquiries).not.toContain("Handled by");
    });
  });

  it("lets the admin open every page", async () => {
    for (const path of pages()) {
      const response = await request(`${server.url}${path}`, cookies.admin);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const csv = await (await request(`${server.url}/admin/export.csv`, cookies.admin)).text();
    expect(csv).toContain("ottoline@applicant.example");
    const download = await request(`${server.url}/admin/applications/${applicationId}/personal-data.json`, cookies.admin);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-[\d-]+-[0-9a-f]{8}\.json"$/);
    expect(((await download.json()) as { about: string }).about).toBe("ottoline@applicant.example");
  });
});
