import { expect, type Page, test } from "@playwright/test";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { mailText } from "./support/mail";
import { sharedServer } from "./support/servers";
import { uniqueAddress } from "./support/unique";

// The CIO application in French, as a French-speaking visitor fills it, with JavaScript off and on:
// every word they read, every problem they are told about, the thank-you, the confirmation e-mail
// and the withdrawal page its link opens, in French.

const nbsp = "\u00a0";
const path = "/fr/formulaire/cio";

/** Each list the French form requires, at its first option: what a field added since this test was written gets. */
const requiredChoices: Record<string, string> = Object.fromEntries(
  leadFormsIn(words("fr"))
    .cio.fields.filter((field) => field.required && field.kind === "select")
    .map((field) => [field.label, field.options?.[0]?.label ?? ""]),
);

/** What the visitor types or picks, by the French labels they read. */
const application = (email: string) => ({
  text: {
    Prénom: "Amélie",
    "Nom de famille": "Tremblay",
    Courriel: email,
    Téléphone: "+1 (514) 555-0142",
    "Profil LinkedIn": "https://www.linkedin.com/in/amelie-tremblay",
    Ville: "Montréal",
    Message: "Je cherche un mandat de 6 mois.",
  },
  select: {
    ...requiredChoices,
    "Années d'expérience": "11 à 15",
    Province: "Québec",
    "Mode de travail": "Hybride",
    Disponibilité: "D'ici 30 jours",
  },
  boxes: {
    "Secteurs d'activité": ["Santé", "Administration publique"],
    "Domaines d'expertise": ["Cybersécurité", "Gouvernance TI et conformité"],
  },
});

type Application = ReturnType<typeof application>;

const submit = (page: Page) => page.getByRole("button", { name: "Envoyer", exact: true });
const box = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group, exact: true }).getByRole("checkbox", { name: option, exact: true });

async function fill(page: Page, input: Application) {
  for (const [label, value] of Object.entries(input.text)) await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  for (const [label, value] of Object.entries(input.select))
    await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: value });
  for (const [group, options] of Object.entries(input.boxes)) for (const option of options) await box(page, group, option).check();
}

async function expectKept(page: Page, input: Application) {
  for (const [label, value] of Object.entries(input.text))
    await expect(page.getByRole("textbox", { name: label, exact: true }), label).toHaveValue(value);
  for (const [label, value] of Object.entries(input.select)) {
    await expect(page.getByRole("combobox", { name: label, exact: true }).locator("option:checked"), label).toHaveText(value);
  }
  for (const [group, options] of Object.entries(input.boxes)) {
    await expect(page.getByRole("group", { name: group, exact: true }).getByRole("checkbox", { checked: true })).toHaveCount(
      options.length,
    );
    for (const option of options) await expect(box(page, group, option)).toBeChecked();
  }
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the French CIO application with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: desktop });
    // axe runs as a script inside the page: it can look only where the page runs scripts.
    const expectAccessible = (page: Page) => (javaScriptEnabled ? expectNoAxeViolations(page) : Promise.resolve());

    test("a bad e-mail is explained in French with the values kept; the corrected one gets the French thank-you, e-mail and withdrawal page", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByText("Les champs marqués d'un * sont obligatoires.")).toBeVisible();
      await expect(page.getByText("Courriel *", { exact: true })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: /^Oui, Fractional CIO Canada peut m'envoyer par courriel/ })).not.toBeChecked();
      await expect(page.getByRole("link", { name: "Consultez notre politique de confidentialité" })).toHaveAttribute(
        "href",
        "/fr/confidentialite",
      );
      await expectAccessible(page);

      // The browser takes "amelie@exemple" as an address; the server does not, and says so.
      const input = application("amelie@exemple");
      await fill(page, input);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await submit(page).click();
      expect((await answer).status()).toBe(400);
      expect(new URL((await answer).url()).pathname).toBe(path);

      const message = "Entrez une adresse courriel valide, comme nom@exemple.ca.";
      const summary = page.locator("#error-summary");
      await expect(summary.getByRole("heading", { name: "Veuillez corriger ce qui suit" })).toBeVisible();
      // No capital after the summary's colon.
      await expect(summary.getByRole("link")).toHaveText([`Courriel${nbsp}: entrez une adresse courriel valide, comme nom@exemple.ca.`]);
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      const email = page.getByRole("textbox", { name: "Courriel", exact: true });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(message);
      await expectKept(page, input);
      await expectAccessible(page);

      const address = uniqueAddress("amelie");
      await email.fill(address);
      await submit(page).click();
      await expect(page).toHaveURL(`${path}?submitted=1`);
      await expect(page.getByRole("heading", { name: `Merci de votre envoi${nbsp}!` })).toBeVisible();
      await expect(page.getByText(/^Nous avons bien reçu votre candidature\. Prochaine étape/)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Comment se déroule la sélection" })).toBeVisible();
      await expect(page.getByText("Un membre de notre équipe vous répondra par courriel dans un délai d'un jour ouvrable.")).toBeVisible();
      await expect(submit(page)).toHaveCount(0);
      await expectAccessible(page);

      // The confirmation is in French and its personal link opens the French withdrawal page.
      const server = sharedServer();
      const confirmation = await mailText(server, address, "Nous avons bien reçu votre candidature de DPI");
      const link = /https?:\/\/\S+(\/fr\/retrait\/[^\s"<>]+)/.exec(confirmation)?.[1];
      expect(link, "a /fr/retrait/ link in the confirmation").toBeTruthy();
      await page.goto(link!);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByRole("heading", { level: 1, name: "Retirer votre dossier" })).toBeVisible();
      await page.getByRole("button", { name: "Retirer mon dossier", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Votre dossier est retiré" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(
        "Nous avons retiré votre dossier et envoyé une confirmation à votre adresse courriel.",
      );
      await expectAccessible(page);
      const withdrawn = await mailText(server, address, "Votre candidature de DPI est retirée");
      expect(withdrawn).toContain("Comme vous l'avez demandé, nous avons retiré votre candidature de DPI");
    });
  });
}

test.describe("the page's own checks on the French form", () => {
  test.use({ javaScriptEnabled: true, viewport: desktop });

  test("speak French, all at once, and let the corrected fields through", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto(path);
    const input = application("pas-un-courriel");
    await fill(page, input);
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill("");
    await page.getByRole("combobox", { name: "Province", exact: true }).selectOption("");
    await submit(page).click();

    // One summary of every problem, in French, instead of the browser's one bubble at a time.
    const summary = page.getByRole("region", { name: "Veuillez corriger ce qui suit" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      `Prénom${nbsp}: ce champ est obligatoire.`,
      `Courriel${nbsp}: entrez une adresse courriel valide, comme nom@exemple.ca.`,
      `Province${nbsp}: veuillez choisir une option.`,
    ]);
    await expect(page.getByRole("textbox", { name: "Courriel", exact: true })).toHaveAccessibleDescription(
      "Entrez une adresse courriel valide, comme nom@exemple.ca.",
    );
    expect(posts).toEqual([]);

    // Corrected, the fields are checked afresh and the form goes.
    await page.getByRole("textbox", { name: "Prénom", exact: true }).fill("Amélie");
    await page.getByRole("textbox", { name: "Courriel", exact: true }).fill(uniqueAddress("amelie"));
    await page.getByRole("combobox", { name: "Province", exact: true }).selectOption({ label: "Québec" });
    await submit(page).click();
    await expect(page.getByRole("heading", { name: `Merci de votre envoi${nbsp}!` })).toBeVisible();
  });
});
