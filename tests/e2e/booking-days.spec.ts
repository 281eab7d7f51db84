import { test as base, expect, type Page } from "@playwright/test";
import { words } from "~/content/words";
import type { Locale } from "~/domain/locale";
import { bookingFields, bookingFormOf, freeSlotsOn, postBooking } from "../support/bookings";
import { type RunningServer } from "../support/server";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { startIsolatedServer } from "./support/servers";
import { uniqueTag } from "./support/unique";

// /book and a call's page at a phone's width and a laptop's, in both languages: the days come
// first and a day's link shows its times (with JavaScript off too), and the call's page says the
// time in the visitor's zone without moving anything, asks before cancelling, and offers every
// free day to move to with nothing picked. A server of this file's own.

const phone = { width: 390, height: 844 };
const test = base.extend<object, { server: RunningServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startIsolatedServer([], { CALLS_HELD_PER_IP: "1000" });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, provide) => provide(server.url),
});
test.describe.configure({ mode: "default" });

const bookPath = { en: "/book", fr: "/fr/reserver" } as const;
const timeLinks = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("link")
    .filter({ has: page.locator("time") });

/** Books the `index`th free slot over HTTP, as the form does: the call's page. */
async function bookOver(server: RunningServer, locale: Locale, index: number): Promise<string> {
  const slot = (await freeSlotsOn(server.url, bookPath[locale]))[index]!;
  const fields = { ...bookingFields(index, uniqueTag("Days")), email: `${uniqueTag("days").toLowerCase()}@example.com` };
  const booked = await postBooking(
    server.url,
    { ...(await bookingFormOf(server.url, slot, bookPath[locale])), ...fields },
    {},
    bookPath[locale],
  );
  expect(booked.status).toBe(303);
  return booked.headers.get("location")!.replace(/\?.*$/, "");
}

let booked = 0;
for (const locale of ["en", "fr"] as const) {
  const copy = words(locale).booking;
  for (const [width, viewport] of [
    ["390", phone],
    ["1280", desktop],
  ] as const) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport, timezoneId: "America/Vancouver" });

      test("the days come first; a day's link shows that day's times", async ({ page }) => {
        await page.goto(bookPath[locale]);
        const days = page.getByRole("navigation", { name: copy.bookingPage.pickDay }).getByRole("link");
        expect(await days.count()).toBeGreaterThan(10);
        await expect(page.getByRole("heading", { name: copy.callDetails.heading })).toBeVisible();
        if (viewport === phone) await expect(timeLinks(page)).toHaveCount(0);
        else await expect(timeLinks(page).first()).toBeVisible();
        await expectNoAxeViolations(page);

        const second = days.nth(1);
        const dayName = (await second.locator("span").first().textContent())!;
        await second.click();
        await expect(page).toHaveURL(/#day-\d{4}-\d{2}-\d{2}$/);
        const shown = page.getByRole("region", { name: dayName });
        await expect(shown).toBeVisible();
        await expect(shown.getByRole("link").first()).toBeVisible();
        // Only that day's times: the first day's are out of sight now.
        const firstDay = (await days.first().locator("span").first().textContent())!;
        await expect(page.getByRole("region", { name: firstDay })).toBeHidden();
        await expectNoAxeViolations(page);
        // A time opens the form for it.
        await shown.getByRole("link").first().click();
        await expect(page.locator("#booking-form")).toBeVisible();
      });

      test("the call's page: the visitor's time without a shift, every day to move to, and a second step to cancel", async ({
        page,
        browser,
        server,
      }) => {
        const manage = await bookOver(server, locale, 3 * booked++);
        await page.goto(manage);
        // « (HNP, heure locale) » in French, "(your time)" in English.
        const yourTime = page.getByText(new RegExp(`[(, ]${copy.managePage.yourTime}\\)`));
        // Pacific time, as English (PST/PDT) or French (HNP/HAP) abbreviates it.
        await expect(yourTime).toContainText(/P[SD]T|HNP|HAP/);
        await expectNoAxeViolations(page);
        // The same page without JavaScript puts everything at the same place.
        const about = page.getByRole("heading", { name: copy.callDetails.heading });
        const withScript = (await about.boundingBox())!.y;
        const plain = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: server.url });
        const plainPage = await plain.newPage();
        await plainPage.goto(manage);
        await expect(plainPage.getByText(new RegExp(`[(, ]${copy.managePage.yourTime}\\)`))).toHaveCount(0);
        expect((await plainPage.getByRole("heading", { name: copy.callDetails.heading }).boundingBox())!.y).toBe(withScript);
        await plain.close();

        // Every free day, nothing picked; the button alone says to pick a time.
        const moveDays = page.locator("form details");
        expect(await moveDays.count()).toBeGreaterThan(10);
        await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
        await page.getByRole("button", { name: copy.managePage.move }).click();
        await expect(page.getByRole("alert")).toHaveText(copy.managePage.pickTime);
        // Open the last day and pick its first time; again if the day was shut by the page settling.
        const lastDay = page.locator("form details").last();
        await expect(async () => {
          if ((await lastDay.getAttribute("open")) === null) await lastDay.locator("summary").click();
          await lastDay.getByRole("radio").first().check({ timeout: 2_000 });
        }).toPass();
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: copy.managePage.move }).click();
        await expect(page.getByRole("status").getByRole("heading", { name: copy.managePage.movedTitle })).toBeVisible();

        // Cancelling asks; keeping the call changes nothing; saying yes cancels it.
        await page.getByRole("link", { name: copy.managePage.cancel }).click();
        await expect(page.getByRole("heading", { name: copy.managePage.cancelAskHeading })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("link", { name: copy.managePage.cancelNo }).click();
        await expect(page.getByRole("heading", { level: 1, name: copy.managePage.title })).toBeVisible();
        await page.getByRole("link", { name: copy.managePage.cancel }).click();
        await page.getByRole("button", { name: copy.managePage.cancelYes }).click();
        await expect(page.getByRole("heading", { level: 1, name: copy.managePage.cancelledTitle })).toBeVisible();
      });
    });
  }

  test.describe(`${locale} at 390 px without JavaScript`, () => {
    test.use({ viewport: phone, javaScriptEnabled: false });

    test("a day's link shows its times, and the link back shows the days", async ({ page }) => {
      await page.goto(bookPath[locale]);
      await expect(timeLinks(page)).toHaveCount(0);
      const days = page.getByRole("navigation", { name: copy.bookingPage.pickDay }).getByRole("link");
      await days.nth(2).click();
      await expect(timeLinks(page).first()).toBeVisible();
      const count = await timeLinks(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(16);
      await page.getByRole("link", { name: copy.bookingPage.allDays }).locator("visible=true").click();
      await expect(page).toHaveURL(/#free-days$/);
      await expect(timeLinks(page)).toHaveCount(0);
    });
  });
}
