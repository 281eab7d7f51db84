import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";

// Clickjacking: a page of another site (here another port of 127.0.0.1, the same "site" for
// cookies, so the admin's SameSite=Lax session goes along) cannot show /admin in a frame:
// X-Frame-Options DENY and the CSP's frame-ancestors 'none' stop it (clickjacking).

const admin = "admin-framing@isolated.example.ca";
const test = adminWorkspace(admin);

/** Another origin that frames a page of the site, and a page of its own as a control. */
async function framingSite(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (request.url === "/own") {
      response.end('<!doctype html><html lang="en"><title>Own</title><h1>A page of the other site</h1>');
      return;
    }
    response.end(
      `<!doctype html><html lang="en"><title>Another site</title><h1>Another site</h1>` +
        `<iframe title="framed admin" src="${target}/admin" width="900" height="500"></iframe>` +
        `<iframe title="own page" src="/own" width="300" height="100"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("another site cannot show the admin pages in a frame, though the session cookie would go along", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const other = await framingSite(workspace.url);
  try {
    await signInAsAdmin(page, admin);
    const framedAdmin = page.frameLocator('iframe[title="framed admin"]');
    const ownPage = page.frameLocator('iframe[title="own page"]');

    await page.goto(other.url, { waitUntil: "load" });
    // The other site's own frame shows: frames work on that page.
    await expect(ownPage.getByRole("heading", { name: "A page of the other site" })).toBeVisible();
    // The admin page does not render in its frame.
    await expect(framedAdmin.getByRole("heading", { level: 1, name: "Today" })).toHaveCount(0);
    // Chromium puts its error page in the frame instead.
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${workspace.url}/admin`);

    // Without the two headers the same frame would show the admin's list: they are what stops it.
    await page.context().route(`${workspace.url}/admin`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["x-frame-options"];
      delete headers["content-security-policy"];
      await route.fulfill({ response, headers });
    });
    await page.goto(other.url, { waitUntil: "load" });
    await expect(framedAdmin.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  } finally {
    await page.context().unrouteAll();
    other.server.close();
  }
});
