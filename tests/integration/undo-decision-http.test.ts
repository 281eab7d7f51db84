import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, request } from "../support/accounts";
import { adminSite, decoded, sectionOf } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";

// Undo over HTTP, against the built server with a 10-minute window, on PGlite and PostgreSQL: the
// pending decision on the list's row and the record's page, Undo from the list, the record and the
// queue, a second Undo, a second admin's, and forged forms answered with a message, never a 500.
// The worker and the races: undo-decision.test.ts.

const admins = ["undoer@example.ca", "second.undoer@example.ca"];

describe.each(databaseKinds)("Undo through the admin pages on %s", (kind) => {
  let server: RunningServer;
  const site = adminSite(kind, admins, { DECISION_UNDO_MINUTES: "10" });
  const { cookies, page, post, queuedKinds } = site;
  const apply = (tag: string) => site.apply("cio", tag, "pending");

  const list = async (query: string) => decoded(await (await request(`${server.url}/admin/applications?${query}`, cookies[0]!)).text());
  const acceptOnList = (id: string) =>
    postForm(`${server.url}/admin/applications?page=1`, { id, status: "Accepted", notify: "yes" }, cookies[0]!);
  /** The Undo form's decision moment and the e-mail's time, as the HTML carries them. */
  const pendingIn = (html: string) => ({
    decidedAt: /name="decidedAt" value="([^"]+)"/.exec(html)?.[1],
    emailAt: /e-mail goes out at <time dateTime="([^"]+)"/.exec(html)?.[1],
  });
  const historyOf = async (id: string) =>
    [
      ...sectionOf(decoded(await page(id)), "history").matchAll(/<span class="font-medium">([^<]*)<\/span>\s*<span[^>]*>\s*— ([^,]+),/g),
    ].map((match) => `${match[1]} — ${match[2]}`);
  const errorOn = async (response: Response) => /role="alert"[^>]*>([^<]*)</.exec(decoded(await response.text()))?.[1];

  beforeAll(async () => {
    ({ server } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

  it("shows the pending decision on the row and the record, and Undo from the list makes it undecided again", async () => {
    const { id, lead } = await apply("listundo");
    expect((await acceptOnList(id)).status).toBe(303);

    const row = await list(`q=${encodeURIComponent(lead.email)}`);
    expect(row).toContain("Accepted ✅");
    const pending = pendingIn(row);
    expect(pending.decidedAt).toBeDefined();
    expect(Date.parse(pending.emailAt!) - Date.parse(pending.decidedAt!)).toBe(10 * 60_000);
    expect(row).toMatch(/Undo<span class="sr-only"> Accepted for Visitor/);
    expect(pendingIn(decoded(await page(id)))).toEqual(pending);
    expect(await queuedKinds(id)).toContain("decision-accepted");

    const back = `/admin/applications?q=${encodeURIComponent(lead.email)}`;
    const undone = await post(id, { intent: "undo-decision", decidedAt: pending.decidedAt!, back });
    expect(undone.status).toBe(303);
    expect(undone.headers.get("location")).toBe(`${back}&undone=${id}`);
    const after = await list(`q=${encodeURIComponent(lead.email)}&undone=${id}`);
    expect(after).toContain("the decision is undone and its e-mail was not sent");
    expect(after).not.toContain("e-mail goes out at");
    expect(after).toMatch(/Accept<span class="sr-only"> Visitor/);
    expect(await queuedKinds(id)).not.toContain("decision-accepted");
    expect(await historyOf(id)).toEqual([
      `Accepted — ${admins[0]}`,
      `Decision e-mailed to the applicant — ${admins[0]}`,
      `Decision undone (Accepted): its e-mail was not sent — ${admins[0]}`,
    ]);
  });

  it("says so on a second Undo, and records a second admin's Undo as theirs", async () => {
    const { id } = await apply("twice");
    await post(id, { intent: "decide", status: "Denied", notify: "yes" });
    const { decidedAt } = pendingIn(decoded(await page(id)));
    const first = await post(id, { intent: "undo-decision", decidedAt: decidedAt! }, cookies[1]);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/admin/applications/${id}?notice=undone`);
    const again = await post(id, { intent: "undo-decision", decidedAt: decidedAt! });
    expect(again.status).toBe(409);
    expect(await errorOn(again)).toBe("Nothing to undo: this decision was already undone or reopened.");
    expect((await historyOf(id)).at(-1)).toBe(`Decision undone (Denied): its e-mail was not sent — ${admins[1]}`);
  });

  it("goes back to the queue when the Undo was pressed there", async () => {
    const { id } = await apply("queue");
    await post(id, { intent: "decide", status: "Accepted", notify: "yes" });
    const { decidedAt } = pendingIn(decoded(await page(id)));
    const undone = await post(id, { intent: "undo-decision", decidedAt: decidedAt!, back: "/admin" });
    expect(undone.status).toBe(303);
    expect(undone.headers.get("location")).toBe(`/admin?undone=${id}`);
  });

  it("answers forged or missing fields with a message, and undoes nothing", async () => {
    const { id } = await apply("forged");
    await post(id, { intent: "decide", status: "Accepted", notify: "yes" });
    const { decidedAt } = pendingIn(decoded(await page(id)));
    const badForm = "This Undo does not say which decision it undoes, or where to go back to. Reload the page and try again.";
    const forged: Record<string, string>[] = [
      {},
      { decidedAt: "yesterday" },
      { decidedAt: decidedAt!, back: "https://evil.example/admin" },
      { decidedAt: decidedAt!, back: "//evil.example/admin" },
      { decidedAt: decidedAt!, back: "/login" },
    ];
    for (const fields of forged) {
      const response = await post(id, { intent: "undo-decision", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await errorOn(response)).toBe(badForm);
    }
    // Another moment than the decision's: a decision the page never showed.
    const other = await post(id, { intent: "undo-decision", decidedAt: new Date(Date.parse(decidedAt!) - 1).toISOString() });
    expect(other.status).toBe(409);
    expect(await errorOn(other)).toBe(`Nothing was undone: the decision changed meanwhile. It is now Accepted (by ${admins[0]}).`);
    expect((await post("not-an-id", { intent: "undo-decision", decidedAt: decidedAt! })).status).toBe(404);
    expect(pendingIn(decoded(await page(id))).decidedAt).toBe(decidedAt);
    expect(await queuedKinds(id)).toContain("decision-accepted");
  });
});
