import { expect, type Locator, type Page, test as base } from "@playwright/test";
import { openPglite } from "~/server/db/client.server";
import { readMailFiles } from "../support/accounts";
import { insertApplication } from "../support/applications";
import { migratedDataDir, type RunningServer } from "../support/server";
import { anonymousCompany, privateCio, shortlistLinkIn, shortlistWithInterest, type WithInterest } from "../support/shortlists";
import { signInAsAdmin } from "./support/admin";
import { verifiedAccount } from "./support/auth";
import { desktop, expectNoAxeViolations, tabTo } from "./support/browser";
import { startIsolatedServer } from "./support/servers";

// The company's link on a company request's admin page, with JavaScript on and off: the block says
// the link's state; "Revoke the company's link" makes the company's page the revoked-link page;
// "Send the company a new link" (after a revoke, or after the link ran out) e-mails a new link that
// opens the shortlist, while the old one stays dead. Buttons pressed by keyboard, every state
// axe-clean at 390 and 1280 px. The shortlists, each with an interested CIO, are seeded in the
// server's database before it starts; one of them went out fifteen days ago, so its link expired.

const SECRET = "e2e-admin-company-link-secret-0123456789abcdefghijk";
const admin = "admin-company-link@isolated.example.ca";
const phone = { width: 390, height: 844 };
const FIFTEEN_DAYS_MS = 15 * 86_400_000;

type Case = "revoked-js" | "revoked-nojs" | "expired-js" | "expired-nojs";

const test = base.extend<object, { seeded: { server: RunningServer; shortlists: Record<Case, WithInterest> } }>({
  seeded: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = migratedDataDir();
      const handle = await openPglite(dataDir);
      const shortlists = {} as Record<Case, WithInterest>;
      try {
        for (const [name, sentAt] of [
          ["revoked", new Date()],
          ["expired", new Date(Date.now() - FIFTEEN_DAYS_MS)],
        ] as const) {
          for (const run of ["js", "nojs"] as const) {
            const cio = await insertApplication(handle.db, privateCio(`Linkcio${name}${run}`));
            shortlists[`${name}-${run}`] = await shortlistWithInterest(
              handle.db,
              { ...anonymousCompany, companyName: `Link ${name} ${run} Orchards` },
              [[cio.id, "interested"]],
              { baseUrl: "https://cio.example.ca", secret: SECRET },
              sentAt,
            );
          }
        }
      } finally {
        await handle.close();
      }
      const server = await startIsolatedServer([admin], { DATA_DIR: dataDir, AUTH_SECRET: SECRET });
      await verifiedAccount(server, admin);
      await provide({ server, shortlists });
      await server.stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ seeded }, provide) => provide(seeded.server.url),
});
test.describe.configure({ mode: "default" });

/** axe runs in the page, so only with JavaScript on; the HTML is the same without it. */
async function expectAxeCleanAtBothWidths(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(desktop);
}

/** The block of the company's link on the company request's page. */
const companyLinkBlock = (page: Page, shortlist: WithInterest) => page.locator(`#company-link-${shortlist.shortlistId}`);

/** Presses `button` by keyboard: focus starts at the block's heading, Tab reaches the button, Enter presses it. */
async function pressByKeyboard(page: Page, block: Locator, button: Locator) {
  await block.getByText("The company's page:").click();
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

/** The company's page at `path`, in a browser context of its own (the company has no session): its h1. */
async function companyPageTitle(page: Page, server: { url: string }, path: string): Promise<string> {
  const other = await page.context().browser()!.newPage();
  try {
    await other.goto(`${server.url}${path}`);
    return (await other.getByRole("heading", { level: 1 }).textContent()) ?? "";
  } finally {
    await other.close();
  }
}

/** Waits for an e-mail to the company with a shortlist link other than `old`; answers that link's path. */
async function newLinkTo(server: { dataDir: string }, email: string, old: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const links = (await readMailFiles(server.dataDir))
          .filter((mail) => mail.to.includes(email.toLowerCase()) && /\/shortlist\//.test(mail.text))
          .map((mail) => shortlistLinkIn(mail.text));
        link = links.find((path) => path !== old) ?? "";
        return link;
      },
      { timeout: 15_000, message: `a new link e-mailed to ${email}` },
    )
    .not.toBe("");
  return link;
}

const titles = { open: "CIOs for your request", revoked: "This link is no longer in use", expired: "This link has expired" };

for (const javaScriptEnabled of [true, false]) {
  const run = javaScriptEnabled ? "js" : "nojs";
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the admin revokes the company's link, then sends a new one that works while the old one does not", async ({ page, seeded }) => {
      test.setTimeout(90_000);
      const shortlist = seeded.shortlists[`revoked-${run}`];
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/applications/${shortlist.company.id}`);
      const block = companyLinkBlock(page, shortlist);
      await expect(block).toContainText("Sent, not opened yet");
      await expectAxeCleanAtBothWidths(page, javaScriptEnabled);

      // The company opens its page: the admin's page says so.
      expect(await companyPageTitle(page, seeded.server, shortlist.companyLink)).toBe(titles.open);
      await page.reload();
      await expect(block).toContainText("Opened by the company, no choice yet");

      await pressByKeyboard(page, block, block.getByRole("button", { name: "Revoke the company's link" }));
      await expect(page.getByText("The company's link is revoked: it no longer opens the shortlist.")).toBeVisible();
      await expect(block).toContainText("Link revoked");
      await expect(block).toContainText("The company's link no longer works.");
      await expect(block.getByRole("button", { name: "Revoke the company's link" })).toHaveCount(0);
      await expectAxeCleanAtBothWidths(page, javaScriptEnabled);
      expect(await companyPageTitle(page, seeded.server, shortlist.companyLink)).toBe(titles.revoked);

      await pressByKeyboard(page, block, block.getByRole("button", { name: "Send the company a new link" }));
      await expect(page.getByText("A new link is on its way to the company; the old one no longer works.")).toBeVisible();
      await expect(block).toContainText("Sent, not opened yet");
      await expectAxeCleanAtBothWidths(page, javaScriptEnabled);
      const fresh = await newLinkTo(seeded.server, shortlist.companyEmail, shortlist.companyLink);
      expect(await companyPageTitle(page, seeded.server, fresh)).toBe(titles.open);
      expect(await companyPageTitle(page, seeded.server, shortlist.companyLink)).toBe(titles.revoked);
    });

    test("the admin sends a new link after the company's ran out; the new one works, the old one does not", async ({ page, seeded }) => {
      test.setTimeout(90_000);
      const shortlist = seeded.shortlists[`expired-${run}`];
      expect(await companyPageTitle(page, seeded.server, shortlist.companyLink)).toBe(titles.expired);
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/applications/${shortlist.company.id}`);
      const block = companyLinkBlock(page, shortlist);
      await expect(block).toContainText("Link expired without a choice");
      await expect(block).toContainText("The company's link lasted 14 days.");
      await expectAxeCleanAtBothWidths(page, javaScriptEnabled);

      await pressByKeyboard(page, block, block.getByRole("button", { name: "Send the company a new link" }));
      await expect(page.getByText("A new link is on its way to the company; the old one no longer works.")).toBeVisible();
      await expect(block).toContainText("Sent, not opened yet");
      await expectAxeCleanAtBothWidths(page, javaScriptEnabled);
      const fresh = await newLinkTo(seeded.server, shortlist.companyEmail, shortlist.companyLink);
      expect(await companyPageTitle(page, seeded.server, fresh)).toBe(titles.open);
      // The old link carries its own issue time: it still says it ran out, and opens nothing.
      expect(await companyPageTitle(page, seeded.server, shortlist.companyLink)).toBe(titles.expired);
    });
  });
}
