import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, request } from "../support/accounts";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { seededDatabase } from "../support/seeded-database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { companyShortlistFor, pickFromShortlist } from "~/server/shortlists/shortlists.server";
import { anonymousCompany, networkCio, shortlistFor, shortlistWithInterest } from "../support/shortlists";
import { untilValue } from "../support/until";

// A shortlist's reminders and introductions on the admin's pages, against the built server, on
// PGlite and PostgreSQL. Shortlists stored days ago, so the reminder run at the server's start sends
// a CIO's reminder and a company's (decision 0079): each shows in words in the history of the
// records it concerns, and the shortlist block says when the CIO and the company were reminded. A
// pick's introductions show the team in Cc on /admin/outbox (decision 0078).

const slowStart = 150_000;
const settings = { baseUrl: "http://cio.example.ca", secret: TEST_AUTH_SECRET };
const DAY_MS = 86_400_000;
const adminEmail = "reminders.admin@example.ca";
const password = "correct horse battery";
const team = ["team.copy@cio.example.ca", "partners.copy@cio.example.ca"];

/** The page's HTML as a reader sees its text: React's comment markers and escapes undone. */
const readable = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
/** The section of the page under the h2 of this id (up to the first section's end after it). */
const sectionOf = (html: string, id: string) => new RegExp(`<h2 id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

describe.each(databaseKinds)("shortlist reminders on the admin's pages on %s", (kind) => {
  let server: RunningServer;
  let cookie: string;
  let dropPostgres: (() => Promise<void>) | undefined;
  const ids = { quietCompany: "", quietCio: "", waitingCompany: "", interestedCio: "", pickedCio: "" };

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      const now = Date.now();
      // Five calendar days hold at least two business days, ten at least five (no date is closed).
      ids.quietCio = (await insertApplication(db, networkCio("Quillon", { lastName: "Reminded" }))).id;
      const quiet = await shortlistFor(db, anonymousCompany, [ids.quietCio], settings, new Date(now - 5 * DAY_MS));
      ids.quietCompany = quiet.company.id;
      ids.interestedCio = (await insertApplication(db, networkCio("Ysolde", { lastName: "Answered" }))).id;
      const waiting = await shortlistWithInterest(
        db,
        anonymousCompany,
        [[ids.interestedCio, "interested"]],
        settings,
        new Date(now - 10 * DAY_MS),
      );
      ids.waitingCompany = waiting.company.id;
      // A company that picked today: its two introductions wait in the outbox, the team in Cc.
      ids.pickedCio = (
        await insertApplication(db, networkCio("Zephyrine", { lastName: "Picked", email: "zephyrine.picked@cio-probe.example" }))
      ).id;
      const picking = await shortlistWithInterest(db, anonymousCompany, [[ids.pickedCio, "interested"]], settings);
      const token = picking.companyLink.slice(picking.companyLink.lastIndexOf("/") + 1);
      const page = await companyShortlistFor(db, token, "en", settings, new Date());
      if (page.status !== "ok") throw new Error(page.status);
      const candidateIds = page.value.candidates.map((candidate) => candidate.candidateId);
      const picked = await pickFromShortlist(db, { token, locale: "en", candidateIds }, { ...settings, notifyEmails: team }, new Date());
      expect(picked.status).toBe("ok");
    });
    dropPostgres = seeded.drop;
    server = await startServer(
      {
        AUTH_SECRET: TEST_AUTH_SECRET,
        BASE_URL: settings.baseUrl,
        ADMIN_EMAILS: adminEmail,
        ...seeded.env,
      },
      slowStart,
    );
    cookie = (await createAccount(server, adminEmail, password, { verify: true }))!;
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  const page = async (id: string) => readable(await (await request(`${server.url}/admin/applications/${id}`, cookie)).text());
  /** The record's page once its history holds `words` (the run at start goes on after the server is ready). */
  const pageShowing = (id: string, words: string) =>
    untilValue(
      async () => {
        const html = await page(id);
        return sectionOf(html, "history").includes(words) ? html : undefined;
      },
      20_000,
      `"${words}" in the history of ${id}`,
    );

  it("shows a CIO's reminder in both records' history and on the shortlist block", async () => {
    const companyPage = await pageShowing(ids.quietCompany, "Reminder e-mailed to Quillon Reminded: no answer after 2 business days");
    expect(sectionOf(companyPage, "shortlists")).toMatch(/Link sent [^<]+, reminded [^<]+</);
    const cioPage = await pageShowing(
      ids.quietCio,
      `Reminder e-mailed for ${anonymousCompany.companyName} (${anonymousCompany.firstName} ${anonymousCompany.lastName}): no answer after 2 business days`,
    );
    expect(sectionOf(cioPage, "shortlists")).toMatch(/Link sent [^<]+, reminded [^<]+</);
    for (const html of [companyPage, cioPage]) expect(sectionOf(html, "history")).not.toMatch(/>shortlist-reminded</);
  });

  it("shows a company's reminder in its history and on its page's block, and not on the CIO who answered", async () => {
    const companyPage = await pageShowing(ids.waitingCompany, "Reminder e-mailed to the company: no choice after 5 business days");
    expect(sectionOf(companyPage, "shortlists")).toMatch(/, reminded [^<]+</);
    const cioPage = await page(ids.interestedCio);
    expect(sectionOf(cioPage, "history")).not.toContain("Reminder e-mailed");
    expect(sectionOf(cioPage, "shortlists")).not.toContain("reminded");
  });

  it("shows the team in Cc of the introductions on /admin/outbox, and no Cc on other e-mails", async () => {
    // Every row of the list's pages, as its cells read (addresses without their <wbr> break points).
    const rows: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const html = readable(await (await request(`${server.url}/admin/outbox?page=${page}`, cookie)).text());
      const body = /<tbody[\s\S]*?<\/tbody>/.exec(html)?.[0] ?? "";
      rows.push(
        ...body
          .replaceAll("<wbr/>", "")
          .split("</tr>")
          .filter((row) => row.includes("<td")),
      );
    }
    const toPicked = rows.filter((row) => row.includes("zephyrine.picked@cio-probe.example"));
    const introduction = toPicked.find((row) => row.includes("would like to meet you"));
    if (!introduction) throw new Error("no introduction to the CIO on /admin/outbox");
    const cc = /<span[^>]*data-cc[^>]*>([\s\S]*?)<\/span><\/td>/.exec(introduction)?.[1]?.replace(/<[^>]+>/g, "");
    expect(cc).toBe(`Cc: ${team.join(", ")}`);
    const invitation = toPicked.find((row) => !row.includes("would like to meet you"));
    expect(invitation).toBeDefined();
    expect(invitation).not.toContain("data-cc");
  });
});
