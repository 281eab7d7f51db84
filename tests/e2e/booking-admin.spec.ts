import { expect, type Page } from "@playwright/test";
import { bookingFields, bookingFormOf, freeSlotsOn, postBooking } from "../support/bookings";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { uniqueTag } from "./support/unique";

// The team's booking pages in the browser: axe finds nothing at 1280 and 375 px (and the page never
// scrolls sideways), a bad availability is named at its box, a saved one shows on /book, and a call
// is cancelled with a reason. A server of this file's own.

const admin = "admin-booking@isolated.example.ca";
const test = adminWorkspace(admin);

async function check(page: Page, label: string) {
  await test.step(label, async () => {
    await expectNoAxeViolations(page);
    const { scrollWidth, viewport } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(viewport);
  });
}

for (const viewport of [desktop, phone]) {
  test(`availability and calls at ${viewport.width} px`, async ({ page, workspace }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const tag = uniqueTag(`Adm${viewport.width}`);
    await signInAsAdmin(page, admin);

    await page.goto("/admin/availability");
    await check(page, "availability");
    const saturday = page.getByRole("textbox", { name: "Saturday" });
    await saturday.fill("12:00-10:00");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByText("Write opening hours like 09:00-12:00", { exact: false })).toBeVisible();
    await expect(saturday).toHaveValue("12:00-10:00");
    await check(page, "availability with an error");
    await saturday.fill("10:00-12:00");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. /book shows the new availability now.");
    // Saturday 10:00 Eastern is 15:00 UTC in winter, 14:00 in summer.
    expect((await freeSlotsOn(workspace.url)).some((slot) => /T1[45]:00:00\.000Z$/.test(slot) && new Date(slot).getUTCDay() === 6)).toBe(
      true,
    );

    const [slot] = await freeSlotsOn(workspace.url);
    const caller = { ...bookingFields(1, tag.toLowerCase()), name: `Caller ${tag}` };
    expect((await postBooking(workspace.url, { ...(await bookingFormOf(workspace.url, slot!)), ...caller })).status).toBe(303);
    await page.goto("/admin/calls");
    const call = page.getByRole("listitem").filter({ hasText: caller.name });
    await expect(call).toBeVisible();
    // The visitor has not confirmed it from their e-mail (decision 0058): the page says so, and no e-mail goes out.
    await expect(call.getByText(/^Not confirmed by the visitor yet/)).toBeVisible();
    await check(page, "calls");
    await call.getByRole("textbox", { name: "Reason for cancelling (e-mailed to the visitor)" }).fill("Team offsite that day.");
    await call.getByRole("button", { name: `Cancel the call ${caller.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The call is cancelled. The visitor had not confirmed it, so nothing is e-mailed to them.",
    );
    await expect(page.getByRole("listitem").filter({ hasText: caller.name }).getByText(`Cancelled by ${admin}`)).toBeVisible();
    await check(page, "calls with a cancelled one");
  });
}
