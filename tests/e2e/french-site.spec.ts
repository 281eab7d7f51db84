import { expect, type Page, test } from "@playwright/test";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { collectedByForm } from "~/domain/forms/record";
import * as formErrors from "~/content/form-errors";
import * as forms from "~/content/forms";
import { bookingPaths, counterpartPath, localeOfPath, pagePaths } from "~/domain/locale";
import { expectNoAxeViolations } from "./support/browser";

// A French reader must meet no English on the French site: no sentence of the English words, no
// link that drops them on an English page (but the language switch), nothing an axe audit flags,
// and no request to anyone else. Each French page is loaded in Chromium and checked as rendered.

/** Proper names and words written in French on the English side on purpose (the switch to French). */
const sharedWords = new Set(["Fractional CIO Canada", "Fractional CIO"]);
const frenchOnTheEnglishSide = ["site.languageSwitch"];

/** Every English string of at least 12 characters that is a sentence or a label, not a figure, path or address. */
function englishStrings(): string[] {
  const english = words("en");
  const settings = {
    collected: collectedByForm(leadFormsIn(english)),
    contactEmail: "privacy@cio.example.ca",
    retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 },
    services: { database: true, email: true, chat: true },
  };
  const found = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (frenchOnTheEnglishSide.includes(path)) return;
    if (typeof value === "string") {
      const text = value.replace(/\s+/g, " ").trim();
      const isFigure = /^[\d\s.,:;+%$()/-]+$/.test(text);
      const isAddress = /^\/|@|^https?:|^[\w-]+$/.test(text);
      if (text.length >= 12 && !isFigure && !isAddress && !sharedWords.has(text)) found.add(text);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(english, "");
  // The policy is written by a function of the server's settings: its sentences, whatever the figures.
  walk(english.privacy.privacyPolicy(settings), "privacy.policy");
  // The forms' words join the dictionary with the French forms; until then, read them where they are.
  walk({ forms, formErrors }, "forms");
  return [...found];
}

const frenchPages = [...Object.values(pagePaths).map((paths) => paths.fr), "/fr/formulaire", bookingPaths.fr];
/** Not a page: the French 404 must be French too. */
const missingPage = "/fr/page-inexistante";

/** What a reader or a screen reader gets from the page: its text (hidden menu included) and head. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll("script, style")) element.remove();
    const attributes = [...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((element) =>
      ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    const head = [...document.querySelectorAll('meta[name="description"], meta[property^="og:"]')].map(
      (meta) => meta.getAttribute("content") ?? "",
    );
    return [document.title, ...head, ...attributes, body.textContent ?? ""].join("\n").replace(/\s+/g, " ");
  });
}

/** Same-origin links that leave the French site, but the header's language switch (a link with lang="en"). */
function englishLinks(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    ({ switchTo }) =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter((link) => link.origin === location.origin)
        .filter((link) => !(link.pathname === switchTo && link.lang === "en" && link.hreflang === "en-CA"))
        .map((link) => link.pathname)
        .filter((pathname) => pathname !== "/fr" && !pathname.startsWith("/fr/")),
    { switchTo: counterpartPath(path) },
  );
}

const english = englishStrings();

test("the English words to look for were found", () => {
  expect(english.length).toBeGreaterThan(200);
  expect(english).toContain(words("en").home.homeHero.title);
});

for (const path of [...frenchPages, missingPage]) {
  test(`${path} is French throughout`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && new URL(url).origin !== origin) foreign.push(url);
    });
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );

    const response = await page.goto(path);
    expect(response?.status()).toBe(path === missingPage ? 404 : 200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const text = await pageText(page);
    expect(english.filter((sentence) => text.includes(sentence))).toEqual([]);

    const links = await englishLinks(page, path);
    expect(links).toEqual([]);
    // The switch itself is there, leads to the English page and says so in English.
    const languageSwitch = page.locator('header a[lang="en"][hreflang="en-CA"]');
    await expect(languageSwitch.first()).toHaveAttribute("href", counterpartPath(path));
    await expect(languageSwitch.first()).toHaveText("English");

    // Every French link leads to a French page this crawl checks (the skip link stays on the page).
    const frenchLinks = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
        .filter((link) => link.origin === location.origin && link.pathname !== location.pathname)
        .filter((link) => link.pathname === "/fr" || link.pathname.startsWith("/fr/"))
        .map((link) => link.pathname),
    );
    for (const link of frenchLinks) expect(frenchPages, `${path} links to ${link}`).toContain(link);
    expect(frenchLinks.every((link) => localeOfPath(link) === "fr")).toBe(true);

    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });
}
