import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { adminSite, decoded, type Lead } from "../support/admin-http";
import { databaseKinds } from "../support/database";

// The list's home view and a record's Previous / Next over HTTP, against the built server, on
// PGlite and PostgreSQL: a bare /admin/applications opens on "Needs a reply", oldest first; a
// record opened from a filtered, searched list steps to its neighbours in that list across a page
// boundary, goes back to the page it is on, and keeps the list through its actions' redirects.

const admins = ["flow.admin@example.ca"];

/** The href of the link a page marks with this data-shortcut (the keyboard's Next, Previous, Back). */
const linkOf = (html: string, shortcut: string) => {
  const tag = new RegExp(`<a [^>]*data-shortcut="${shortcut}"[^>]*>`).exec(html)?.[0];
  return tag ? decoded(/href="([^"]*)"/.exec(tag)?.[1] ?? "") : null;
};
/** The record links of a list page, in their order. */
const rowLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*data-row-link[^>]*>/g)].map((match) => decoded(/href="([^"]*)"/.exec(match[0])?.[1] ?? ""));

describe.each(databaseKinds)("the list's flow over HTTP on %s", (kind) => {
  const site = adminSite(kind, admins);
  const { cookies } = site;
  let url = "";
  let pending: Lead[] = [];
  let accepted: Lead;
  const get = async (path: string) => {
    const response = await request(`${url}${path}`, cookies[0]!);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const { server } = await site.start();
    url = server.url;
    // Nine awaiting a reply (two pages: eight and one), in the order they arrived; one accepted.
    pending = [];
    for (let n = 0; n < 9; n++) pending.push(await site.apply("cio", "flowlist"));
    accepted = await site.apply("cio", "flowlist", "Accepted");
  }, 300_000);

  afterAll(() => site.stop());

  it("opens a bare /admin/applications on Needs a reply, oldest first, with All one click away", async () => {
    const html = await get("/admin/applications");
    expect(decoded(html)).toContain("Showing 1 to 8 of 9 entries");
    expect(rowLinks(html)).toEqual(pending.slice(0, 8).map(({ id }) => `/admin/applications/${id}`));
    expect(html).not.toContain(accepted.lead.email);
    expect(html).toMatch(/<a [^>]*href="\/admin\/applications\?view=all"[^>]*>All<\/a>/);

    const all = await get("/admin/applications?view=all");
    expect(decoded(all)).toContain("Showing 1 to 8 of 10 entries");
    expect(rowLinks(all)[0]).toBe(`/admin/applications/${accepted.id}?view=all`);
  });

  it("searches everything for a search given in the address", async () => {
    const html = await get(`/admin/applications?q=${encodeURIComponent(accepted.lead.email)}`);
    expect(rowLinks(html)).toEqual([`/admin/applications/${accepted.id}?q=${encodeURIComponent(accepted.lead.email)}`]);
  });

  it("steps from the last record of a filtered page to the first of the next, and back to each one's page", async () => {
    // Everything of this search, newest first: the accepted one, then the nine from the last sent.
    const query = `type=CIO&q=flowlist${kind}`;
    const page1 = await get(`/admin/applications?${query}`);
    const links = rowLinks(page1);
    expect(links).toHaveLength(8);
    const page2 = await get(`/admin/applications?${query}&page=2`);
    const order = [...links, ...rowLinks(page2)];
    expect(order).toHaveLength(10);
    expect(order.every((link) => link.endsWith(`?${query}`))).toBe(true);

    const eighth = await get(order[7]!);
    expect(linkOf(eighth, "next-record")).toBe(order[8]);
    expect(linkOf(eighth, "previous-record")).toBe(order[6]);
    expect(linkOf(eighth, "back-to-list")).toBe(`/admin/applications?${query}`);
    const ninth = await get(order[8]!);
    expect(linkOf(ninth, "previous-record")).toBe(order[7]);
    expect(linkOf(ninth, "back-to-list")).toBe(`/admin/applications?${query}&page=2`);
    // The last has no Next, the first no Previous.
    expect(linkOf(await get(order[9]!), "next-record")).toBeNull();
    expect(linkOf(await get(order[0]!), "previous-record")).toBeNull();
  });

  it("keeps the list through an action's redirect, and goes on from a record its decision took out of the view", async () => {
    const query = `type=CIO&q=flowlist${kind}`;
    const noted = await site.post(`${pending[4]!.id}?${query}`, { intent: "note", body: "Called, left a message." });
    expect(noted.status).toBe(303);
    expect(noted.headers.get("location")).toBe(`/admin/applications/${pending[4]!.id}?${query}&notice=noted`);

    // From Needs a reply (a bare record address): decide the oldest, then Next is still the second.
    const decided = await site.post(pending[0]!.id, { intent: "decide", status: "Accepted" });
    expect(decided.headers.get("location")).toBe(`/admin/applications/${pending[0]!.id}?notice=decided`);
    const after = await get(decided.headers.get("location")!);
    expect(linkOf(after, "next-record")).toBe(`/admin/applications/${pending[1]!.id}`);
    expect(decoded(await get("/admin/applications"))).not.toContain(pending[0]!.lead.email);
  });

  it("serves the shortcuts' help as a page, for a browser without JavaScript", async () => {
    const html = decoded(await get("/admin/shortcuts"));
    expect(html).toContain("<h1");
    expect(html).toContain("Keyboard shortcuts");
    expect(html).toContain("Open the next record in the list");
    expect(await get("/admin/applications")).toMatch(/<a [^>]*href="\/admin\/shortcuts"[^>]*>Keyboard shortcuts<\/a>/);
  });
});
