import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { adminSite, decoded, formBodyOf, plainTextOf, sectionOf } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";
import { subjectOf } from "../support/smtp-peer";
import { until } from "../support/until";

// Owners and bulk actions over HTTP, against the built server and a real SMTP peer, on PGlite and
// PostgreSQL: the record page's Owner form (and its stale-page 409), the list's Mine filter, Owner
// column and CSV column; then the bulk form as a browser without JavaScript posts it: the rows'
// checkboxes, a denial that e-mails exactly what a single Deny e-mails, and refusals that change
// nothing (too many rows, a forged id).

const admins = ["owner.ana@example.ca", "owner.bo@example.ca"];
const [ana, bo] = admins as [string, string];

describe.each(databaseKinds)("owners and bulk actions over HTTP on %s", (kind) => {
  let server: RunningServer;
  const site = adminSite(kind, admins);
  const { page, post, cookies, mailsTo } = site;
  beforeAll(async () => {
    ({ server } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

  const ownerText = async (id: string, cookie = cookies[0]!) => decoded(sectionOf(await page(id, cookie), "owner"));
  const historyLines = async (id: string) =>
    [...decoded(sectionOf(await page(id), "history")).matchAll(/<span class="font-medium">([^<]*)<\/span>/g)].map((match) => match[1]);
  const list = async (query: string, cookie = cookies[0]!) =>
    decoded(await (await request(`${server.url}/admin/applications?${query}`, cookie)).text());
  /** The bulk form as a browser posts it, from the list of `query` (the page it answers with). */
  const postBulk = (values: Record<string, string | string[]>, query = "page=1", cookie = cookies[0]!) =>
    request(`${server.url}/admin/applications?${query}`, cookie, {
      method: "POST",
      body: formBodyOf(values),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const noticeOf = (html: string) =>
    [...decoded(html).matchAll(/<div class="rounded-lg border[^"]*"><p>([\s\S]*?)<\/div>/g)].map((m) =>
      m[1]!
        .replace(/<\/?p>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
  const statusOn = async (id: string) => /Denied|Accepted|Decide/.exec(decoded(sectionOf(await page(id), "decision")))?.[0];

  it("assigns a record on its page, shows it in the history, and refuses a page that showed another owner (409)", async () => {
    const { id } = await site.apply("cio", "own-page");
    expect(await ownerText(id)).toContain("Assigned to nobody");
    // Ana's page offers her "Assign to me", and a select of both admins and Nobody.
    expect(await ownerText(id)).toContain("Assign to me");
    const assigned = await post(id, { intent: "assign", shown: "", owner: bo });
    expect(assigned.status).toBe(303);
    expect(assigned.headers.get("location")).toBe(`/admin/applications/${id}?notice=assigned`);
    expect(await ownerText(id)).toContain(`Assigned to ${bo}`);
    expect(await historyLines(id)).toContain(`Assigned to ${bo} by ${ana}`);

    // Bo takes it back from a page that still showed nobody: refused, nothing written, and told why.
    const stale = await post(id, { intent: "assign", shown: "", owner: "" }, cookies[1]);
    expect(stale.status).toBe(409);
    expect(decoded(await stale.text())).toContain(`Someone assigned it to ${bo} meanwhile. Nothing was changed`);
    expect(await ownerText(id)).toContain(`Assigned to ${bo}`);
    expect((await historyLines(id)).filter((line) => line?.startsWith("Assigned"))).toHaveLength(1);

    // Not an admin, or no field at all: 400, nothing written.
    expect((await post(id, { intent: "assign", shown: bo, owner: "eve@example.ca" })).status).toBe(400);
    expect((await post(id, { intent: "assign", owner: ana })).status).toBe(400);
    // Assign to me (Ana), then unassign: both in the history.
    expect((await post(id, { intent: "assign", shown: bo, owner: ana })).status).toBe(303);
    expect((await post(id, { intent: "assign", shown: ana, owner: "" })).status).toBe(303);
    expect((await historyLines(id)).filter((line) => line?.match(/^(Assigned|Unassigned)/))).toEqual([
      `Assigned to ${bo} by ${ana}`,
      `Assigned to ${ana} by ${ana}`,
      `Unassigned by ${ana}`,
    ]);
  });

  it("shows each admin their own records under Mine, with the Owner column and the CSV's", async () => {
    const mine = await site.apply("company", "own-mine");
    const theirs = await site.apply("company", "own-mine");
    expect((await post(mine.id, { intent: "assign", shown: "", owner: ana })).status).toBe(303);
    expect((await post(theirs.id, { intent: "assign", shown: "", owner: bo })).status).toBe(303);
    const query = `owner=me&q=own-mine${kind}`;
    const anaList = await list(query);
    expect(anaList).toContain(`/admin/applications/${mine.id}`);
    expect(anaList).not.toContain(`/admin/applications/${theirs.id}`);
    expect(anaList).toMatch(/<option value="me" selected="">Mine<\/option>/);
    expect(anaList).toContain(`/admin/export.csv?q=own-mine${kind}&owner=me`);
    expect(anaList).toContain(`>${ana}</td>`);
    const boList = await list(query, cookies[1]);
    expect(boList).toContain(`/admin/applications/${theirs.id}`);
    expect(boList).not.toContain(`/admin/applications/${mine.id}`);

    const csv = await (await request(`${server.url}/admin/export.csv?${query}`, cookies[0]!)).text();
    const [header, row, end] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/);
    expect(row).toContain(mine.id);
    expect(row).toMatch(new RegExp(`,New,,,,,,,${ana.replace(".", "\\.")}$`));
    expect(end).toBe("");
  });

  it("offers a labelled checkbox per row in one bulk form, and 'Select all on this page' ticks them without JavaScript", async () => {
    const { id, lead } = await site.apply("cio", "own-boxes");
    const html = await list(`q=${encodeURIComponent(lead.email)}`);
    expect(html).toMatch(/<form id="bulk-actions"[^>]* method="post">/);
    const box = new RegExp(
      `<input type="checkbox" form="bulk-actions"[^>]* name="id" value="${id}"/><span class="sr-only">Select ${lead.name}</span>`,
    );
    expect(html).toMatch(box);
    expect(html).not.toMatch(new RegExp(`name="id" checked="" value="${id}"`));
    expect(html).toContain(`href="/admin/applications?q=${encodeURIComponent(lead.email)}&select=all"`);
    expect(await list(`q=${encodeURIComponent(lead.email)}&select=all`)).toMatch(new RegExp(`name="id" checked="" value="${id}"`));
  });

  it("denies the ticked rows with one reason, each e-mailed exactly as a single Deny e-mails, and says what it skipped", async () => {
    const single = await site.apply("cio", "own-deny");
    const first = await site.apply("cio", "own-deny");
    const second = await site.apply("cio", "own-deny");
    const decided = await site.apply("cio", "own-deny", "Accepted");
    expect((await post(single.id, { intent: "decide", status: "Denied", notify: "yes" })).status).toBe(303);
    const response = await postBulk({
      bulk: "deny",
      reason: "Outside the provinces we serve.",
      notify: "yes",
      id: [first.id, second.id, decided.id, first.id],
    });
    expect(response.status).toBe(200);
    const notice = noticeOf(await response.text());
    expect(notice.join(" ")).toContain("2 records denied.");
    expect(notice.join(" ")).toContain(`Skipped: ${decided.lead.name} (already has a decision).`);
    expect(await statusOn(decided.id)).toBe("Accepted");
    for (const { id } of [first, second]) {
      expect(await historyLines(id)).toEqual(expect.arrayContaining(["Denied"]));
      expect(decoded(sectionOf(await page(id), "notes"))).toContain("Outside the provinces we serve.");
    }
    // What the applicants receive: the single Deny's e-mail, word for word but their names.
    const received = (email: string) => mailsTo(email).filter((mail) => /Your application/.test(subjectOf(mail.raw)));
    await until(() => [single, first, second].every(({ lead }) => received(lead.email).length === 1), 20_000, "the three denials");
    const expected = plainTextOf(received(single.lead.email)[0]!).replace(/Visitor\d+/g, "NAME");
    for (const { lead } of [first, second]) {
      const [mail] = received(lead.email);
      expect(subjectOf(mail!.raw)).toBe(subjectOf(received(single.lead.email)[0]!.raw));
      expect(plainTextOf(mail!).replace(/Visitor\d+/g, "NAME")).toBe(expected);
    }
    expect(received(decided.lead.email)).toEqual([]);
  });

  it("refuses more than 100 rows, a forged id and a missing reason with a 400 that changes nothing", async () => {
    const { id, lead } = await site.apply("company", "own-refused");
    const many = Array.from({ length: 100 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`);
    const tooMany = await postBulk({ bulk: "spam", id: [id, ...many] });
    expect(tooMany.status).toBe(400);
    expect(noticeOf(await tooMany.text()).join(" ")).toContain("Select at most 100 rows at once. Nothing was changed.");
    const forged = await postBulk({ bulk: "stage", stage: "contacted", id: [id, "1' or '1'='1"] }, `q=${encodeURIComponent(lead.email)}`);
    expect(forged.status).toBe(400);
    const forgedHtml = await forged.text();
    expect(noticeOf(forgedHtml).join(" ")).toContain("Some selected rows are not records of this list. Nothing was changed.");
    // The well-formed row stays ticked for another try.
    expect(forgedHtml).toMatch(new RegExp(`name="id" checked="" value="${id}"`));
    const noReason = await postBulk({ bulk: "deny", id: [id] });
    expect(noReason.status).toBe(400);
    expect(noticeOf(await noReason.text()).join(" ")).toContain("Say why they are denied.");
    expect((await postBulk({ bulk: "assign", owner: "eve@example.ca", id: [id] })).status).toBe(400);
    // Nothing of it happened: still listed, at its first stage, undecided, nobody's.
    const row = await list(`q=${encodeURIComponent(lead.email)}`);
    expect(row).toContain(`/admin/applications/${id}`);
    expect(row).toMatch(/>New<\/td>/);
    expect(await ownerText(id)).toContain("Assigned to nobody");
    expect(await historyLines(id)).toEqual([]);
  });

  it("assigns, moves and marks as spam in bulk, each record in its own history", async () => {
    const company = await site.apply("company", "own-more");
    const cio = await site.apply("cio", "own-more");
    const both = [company.id, cio.id];
    const assigned = await postBulk({
      bulk: "assign",
      owner: bo,
      id: both,
      [`shownOwner.${company.id}`]: "",
      [`shownOwner.${cio.id}`]: "",
    });
    expect(noticeOf(await assigned.text()).join(" ")).toContain("2 records assigned.");
    const moved = await postBulk({
      bulk: "stage",
      stage: "contacted",
      id: both,
      [`shownStage.${company.id}`]: "new",
      [`shownStage.${cio.id}`]: "applied",
    });
    expect(noticeOf(await moved.text()).join(" ")).toContain(`1 record moved. Skipped: ${cio.lead.name} (has no such stage).`);
    expect(await historyLines(company.id)).toEqual([`Assigned to ${bo} by ${ana}`, "Moved to Contacted"]);
    const spam = await postBulk({ bulk: "spam", id: both });
    expect(noticeOf(await spam.text()).join(" ")).toContain("2 records marked as spam.");
    expect(await list(`view=spam&q=own-more${kind}`)).toContain(`/admin/applications/${cio.id}`);
    expect(await historyLines(cio.id)).toEqual([`Assigned to ${bo} by ${ana}`, "Marked as spam"]);
  });
});
