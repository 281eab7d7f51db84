import { describe, expect, it, vi } from "vitest";
import { livePage } from "./live-page.server";
import type { RenderedPage } from "./page-cache.server";

/** A page rendered from the data as it is when rendered, counting renders. */
function fakeSite(initial: string) {
  const site = {
    state: initial,
    reads: 0,
    renders: 0,
    failReads: false,
    status: 200,
    async read() {
      site.reads += 1;
      // A read sees the data as it was when it began.
      const seen = site.state;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (site.failReads) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      return seen;
    },
    async render(path: string): Promise<RenderedPage> {
      site.renders += 1;
      const shown = site.state;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: site.status, headers: { "Content-Type": "text/html" }, body: `<p>${path}: ${shown}</p>` };
    },
  };
  return site;
}

const bodyOf = async (page: ReturnType<typeof livePage>) => (await page()).identity.body.toString();

describe("livePage", () => {
  it("answers the page made for the data as long as the data stays the same", async () => {
    const site = fakeSite("9:00 9:30");
    const page = livePage("/book", site.render, site.read);
    expect(await bodyOf(page)).toBe("<p>/book: 9:00 9:30</p>");
    expect(await bodyOf(page)).toBe("<p>/book: 9:00 9:30</p>");
    expect(site.renders).toBe(1);
    // Every answer read the data for itself.
    expect(site.reads).toBeGreaterThanOrEqual(3);
  });

  it("makes the page again as soon as the data differs, and again when it changes back", async () => {
    const site = fakeSite("9:00 9:30");
    const page = livePage("/book", site.render, site.read);
    await page();
    site.state = "9:30";
    expect(await bodyOf(page)).toBe("<p>/book: 9:30</p>");
    site.state = "9:00 9:30";
    expect(await bodyOf(page)).toBe("<p>/book: 9:00 9:30</p>");
    expect(site.renders).toBe(3);
  });

  it("renders once, and reads once, for all the requests that arrive together", async () => {
    const site = fakeSite("9:00");
    const page = livePage("/book", site.render, site.read);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => bodyOf(page)));
    expect(new Set(bodies)).toEqual(new Set(["<p>/book: 9:00</p>"]));
    expect(site.renders).toBe(1);
    // One read for the twenty, one to check the page before keeping it.
    expect(site.reads).toBe(2);
    await Promise.all(Array.from({ length: 20 }, () => bodyOf(page)));
    expect(site.reads).toBe(3);
  });

  it("shares a read among requests that arrive during one, with a read begun after they arrived", async () => {
    const site = fakeSite("9:00");
    const page = livePage("/book", site.render, site.read);
    await page();
    const readsBefore = site.reads;
    const first = page();
    await vi.waitFor(() => expect(site.reads).toBe(readsBefore + 1));
    // These arrive while the first request's read is under way; a booking lands meanwhile.
    site.state = "9:30";
    const later = Array.from({ length: 10 }, () => bodyOf(page));
    expect(await bodyOf(() => first)).toBe("<p>/book: 9:00</p>");
    expect(new Set(await Promise.all(later))).toEqual(new Set(["<p>/book: 9:30</p>"]));
    // One read for the first, one shared by the ten, and one to check the new page before keeping it.
    expect(site.reads - readsBefore).toBe(3);
  });

  it("does not keep a page whose data moved while it was made", async () => {
    const site = fakeSite("9:00 9:30");
    const page = livePage("/book", (path) => site.render(path), site.read);
    const render = site.render;
    site.render = async (path) => {
      site.state = "9:30"; // a booking committed between the request's read and the render's
      return render(path);
    };
    expect(await bodyOf(page)).toBe("<p>/book: 9:30</p>");
    site.render = render;
    // The booking is cancelled: the slots are as the request first read them, and the page shows them.
    site.state = "9:00 9:30";
    expect(await bodyOf(page)).toBe("<p>/book: 9:00 9:30</p>");
    expect(site.renders).toBe(2);
  });

  it("keeps no error page, and still answers when the data cannot be read", async () => {
    const site = fakeSite("9:00");
    site.status = 500;
    const page = livePage("/book", site.render, site.read);
    expect((await page()).status).toBe(500);
    site.status = 200;
    expect((await page()).status).toBe(200);
    expect(site.renders).toBe(2);

    site.failReads = true;
    site.status = 503;
    // React Router's own page for an unreachable database is answered, as on any other path.
    expect((await page()).status).toBe(503);
    const failing = livePage(
      "/book",
      () => Promise.reject(new Error("render failed")),
      () => Promise.reject(new Error("read failed")),
    );
    const answer = await failing();
    expect(answer.status).toBe(503);
    expect(answer.identity.body.toString()).toContain("try again");
  });
});
