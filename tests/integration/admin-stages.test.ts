import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { adminSite, decoded, sectionOf } from "../support/admin-http";
import { databaseKinds } from "../support/database";
import type { RunningServer } from "../support/server";

// A record's stage over HTTP, against the built server, on PGlite and PostgreSQL: the admin moves a
// company request through every stage to Engaged on its page, each move in the history; every
// refusal is a 4xx with its message at its field and changes nothing; then the list's Stage filter
// finds the request and the CSV names its stage.

const admins = ["stages.admin@example.ca"];

describe.each(databaseKinds)("moving a record through its stages over HTTP on %s", (kind) => {
  let server: RunningServer;
  const site = adminSite(kind, admins);
  const { page, post, cookies } = site;
  beforeAll(async () => {
    ({ server } = await site.start());
  }, 240_000);

  afterAll(() => site.stop());

  const stageSection = async (id: string) => decoded(sectionOf(await page(id), "stage"));
  const now = async (id: string) => /Now: ([^<]+)</.exec(await stageSection(id))?.[1];
  const moves = async (id: string) =>
    [...decoded(sectionOf(await page(id), "history")).matchAll(/Moved to [^<]+/g)].map((match) => match[0]);
  /** The message under a field of the page a refused post answers with. */
  const errorAt = (html: string, field: "stage" | "closeReason") =>
    decoded(new RegExp(`<p id="field-${field}-error"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? "");
  const move = (id: string, from: string, stage: string, closeReason = "") => post(id, { intent: "move-stage", from, stage, closeReason });
  const listed = async (query: string) => (await request(`${server.url}/admin/applications?${query}`, cookies[0]!)).text();

  it("moves a company request new → contacted → shortlist-sent → meeting → engaged, each move in the history", async () => {
    const company = await site.apply("company", "st-path");
    expect(await now(company.id)).toBe("New");
    const path = ["new", "contacted", "shortlist-sent", "meeting", "engaged"];
    let location = "";
    for (const [index, to] of path.slice(1).entries()) {
      const moved = await move(company.id, path[index]!, to);
      expect(moved.status).toBe(303);
      location = moved.headers.get("location") ?? "";
      expect(location).toContain("notice=stageMoved");
    }
    // Where the last move sends the admin: the page, with its notice.
    expect(decoded(await (await request(new URL(location, server.url).href, cookies[0]!)).text())).toContain("The stage is moved.");
    expect(await now(company.id)).toBe("Engaged");
    expect(await moves(company.id)).toEqual(["Moved to Contacted", "Moved to Shortlist sent", "Moved to Meeting", "Moved to Engaged"]);

    // The list's Stage filter finds it, keeps the stage in its form and export link; another stage does not.
    const email = encodeURIComponent(company.lead.email);
    const engaged = await listed(`stage=engaged&q=${email}`);
    expect(engaged).toContain(`/admin/applications/${company.id}`);
    expect(engaged).toMatch(/<option value="engaged" selected="">Engaged<\/option>/);
    expect(decoded(engaged)).toContain(`/admin/export.csv?stage=engaged&q=${email}`);
    expect(decoded(engaged)).toMatch(/>Engaged<\/td>/);
    expect(await listed(`stage=meeting&q=${email}`)).not.toContain(`/admin/applications/${company.id}`);
    expect(await listed(`stage=applied&q=${email}`)).not.toContain(`/admin/applications/${company.id}`);
    // An unknown stage is no filter: the list answers, with the request in it.
    for (const stage of ["Engaged", "nope\u0000", "x".repeat(10_000)]) {
      const response = await request(`${server.url}/admin/applications?stage=${encodeURIComponent(stage)}&q=${email}`, cookies[0]!);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`/admin/applications/${company.id}`);
    }

    // The CSV of that view holds it, its stage in the Stage column and no close reason.
    const csv = await (await request(`${server.url}/admin/export.csv?stage=engaged&q=${email}`, cookies[0]!)).text();
    const [header, row, end] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/,Language,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/);
    expect(row).toContain(company.lead.email);
    expect(row).toMatch(/,English,Engaged,,,,,,,$/);
    expect(end).toBe("");
  });

  it("closes a request only with a reason, and lists it under Closed with the reason", async () => {
    const company = await site.apply("company", "st-close");
    const refused = await move(company.id, "new", "closed");
    expect(refused.status).toBe(400);
    expect(errorAt(await refused.text(), "closeReason")).toBe("Choose why the request is closed.");
    expect(await now(company.id)).toBe("New");
    expect(await moves(company.id)).toEqual([]);

    expect((await move(company.id, "new", "closed", "went-elsewhere")).status).toBe(303);
    expect(await now(company.id)).toBe("Closed (Went elsewhere)");
    expect(await moves(company.id)).toEqual(["Moved to Closed (Went elsewhere)"]);
    const email = encodeURIComponent(company.lead.email);
    expect(decoded(await listed(`stage=closed&q=${email}`))).toMatch(/>Closed \(Went elsewhere\)<\/td>/);
    const csv = await (await request(`${server.url}/admin/export.csv?stage=closed&q=${email}`, cookies[0]!)).text();
    expect(csv.split("\r\n")[1]).toMatch(/,English,Closed,Went elsewhere,,,,,,$/);
  });

  it("refuses an unknown stage, another kind's stage, a stale page and a CIO's decided stage, with a 4xx and nothing stored", async () => {
    const company = await site.apply("company", "st-refuse");
    const cio = await site.apply("cio", "st-refuse");
    expect((await move(company.id, "new", "contacted")).status).toBe(303);

    const refusals: [
      id: string,
      values: [from: string, stage: string, closeReason?: string],
      status: number,
      field: "stage" | "closeReason",
      message: string,
    ][] = [
      [company.id, ["contacted", "screening"], 400, "stage", "Choose one of the stages listed."],
      [company.id, ["contacted", "Engaged"], 400, "stage", "Choose one of the stages listed."],
      [company.id, ["contacted", "__proto__"], 400, "stage", "Choose one of the stages listed."],
      [company.id, ["contacted", "meeting\u0000"], 400, "stage", "Choose one of the stages listed."],
      [company.id, ["contacted", "x".repeat(10_000)], 400, "stage", "Choose one of the stages listed."],
      [company.id, ["contacted", "closed", "x".repeat(10_000)], 400, "closeReason", "Choose why the request is closed."],
      [company.id, ["contacted", "closed", "no-budget\u0000"], 400, "closeReason", "Choose why the request is closed."],
      [company.id, ["contacted", "contacted"], 400, "stage", "It is already at that stage."],
      // The page showed New; another admin has moved it to Contacted since.
      [
        company.id,
        ["new", "meeting"],
        409,
        "stage",
        "Someone moved it to Contacted meanwhile. Nothing was changed; look again and move it if you still need to.",
      ],
      [
        company.id,
        ["\u0000", "meeting"],
        409,
        "stage",
        "Someone moved it to Contacted meanwhile. Nothing was changed; look again and move it if you still need to.",
      ],
      [cio.id, ["applied", "in-network"], 400, "stage", "That stage comes with a decision: use Accept or Deny above."],
      [cio.id, ["applied", "new"], 400, "stage", "Choose one of the stages listed."],
      [cio.id, ["applied", "engaged"], 400, "stage", "Only a CIO in the network can be engaged."],
    ];
    for (const [id, [from, stage, closeReason], status, field, message] of refusals) {
      const response = await move(id, from, stage, closeReason);
      expect(response.status, `${from} → ${stage.slice(0, 20)}`).toBe(status);
      expect(errorAt(await response.text(), field), `${from} → ${stage.slice(0, 20)}`).toBe(message);
    }
    expect(await now(company.id)).toBe("Contacted");
    expect(await moves(company.id)).toEqual(["Moved to Contacted"]);
    expect(await now(cio.id)).toBe("Applied");
    expect(await moves(cio.id)).toEqual([]);
    // The CIO's own moves by hand still go.
    expect((await move(cio.id, "applied", "screening")).status).toBe(303);
    expect(await now(cio.id)).toBe("Screening");
  });

  it("moves a denied CIO to Not a fit, and then offers no move by hand", async () => {
    const cio = await site.apply("cio", "st-denied");
    expect(await stageSection(cio.id)).toContain('value="move-stage"');
    expect((await post(cio.id, { intent: "decide", status: "Denied" })).status).toBe(303);
    expect(await now(cio.id)).toBe("Not a fit");
    expect(await stageSection(cio.id)).not.toContain('value="move-stage"');
  });
});
