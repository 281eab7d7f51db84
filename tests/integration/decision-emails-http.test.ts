import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, request } from "../support/accounts";
import { adminSite } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";
import { type ReceivedMail, type SmtpPeer, subjectOf, textOf } from "../support/smtp-peer";

// An applicant hears of the decision: through the admin's two places to decide (the list's row, the
// application's page), against the built server and a real SMTP peer, on PGlite and PostgreSQL.
// What the applicant receives is what counts; the history says what was done.

const admins = ["decider@example.ca", "second.decider@example.ca"];

const subjects = {
  cioAccepted: "Welcome to the Fractional CIO Canada network",
  cioDenied: "Your application to Fractional CIO Canada",
  companyAccepted: "Your request for a fractional CIO is accepted – Fractional CIO Canada",
  companyDenied: "Your request for a fractional CIO – Fractional CIO Canada",
};
const decisionSubjects = new Set(Object.values(subjects));

describe.each(databaseKinds)("decision e-mails through the admin pages on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  const site = adminSite(kind, admins);
  const { cookies, page, mailsTo, queuedKinds } = site;
  /** A new application through its public form, not decided; its id from the admin list. */
  const apply = (type: "cio" | "company", tag: string) => site.apply(type, tag, "pending");

  const decisionMailsTo = (email: string) => mailsTo(email).filter((mail) => decisionSubjects.has(subjectOf(mail.raw)));
  /** The message without its headers (they name the recipient, as they must). */
  const bodyOf = (mail: ReceivedMail) =>
    textOf(mail)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n\n");

  const decideOnList = (id: string, status: string, notify: boolean, cookie = cookies[0]!) =>
    postForm(`${server.url}/admin/applications?page=1`, { id, status, ...(notify ? { notify: "yes" } : {}) }, cookie);
  const decideOnPage = (id: string, status: string, notify: boolean, cookie = cookies[0]!) =>
    postForm(`${server.url}/admin/applications/${id}`, { intent: "decide", status, ...(notify ? { notify: "yes" } : {}) }, cookie);
  const history = async (id: string) => {
    const html = (await page(id)).replaceAll("<!-- -->", "");
    const section = /<h2 id="history"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    return [...section.matchAll(/<li\b[^>]*>\s*<span class="font-medium">([^<]*)<\/span>/g)].map((match) =>
      match[1]!.replaceAll("&#x27;", "'"),
    );
  };

  /**
   * Sends a decision e-mail to someone else and waits for it: what the worker had queued before
   * has been sent by then, so an e-mail that is not there was never queued.
   */
  async function barrier() {
    const { id, lead } = await apply("cio", "barrier");
    expect((await decideOnList(id, "Denied", true)).status).toBe(303);
    await peer.waitFor(() => decisionMailsTo(lead.email).length === 1, 20_000, "the barrier's e-mail");
  }

  beforeAll(async () => {
    ({ server, peer } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

  it.each([
    ["cio", "the list", "Accepted", subjects.cioAccepted, ["Hello Visitor", "You are now part of the", "will be in touch"]],
    ["cio", "the page", "Denied", subjects.cioDenied, ["Hello Visitor", "Thank you for applying", "welcome to apply again"]],
    ["company", "the page", "Accepted", subjects.companyAccepted, [/Hello Visitor\d+,/, "glad to take it on", "introduce you by e-mail"]],
    ["company", "the list", "Denied", subjects.companyDenied, [/Hello Visitor\d+,/, "not able to take it on", "send us a new request"]],
  ] as const)(
    "a %s application decided on %s (%s) e-mails the applicant, and the history says so",
    async (type, where, status, subject, phrases) => {
      const { id, lead } = await apply(type, "decided");
      const response = await (where === "the list" ? decideOnList : decideOnPage)(id, status, true);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(where === "the list" ? /decided=.*&notified=1$/ : /notice=decided-notified$/);

      await peer.waitFor(() => decisionMailsTo(lead.email).length === 1, 20_000, `the ${status} e-mail`);
      const [mail] = decisionMailsTo(lead.email);
      expect(mail!.to).toEqual([lead.email]);
      expect(subjectOf(mail!.raw)).toBe(subject);
      const body = bodyOf(mail!);
      for (const phrase of phrases) expect(body).toMatch(phrase);
      // The name it greets (a CIO's first name, a company's name), and nothing else the applicant gave.
      expect(body).toContain(String(lead.fields.companyName ?? lead.fields.firstName));
      expect(body).not.toContain(String(lead.fields.lastName));
      expect(body).not.toContain(lead.email);
      expect(body).not.toContain("555 0100");
      // A denial gives no reasons (the sign-off's "You receive this e-mail because…" aside).
      if (status === "Denied") expect(body.split("The Fractional CIO Canada team")[0]).not.toMatch(/\bbecause\b|\breason/i);

      expect(await history(id)).toEqual([status, "Decision e-mailed to the applicant"]);
      if (where === "the list") {
        const list = await (await request(`${server.url}${response.headers.get("location")}`, cookies[0]!)).text();
        expect(list).toContain("They are being told by e-mail.");
      }
    },
  );

  it("sends nothing when the admin unticks 'Notify the applicant', on the list or the page, and the history says so", async () => {
    const onList = await apply("cio", "quiet");
    const onPage = await apply("company", "quiet");
    expect((await decideOnList(onList.id, "Accepted", false)).headers.get("location")).toMatch(/notified=0$/);
    expect((await decideOnPage(onPage.id, "Denied", false)).headers.get("location")).toMatch(/notice=decided$/);
    await barrier();
    for (const { id, lead } of [onList, onPage]) {
      expect(decisionMailsTo(lead.email)).toEqual([]);
      expect(await history(id)).toEqual([
        id === onList.id ? "Accepted" : "Denied",
        "Applicant not notified (the admin unticked 'Notify the applicant')",
      ]);
    }
    // Not held back either: none was ever queued.
    expect(await queuedKinds(onList.id)).toEqual(["application-confirmation"]);
    expect(await queuedKinds(onPage.id)).toEqual(["application-confirmation"]);
  });

  it("refuses a tampered 'notify' (a NUL, another value) with a 400, deciding and sending nothing", async () => {
    const { id, lead } = await apply("cio", "tampered");
    for (const notify of ["yes\u0000", "on"]) {
      const onList = await postForm(`${server.url}/admin/applications?page=1`, { id, status: "Accepted", notify }, cookies[0]!);
      expect(onList.status).toBe(400);
      expect(await onList.text()).toContain("Choose Accept or Deny");
      const onPage = await postForm(
        `${server.url}/admin/applications/${id}`,
        { intent: "decide", status: "Accepted", notify },
        cookies[0]!,
      );
      expect(onPage.status).toBe(400);
      expect(await onPage.text()).toContain("Choose Accept or Deny.");
    }
    expect(await history(id)).toEqual([]);
    expect(await queuedKinds(id)).toEqual(["application-confirmation"]);
    expect(decisionMailsTo(lead.email)).toEqual([]);
  });

  it("sends one e-mail when two admins decide at once: the stored decision's", async () => {
    for (const place of ["list", "page"] as const) {
      const { id, lead } = await apply("cio", `twice${place}`);
      const decide = place === "list" ? decideOnList : decideOnPage;
      const [accept, deny] = await Promise.all([decide(id, "Accepted", true, cookies[0]!), decide(id, "Denied", true, cookies[1]!)]);
      const locations = [accept, deny].map((response) => response.headers.get("location") ?? "");
      const won = locations.map((location) => /decided/.test(location));
      expect(won.filter(Boolean)).toHaveLength(1);
      const stored = won[0] ? "Accepted" : "Denied";
      await peer.waitFor(() => decisionMailsTo(lead.email).length >= 1, 20_000, "the winner's e-mail");
      await barrier();
      expect(decisionMailsTo(lead.email).map((mail) => subjectOf(mail.raw))).toEqual([
        stored === "Accepted" ? subjects.cioAccepted : subjects.cioDenied,
      ]);
      expect(await history(id)).toEqual([stored, "Decision e-mailed to the applicant"]);
      expect(await queuedKinds(id)).toEqual(["application-confirmation", stored === "Accepted" ? "decision-accepted" : "decision-denied"]);
    }
  });

  it("sends the new decision after a reopening", async () => {
    const { id, lead } = await apply("cio", "reopened");
    expect((await decideOnPage(id, "Accepted", true)).status).toBe(303);
    await peer.waitFor(() => decisionMailsTo(lead.email).length === 1, 20_000, "the first decision's e-mail");
    const reopened = await postForm(
      `${server.url}/admin/applications/${id}`,
      { intent: "reopen", reason: "Accepted the wrong row" },
      cookies[0]!,
    );
    expect(reopened.headers.get("location")).toMatch(/notice=reopened$/);
    expect((await decideOnList(id, "Denied", true)).headers.get("location")).toMatch(/notified=1$/);
    await peer.waitFor(() => decisionMailsTo(lead.email).length === 2, 20_000, "the second decision's e-mail");
    expect(decisionMailsTo(lead.email).map((mail) => subjectOf(mail.raw))).toEqual([subjects.cioAccepted, subjects.cioDenied]);
    expect(await history(id)).toEqual([
      "Accepted",
      "Decision e-mailed to the applicant",
      "Reopened: Accepted the wrong row",
      "Denied",
      "Decision e-mailed to the applicant",
    ]);
  });

  it("sends nothing to an applicant who withdrew: the decision is not taken, on the list or the page", async () => {
    const { id, lead } = await apply("cio", "withdrawn");
    await peer.waitFor(() => mailsTo(lead.email).length === 1, 20_000, "the confirmation with the withdrawal link");
    const link = /http:\/\/\S+\/withdraw\/[\w.-]+/.exec(textOf(mailsTo(lead.email)[0]!))?.[0];
    const withdrawn = await postForm(link!.replace(/^http:\/\/[^/]+/, server.url), { intent: "withdraw" });
    expect(withdrawn.status).toBe(303);
    await peer.waitFor(() => mailsTo(lead.email).length === 2, 20_000, "the withdrawal's confirmation");

    expect((await decideOnList(id, "Accepted", true)).headers.get("location")).toMatch(/already=/);
    expect((await decideOnPage(id, "Denied", true)).headers.get("location")).toMatch(/notice=withdrawn$/);
    const notice = await (await request(`${server.url}/admin/applications/${id}?notice=withdrawn`, cookies[0]!)).text();
    expect(notice).toContain("The applicant withdrew this application; your choice was not recorded, and they were not e-mailed.");
    await barrier();
    expect(mailsTo(lead.email).map((mail) => subjectOf(mail.raw))).toEqual([
      "We received your CIO application – Fractional CIO Canada",
      "Your CIO application is withdrawn – Fractional CIO Canada",
    ]);
    expect(await history(id)).toEqual(["Withdrawn"]);
    expect(await queuedKinds(id)).toEqual(["application-confirmation", "withdrawal-confirmation"]);
  });
});
