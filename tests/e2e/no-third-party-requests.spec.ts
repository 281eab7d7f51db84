import { expect, test } from "@playwright/test";
import { privatePaths, publicPaths } from "~/content/site";
import { SLOT_FIELD } from "~/domain/booking/booking-form";

// The privacy policy says that the site uses no third-party trackers, analytics or fonts and that a
// visitor's browser contacts no one else. This crawls the public site the way a visitor finds it:
// from `/`, every same-origin link on every page, breadth first, each page loaded in Chromium, and
// every request the pages make recorded. A request to any other origin fails the test (data: URLs
// are part of the page itself), and so does an attempt the Content Security Policy blocked first.

/** Far more pages than the site has; a crawl that finds more is following something it should not. */
const MAX_PAGES = 100;

/** Links a visitor of the public site may meet but that lead out of it (sign-in, admin, the auth API). */
const outsidePublicSite = [...privatePaths, "/logout", "/api/"];

test("crawling every public page from / requests nothing from another origin", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const isOwn = (url: string) => url.startsWith("data:") || new URL(url).origin === origin;

  const context = await browser.newContext({ baseURL });
  let onPage = "/";
  const foreign: string[] = [];
  context.on("request", (request) => {
    if (!isOwn(request.url())) foreign.push(`${onPage} requested ${request.url()}`);
  });
  // Recorded above, then refused here, so that the crawl never waits on someone else's server.
  await context.route(
    (url) => !isOwn(url.href),
    (route) => route.abort("blockedbyclient"),
  );
  // The CSP may stop an attempt before it becomes a request; the page still reports it.
  await context.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = reports;
    document.addEventListener("securitypolicyviolation", (event) => reports.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) foreign.push(`${onPage}: ${message.text()}`);
  });

  const queue = ["/"];
  const found = new Set(queue);
  const slotForms = new Set<string>();
  const visited: string[] = [];
  while (queue.length > 0) {
    onPage = queue.shift()!;
    const response = await page.goto(onPage, { waitUntil: "load" });
    expect(response?.status(), onPage).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    visited.push(onPage);

    const { reported, blocked, links } = await page.evaluate(() => ({
      reported: performance.getEntriesByType("resource").map((entry) => entry.name),
      blocked: (window as unknown as { cspReports: string[] }).cspReports,
      links: [...document.querySelectorAll("a[href]")].map((link) => (link as HTMLAnchorElement).href),
    }));
    for (const url of reported.filter((name) => !isOwn(name))) foreign.push(`${onPage} loaded ${url}`);
    for (const report of blocked) foreign.push(`${onPage} tried (blocked by CSP): ${report}`);

    for (const href of links) {
      const url = new URL(href);
      if (url.origin !== origin || outsidePublicSite.some((prefix) => url.pathname.startsWith(prefix))) continue;
      const path = `${url.pathname}${url.search}`;
      // Each free time on /book is a link to the same form: one of them, in each language, stands for all.
      const kind = url.searchParams.has(SLOT_FIELD) ? `${url.pathname}?${SLOT_FIELD}` : path;
      if (found.has(path) || (kind !== path && slotForms.has(kind))) continue;
      if (kind !== path) slotForms.add(kind);
      expect(found.size, `more than ${MAX_PAGES} pages: ${[...found].join(" ")}`).toBeLessThan(MAX_PAGES);
      found.add(path);
      queue.push(path);
    }
  }
  await context.close();

  // The links reach every page of the sitemap, so the crawl covered the whole public site.
  expect(visited).toEqual(expect.arrayContaining([...publicPaths]));
  expect([...new Set(foreign)]).toEqual([]);
});
