import { expect, type Page, test as base } from "@playwright/test";
import { openPglite } from "~/server/db/client.server";
import { insertApplication } from "../support/applications";
import { type RunningServer, migratedDataDir } from "../support/server";
import { anonymousCompany, cioSecrets, privateCio, shortlistWithInterest } from "../support/shortlists";
import { desktop, expectNoAxeViolations, tabTo } from "./support/browser";
import { startIsolatedServer } from "./support/servers";

// A company contact opens the link of its shortlist e-mail, reads the interested CIOs (none of
// their contact details on it), picks one by keyboard and sees what happens next: in English and in
// French, with JavaScript on and off, axe-clean at a phone's and a desktop's width. A server of
// this file's own, its database seeded with the shortlists before it starts.

const SECRET = "e2e-company-shortlist-secret-0123456789abcdefghijk";
const phone = { width: 390, height: 844 };
const marisol = privateCio("Marisol");
const thaddeus = privateCio("Thaddeus");

/** A run of the pick (JavaScript on, off), and one more shortlist for the refusal. */
type Run = "js" | "nojs" | "refused";
type Locale = "en" | "fr";

const test = base.extend<object, { shortlists: { server: RunningServer; links: Record<`${Run}-${Locale}`, string> } }>({
  shortlists: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = migratedDataDir();
      const handle = await openPglite(dataDir);
      const links = {} as Record<`${Run}-${Locale}`, string>;
      try {
        const ids = [(await insertApplication(handle.db, marisol)).id, (await insertApplication(handle.db, thaddeus)).id];
        // One shortlist per run and language, so each starts unanswered.
        for (const run of ["js", "nojs", "refused"] as const) {
          for (const locale of ["en", "fr"] as const) {
            const shortlist = await shortlistWithInterest(
              handle.db,
              { ...anonymousCompany, locale },
              ids.map((id) => [id, "interested"] as [string, "interested"]),
              { baseUrl: "https://cio.example.ca", secret: SECRET },
            );
            links[`${run}-${locale}`] = shortlist.companyLink;
          }
        }
      } finally {
        await handle.close();
      }
      const server = await startIsolatedServer([], { DATA_DIR: dataDir, AUTH_SECRET: SECRET });
      await provide({ server, links });
      await server.stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ shortlists }, provide) => provide(shortlists.server.url),
});
test.describe.configure({ mode: "default" });

const copy = {
  en: {
    title: "CIOs for your request",
    greeting: `Hello ${anonymousCompany.firstName},`,
    meet: "Meet Marisol Z.",
    submit: "Meet the CIOs I picked",
    done: "Thank you: we are introducing you",
    next: "we are sending an e-mail to you and to each CIO you picked (Marisol Z.), with our team in copy",
  },
  fr: {
    title: "Des DPI pour votre demande",
    greeting: `Bonjour ${anonymousCompany.firstName},`,
    meet: "Rencontrer Marisol Z.",
    submit: "Rencontrer les DPI choisis",
    done: "Merci, nous allons vous mettre en relation",
    next: "nous envoyons un courriel à vous et à chaque DPI choisi (Marisol Z.), avec notre équipe en copie",
  },
} as const;

/** axe runs in the page, so only with JavaScript on; the HTML is the same without it. */
async function expectAxeCleanAtBothWidths(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const locale of ["en", "fr"] as const) {
      test(`${locale === "en" ? "an English" : "a French"} company picks one CIO by keyboard and sees what happens next`, async ({
        page,
        shortlists,
      }) => {
        test.setTimeout(60_000);
        const words = copy[locale];
        const link = shortlists.links[`${javaScriptEnabled ? "js" : "nojs"}-${locale}`];

        const opened = await page.goto(link);
        expect(opened?.status()).toBe(200);
        expect(opened!.headers()["x-robots-tag"]).toBe("noindex");
        expect(opened!.headers()["cache-control"]).toBe("no-store");
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? "en-CA" : "fr-CA");
        await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
        await expect(page.getByText(words.greeting)).toBeVisible();
        const main = page.getByRole("main");
        for (const secret of [...cioSecrets(marisol), ...cioSecrets(thaddeus)]) {
          await expect(main).not.toContainText(secret, { ignoreCase: true });
        }
        await expectAxeCleanAtBothWidths(page, javaScriptEnabled);

        // By keyboard: Tab to Marisol's checkbox, Space ticks it; then Tab to the button, Enter sends.
        const meet = page.getByRole("checkbox", { name: words.meet });
        await tabTo(page, meet);
        await page.keyboard.press("Space");
        await expect(meet).toBeChecked();
        await tabTo(page, page.getByRole("button", { name: words.submit }));
        await page.keyboard.press("Enter");

        await expect(page).toHaveURL(new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?answered=1$`));
        const status = page.getByRole("status");
        await expect(status).toContainText(words.done);
        await expect(status).toContainText(words.next);
        await expect(main.locator("form")).toHaveCount(0);
        await expectAxeCleanAtBothWidths(page, javaScriptEnabled);
      });
    }
  });
}

test.describe("with JavaScript on", () => {
  test("a bad link's page, in each language, says so with the contact page, axe-clean", async ({ page }) => {
    for (const [path, title, contact] of [
      ["/shortlist/not-a-token", "This link does not work", "Contact us"],
      ["/fr/selection/pas-un-jeton", "Ce lien ne fonctionne pas", "Nous joindre"],
    ] as const) {
      const opened = await page.goto(path);
      expect(opened?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: contact })).toBeVisible();
      await expect(page.getByRole("main").locator("form")).toHaveCount(0);
      await expectAxeCleanAtBothWidths(page, true);
    }
  });

  test("a pick of nobody shows its error at the choice and in a summary leading there, axe-clean", async ({ page, shortlists }) => {
    await page.goto(shortlists.links["refused-en"]);
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Meet the CIOs I picked" }).click();
    expect((await refused).status()).toBe(400);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Your choice was not sent");
    await expect(page.getByRole("group", { name: "Which CIOs would you like to meet?" })).toHaveAccessibleDescription(
      /Pick at least one CIO to meet\./,
    );
    await expectAxeCleanAtBothWidths(page, true);
    // The summary's link leads to the first checkbox, which the keyboard then ticks.
    await alert.getByRole("link").click();
    await expect(page).toHaveURL(/#field-candidate-[0-9a-f-]{36}$/);
    await expect(page.getByRole("checkbox", { name: "Meet Marisol Z." })).toBeVisible();
  });
});
