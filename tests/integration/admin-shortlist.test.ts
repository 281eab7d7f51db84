import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { adminSite, decoded, plainTextOf, sectionOf, shortlistForm } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";
import { type SmtpPeer, subjectOf } from "../support/smtp-peer";

// Shortlisting CIOs for a company request on its admin page (decision 0075), against the built
// server and a real SMTP peer, on PGlite and PostgreSQL: Preview shows each CIO's e-mail and keeps
// what the admin typed, Send queues one invitation per CIO, a second Send (a double click, another
// admin) stores nothing more, a CIO not in the network is refused, and the links can be revoked
// and sent again; both records' pages show each CIO's state.

const admins = ["shortlister@example.ca", "second.shortlister@example.ca"];

/** What the admin typed in a note, as the page shows it back. */
const textareaValue = (html: string, name: string) =>
  decoded(new RegExp(`<textarea[^>]*name="${name.replaceAll(".", "\\.")}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1] ?? "");
const isTicked = (html: string, id: string) =>
  [...html.matchAll(/<input [^>]*>/g)].some(
    ([input]) => input.includes('name="pick"') && input.includes(`value="${id}"`) && input.includes('checked=""'),
  );
/** A message's text with its links blanked: their tokens are new at each preview and send. */
const withoutTokens = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, "<link>")
    .replace(/\r\n/g, "\n")
    .trim();

describe.each(databaseKinds)("shortlisting CIOs on a company request's admin page on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  const site = adminSite(kind, admins);
  const { cookies, page, post, queuedKinds, mailsTo } = site;
  /** A new application through its public form, accepted (without a decision e-mail) unless `pending`. */
  const apply = (type: "cio" | "company", tag: string, status: "Accepted" | "pending" = "Accepted") => site.apply(type, tag, status);
  const shortlistsSection = async (id: string) => decoded(sectionOf(await page(id), "shortlists"));
  const candidateIds = (html: string) => [...html.matchAll(/id="candidate-([0-9a-f-]{36})"/g)].map((match) => match[1]!);

  /** A company request and three CIOs, two accepted and one pending. */
  async function cast(tag: string) {
    const company = await apply("company", `${tag}co`);
    const first = await apply("cio", `${tag}first`);
    const second = await apply("cio", `${tag}second`);
    const pending = await apply("cio", `${tag}pending`, "pending");
    return { company, first, second, pending };
  }

  beforeAll(async () => {
    ({ server, peer } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

  it("says why a request not yet accepted cannot be shortlisted for, and offers no form", async () => {
    const company = await apply("company", "notyet", "pending");
    const html = decoded(await page(company.id));
    expect(sectionOf(html, "shortlist-cios")).toContain("Accept this request first");
    expect(html).not.toContain('value="shortlist-send"');
    expect(sectionOf(html, "shortlists")).toContain("No shortlist for this request yet.");
  });

  it("previews each CIO's e-mail, keeps the choices, then sends one invitation per CIO exactly as previewed", async () => {
    const { company, first, second, pending } = await cast("sent");
    const offered = decoded(sectionOf(await page(company.id), "shortlist-cios"));
    expect(offered).toContain(first.lead.name);
    expect(offered).toContain(second.lead.name);
    expect(offered).not.toContain(pending.lead.name);
    expect(offered).toMatch(/Fit \d+ \/ 100/);

    const picks = [
      { id: first.id, forCio: "Vous connaissez bien la finance.", forCompany: "Strong in finance & security." },
      { id: second.id, forCompany: "Available soon." },
    ];
    const previewed = await post(company.id, shortlistForm("shortlist-preview", picks));
    expect(previewed.status).toBe(200);
    const html = await previewed.text();
    const preview = decoded(/<section aria-labelledby="shortlist-preview"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
    for (const cio of [first, second]) {
      expect(preview).toContain(`E-mail to ${cio.lead.name}`);
      expect(preview).toContain(cio.lead.email);
      expect(isTicked(html, cio.id)).toBe(true);
    }
    expect(preview).toContain("Strong in finance & security.");
    expect(textareaValue(html, `noteForCio.${first.id}`)).toBe(picks[0]!.forCio);
    expect(textareaValue(html, `noteForCompany.${second.id}`)).toBe("Available soon.");
    // A preview stores and queues nothing.
    expect(await shortlistsSection(company.id)).toContain("No shortlist for this request yet.");
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation"]);

    const sent = await post(company.id, shortlistForm("shortlist-send", picks));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/admin/applications/${company.id}?notice=shortlisted#shortlists`);
    for (const cio of [first, second]) {
      const kinds = (await queuedKinds(cio.id)).filter((queued) => queued !== "application-confirmation");
      expect(kinds).toHaveLength(1);
      await peer.waitFor(() => mailsTo(cio.lead.email).length === 2, 20_000, `the invitation of ${cio.lead.name}`);
    }
    // What the first CIO received is what the preview showed (its link's token aside).
    const [, invitation] = mailsTo(first.lead.email);
    const shown = /<h4 id="preview-[^"]*"[^>]*>[^<]*<\/h4>[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(decoded(shown)).toContain(subjectOf(invitation!.raw));
    const previewText = decoded(/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(shown)?.[1] ?? "");
    expect(withoutTokens(plainTextOf(invitation!))).toBe(withoutTokens(previewText));
    expect(await queuedKinds(pending.id)).toEqual(["application-confirmation"]);

    const after = await (await request(`${server.url}${sent.headers.get("location")}`, cookies[0]!)).text();
    expect(after).toContain("Shortlist sent");
    const section = decoded(sectionOf(after, "shortlists"));
    expect(section.match(/Invitation sent, not opened yet/g)).toHaveLength(2);
    expect(section).toContain("Strong in finance & security.");
    expect(section).toContain(admins[0]);
    expect(decoded(sectionOf(after, "shortlist-cios"))).toContain("This request has an open shortlist");

    // The CIO's page shows the same state, and links the request it is for.
    const onCio = await page(first.id);
    const cioSection = decoded(sectionOf(onCio, "shortlists"));
    expect(cioSection).toContain("Invitation sent, not opened yet");
    expect(cioSection).toContain(`href="/admin/applications/${company.id}"`);
    expect(cioSection).toContain(company.lead.fields.companyName as string);
    expect(cioSection).not.toContain(second.lead.name);
  });

  it("refuses a wrong count, a note too long or with a control character: 400, the choices kept, nothing stored", async () => {
    const { company, first, second } = await cast("refused");
    type Pick = { id: string; forCio?: string; forCompany?: string };
    const cases: { picks: Pick[]; field: RegExp }[] = [
      { picks: [], field: /id="shortlist-picks-error"[^>]*>Choose 1 to 3 different CIOs/ },
      { picks: [{ id: first.id }, { id: first.id }], field: /id="shortlist-picks-error"[^>]*>Choose 1 to 3 different CIOs/ },
      {
        picks: [
          { id: first.id, forCio: "x".repeat(2_001) },
          { id: second.id, forCompany: "Kept as typed" },
        ],
        field: new RegExp(`id="noteForCio-${first.id}-error"[^>]*>Use at most 2,000 characters`),
      },
      {
        picks: [
          { id: first.id, forCompany: "Bidi \u202E trick" },
          { id: second.id, forCompany: "Kept as typed" },
        ],
        field: new RegExp(`id="noteForCompany-${first.id}-error"`),
      },
    ];
    for (const { picks, field } of cases) {
      for (const intent of ["shortlist-preview", "shortlist-send"] as const) {
        const response = await post(company.id, shortlistForm(intent, picks));
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toMatch(field);
        for (const pick of picks) expect(isTicked(html, pick.id)).toBe(true);
        if (picks[1]?.forCompany) expect(textareaValue(html, `noteForCompany.${second.id}`)).toBe("Kept as typed");
      }
    }
    const tooMany = await Promise.all([apply("cio", "refusedthird"), apply("cio", "refusedfourth")]);
    const four = [first, second, ...tooMany].map((cio) => ({ id: cio.id }));
    const refused = await post(company.id, shortlistForm("shortlist-send", four));
    expect(refused.status).toBe(400);
    expect(decoded(await refused.text())).toContain("Choose 1 to 3 different CIOs.");
    expect(await shortlistsSection(company.id)).toContain("No shortlist for this request yet.");
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation"]);
  });

  it("refuses a pending CIO's id posted by hand with a 400 and stores nothing", async () => {
    const { company, first, pending } = await cast("byhand");
    for (const intent of ["shortlist-preview", "shortlist-send"] as const) {
      const response = await post(company.id, shortlistForm(intent, [{ id: first.id }, { id: pending.id }]));
      expect(response.status).toBe(400);
      expect(decoded(await response.text())).toContain("A CIO you chose can no longer be shortlisted");
    }
    expect(await shortlistsSection(company.id)).toContain("No shortlist for this request yet.");
    expect(await shortlistsSection(pending.id)).toContain("Not on any shortlist yet.");
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation"]);
    expect(await queuedKinds(pending.id)).toEqual(["application-confirmation"]);
  });

  it("keeps two admins (or a double click) to one shortlist: the second Send gets 'already open'", async () => {
    const { company, first, second } = await cast("twice");
    const form = shortlistForm("shortlist-send", [{ id: first.id }, { id: second.id }]);
    const answers = await Promise.all([post(company.id, form, cookies[0]!), post(company.id, form, cookies[1]!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(decoded(await loser.text())).toContain("This request already has an open shortlist");
    // Once more, after the first went through: the same answer, and still one shortlist.
    const again = await post(company.id, form);
    expect(again.status).toBe(409);
    const section = await shortlistsSection(company.id);
    expect(section.match(/<h3 /g)).toHaveLength(1);
    expect(candidateIds(section)).toHaveLength(2);
    for (const cio of [first, second]) {
      expect((await queuedKinds(cio.id)).filter((queued) => queued !== "application-confirmation")).toHaveLength(1);
    }
  });

  it("revokes a CIO's link, then sends a new one, on either record's page; another record's candidate is refused", async () => {
    const { company, first, second } = await cast("relink");
    expect((await post(company.id, shortlistForm("shortlist-send", [{ id: first.id }, { id: second.id }]))).status).toBe(303);
    await peer.waitFor(() => mailsTo(first.lead.email).length === 2, 20_000, "the first invitation");
    const [candidateId] = candidateIds(decoded(sectionOf(await page(first.id), "shortlists")));

    // Not through a record the candidate is not on.
    const elsewhere = await post(second.id, { intent: "revoke-link", candidateId: candidateId! });
    expect(elsewhere.status).toBe(404);
    expect(await post(company.id, { intent: "revoke-link", candidateId: "not-an-id\u0000" }).then((r) => r.status)).toBe(400);

    const revoked = await post(company.id, { intent: "revoke-link", candidateId: candidateId! });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("location")).toBe(`/admin/applications/${company.id}?notice=linkRevoked#shortlists`);
    const afterRevoke = await shortlistsSection(first.id);
    expect(afterRevoke).toContain("Link revoked");
    expect(afterRevoke).toContain('value="resend-link"');
    expect(afterRevoke).not.toContain('value="revoke-link"');

    // The form carries the time of the link it showed: a forged one is refused, and the same form
    // sent twice at once sends one new link.
    for (const forged of ["not-a-date", "2026\u0000", "9".repeat(5_000)]) {
      const refused = await post(first.id, { intent: "resend-link", candidateId: candidateId!, issuedAt: forged });
      expect(refused.status).toBe(400);
    }
    const issuedAt = /name="issuedAt" value="([^"]+)"/.exec(afterRevoke)?.[1];
    expect(issuedAt).toBeDefined();
    const form = { intent: "resend-link", candidateId: candidateId!, issuedAt: issuedAt! };
    const resent = await Promise.all([post(first.id, form), post(first.id, form)]);
    expect(resent.map((response) => response.status)).toEqual([303, 303]);
    await peer.waitFor(() => mailsTo(first.lead.email).length === 3, 20_000, "the new link");
    const afterResend = await shortlistsSection(company.id);
    expect(afterResend.match(/Invitation sent, not opened yet/g)).toHaveLength(2);
    expect(afterResend).not.toContain("Link revoked");
    // The other CIO's link was left alone, and the double submission sent one new link only.
    expect(mailsTo(second.lead.email)).toHaveLength(2);
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation", "shortlist-invitation", "shortlist-invitation"]);
  });

  it("'Introduce directly' shows both e-mails first and sends nothing; its confirmation introduces, marked direct", async () => {
    const { company, first } = await cast("direct");
    const previewed = await post(company.id, { intent: "introduce", otherId: first.id });
    expect(previewed.status).toBe(200);
    const preview = decoded(/<section aria-labelledby="introduction-preview"[\s\S]*?<\/section>/.exec(await previewed.text())?.[0] ?? "");
    expect(preview).toContain("Introduce directly: nothing is sent yet");
    expect(preview).toContain(`Introducing ${first.lead.name}, a fractional CIO for`);
    expect(preview).toContain(first.lead.email);
    expect(preview).toContain(company.lead.email);
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation"]);

    const confirmed = await post(company.id, { intent: "introduce", otherId: first.id, previewed: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/admin/applications/${company.id}?notice=introduced`);
    expect(await queuedKinds(first.id)).toEqual(["application-confirmation", "introduction-cio", "introduction-company"]);
    expect(decoded(sectionOf(await page(company.id), "history"))).toContain(`Introduced directly to ${first.lead.name}`);
  });
});
