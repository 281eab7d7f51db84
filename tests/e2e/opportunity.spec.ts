import { expect, type Page, test as base } from "@playwright/test";
import { openPglite } from "~/server/db/client.server";
import { insertApplication } from "../support/applications";
import { type RunningServer, migratedDataDir } from "../support/server";
import { anonymousCompany, companySecrets, networkCio, shortlistFor } from "../support/shortlists";
import { desktop, expectNoAxeViolations, tabTo } from "./support/browser";
import { startIsolatedServer } from "./support/servers";

// A shortlisted CIO opens the link of their invitation, reads the opportunity (nothing of the
// company's identity on it), answers Interested with a reason, sees what happens next, and changes
// their answer to Not for me: in English and in French, with JavaScript on and off, by keyboard
// where it matters, and axe-clean at a phone's and a desktop's width. A server of this file's own,
// its database seeded with the shortlists before it starts.

const SECRET = "e2e-opportunity-secret-0123456789abcdefghijklmnop";
/** A current phone's width, as the accessibility checks of this feature are asked for. */
const phone = { width: 390, height: 844 };

type Links = { english: string; french: string };

const test = base.extend<object, { opportunities: { server: RunningServer; links: Record<"js" | "nojs", Links> } }>({
  opportunities: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dataDir = migratedDataDir();
      const handle = await openPglite(dataDir);
      const links = {} as Record<"js" | "nojs", Links>;
      try {
        const english = await insertApplication(handle.db, networkCio("Evangelina", { locale: "en" }));
        const french = await insertApplication(
          handle.db,
          networkCio("Geneviève", { locale: "fr", workLanguage: "fr", email: "genevieve.candidate@cio-probe.example" }),
        );
        // One shortlist per run of the page (JavaScript on, off), so each starts unanswered.
        for (const run of ["js", "nojs"] as const) {
          const shortlist = await shortlistFor(handle.db, anonymousCompany, [english.id, french.id], {
            baseUrl: "https://cio.example.ca",
            secret: SECRET,
          });
          links[run] = { english: shortlist.links.get(english.id)!, french: shortlist.links.get(french.id)! };
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
  baseURL: async ({ opportunities }, provide) => provide(opportunities.server.url),
});
test.describe.configure({ mode: "default" });

const copy = {
  en: {
    title: "An opportunity for you",
    greeting: "Hello Evangelina,",
    interested: "Interested",
    notForMe: "Not for me",
    reason: "Reason (optional)",
    send: "Send my answer",
    change: "Change my answer",
    saved: "Thank you: your answer is saved",
    next: "What happens next: we will tell the company you are interested. The company chooses whom to meet, and we will write to you either way.",
    declined: "We will not put you forward for this request.",
    typed: "Free from March; happy to go on site twice a month.",
  },
  fr: {
    title: "Une occasion pour vous",
    greeting: "Bonjour Geneviève,",
    interested: "Cela m'intéresse",
    notForMe: "Ce n'est pas pour moi",
    reason: "Motif (facultatif)",
    send: "Envoyer ma réponse",
    change: "Modifier ma réponse",
    saved: "Merci, votre réponse est enregistrée",
    next: "Prochaine étape\u00a0: nous indiquerons à l'entreprise que ce mandat vous intéresse.",
    declined: "Nous ne proposerons pas votre profil pour cette demande.",
    typed: "Disponible dès mars\u00a0; sur place deux fois par mois.",
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
      test(`${locale === "en" ? "an English" : "a French"} CIO answers Interested with a reason, then changes to Not for me`, async ({
        page,
        opportunities,
      }) => {
        test.setTimeout(60_000);
        const words = copy[locale];
        const run = opportunities.links[javaScriptEnabled ? "js" : "nojs"];
        const link = locale === "en" ? run.english : run.french;

        const opened = await page.goto(link);
        expect(opened?.status()).toBe(200);
        const headers = opened!.headers();
        expect(headers["x-robots-tag"]).toBe("noindex");
        expect(headers["cache-control"]).toBe("no-store");
        expect(headers["referrer-policy"]).toBe("same-origin");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? "en-CA" : "fr-CA");
        await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
        await expect(page.getByText(words.greeting)).toBeVisible();
        const main = page.getByRole("main");
        for (const secret of companySecrets(anonymousCompany)) await expect(main).not.toContainText(secret, { ignoreCase: true });
        await expectAxeCleanAtBothWidths(page, javaScriptEnabled);

        // By keyboard: Tab to the first choice, Space picks it; then the reason and the button.
        const interested = page.getByRole("radio", { name: words.interested });
        await tabTo(page, interested);
        await page.keyboard.press("Space");
        await expect(interested).toBeChecked();
        await page.getByLabel(words.reason).fill(words.typed);
        await tabTo(page, page.getByRole("button", { name: words.send }));
        await page.keyboard.press("Enter");

        await expect(page).toHaveURL(new RegExp(`${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?answered=1$`));
        const status = page.getByRole("status");
        await expect(status).toContainText(words.saved);
        await expect(status).toContainText(words.next);
        await expect(main.locator("dd", { hasText: words.typed })).toBeVisible();
        await expect(interested).toBeChecked();
        await expect(page.getByLabel(words.reason)).toHaveValue(words.typed);
        await expectAxeCleanAtBothWidths(page, javaScriptEnabled);

        // A change of mind, with the reason cleared.
        await page.getByRole("radio", { name: words.notForMe }).check();
        await page.getByLabel(words.reason).fill("");
        await page.getByRole("button", { name: words.change }).click();
        await expect(page.getByRole("status")).toContainText(words.declined);
        await expect(main.locator("dd", { hasText: new RegExp(`^${words.notForMe}$`) })).toBeVisible();
        await expect(main).not.toContainText(words.typed);
        await expectAxeCleanAtBothWidths(page, javaScriptEnabled);
      });
    }
  });
}

test.describe("with JavaScript on", () => {
  test("a bad link's page, in each language, says so with the contact page, axe-clean", async ({ page }) => {
    for (const [path, title, contact] of [
      ["/opportunity/not-a-token", "This link does not work", "Contact us"],
      ["/fr/occasion/pas-un-jeton", "Ce lien ne fonctionne pas", "Nous joindre"],
    ] as const) {
      const opened = await page.goto(path);
      expect(opened?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: contact })).toBeVisible();
      await expect(page.getByRole("main").locator("form")).toHaveCount(0);
      await expectAxeCleanAtBothWidths(page, true);
    }
  });

  test("an answer the server refuses shows its error at the choice, the reason kept, axe-clean", async ({ page, opportunities }) => {
    await page.goto(opportunities.links.js.english);
    // An answer given earlier is chosen on the page; the browser's own check would stop an empty
    // choice. Both undone here: the server's check is the one that counts.
    await page.locator('input[name="answer"]').evaluateAll((inputs) =>
      inputs.forEach((input) => {
        input.removeAttribute("required");
        (input as HTMLInputElement).checked = false;
      }),
    );
    await page.getByLabel("Reason (optional)").fill("Kept while I decide");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: /my answer$/ }).click();
    expect((await refused).status()).toBe(400);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Your answer was not sent");
    await expect(page.getByRole("group", { name: "Are you interested in this opportunity?" })).toHaveAccessibleDescription(
      "Choose Interested or Not for me.",
    );
    await expect(page.getByLabel("Reason (optional)")).toHaveValue("Kept while I decide");
    // The summary's link leads to the first choice.
    await alert.getByRole("link").click();
    await expect(page).toHaveURL(/#field-answer-interested$/);
    await expectAxeCleanAtBothWidths(page, true);
  });
});
