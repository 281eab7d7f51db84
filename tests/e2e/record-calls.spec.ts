import { expect } from "@playwright/test";
import { bookingFields, bookingFormOf, freeSlotsOn, postBooking } from "../support/bookings";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { openApplication } from "./support/admin-pages";
import { desktop, expectNoAxeViolations } from "./support/browser";
import { company, submitCompany } from "./support/leads";
import { uniqueTag } from "./support/unique";

// A call joined to its request in the browser: the admin opens a company request, sees the call
// booked from its address (in other capitals), follows the link to it on /admin/calls, and comes
// back by the call's link to the request. Axe finds nothing on either page at 1280 and 390 px.

const admin = "admin-record-calls@isolated.example.ca";
const test = adminWorkspace(admin);
const phone = { width: 390, height: 844 };

for (const viewport of [desktop, phone]) {
  test(`a request and its call, both ways, at ${viewport.width} px`, async ({ page, workspace }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const firm = company(`Firm ${uniqueTag("Calls")}`);
    await submitCompany(workspace, firm);
    const [slot] = await freeSlotsOn(workspace.url);
    const caller: Record<string, string> = { ...bookingFields(1, uniqueTag("caller").toLowerCase()), email: firm.email.toUpperCase() };
    expect((await postBooking(workspace.url, { ...(await bookingFormOf(workspace.url, slot!)), ...caller })).status).toBe(303);

    await signInAsAdmin(page, admin);
    const id = await openApplication(page, firm);
    const calls = page.getByRole("region", { name: "Calls" });
    const call = calls.getByRole("listitem");
    await expect(call).toHaveCount(1);
    await expect(call.locator("time")).toHaveAttribute("datetime", new Date(slot!).toISOString());
    await expect(call.getByText("Booked", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await call.getByRole("link", { name: /^See on the Calls page/ }).click();
    await expect(page).toHaveURL(/\/admin\/calls\?call=[0-9a-f-]{36}#call-[0-9a-f-]{36}$/);
    const onCalls = page.locator(`li[id^="call-"]`).filter({ hasText: caller.name! });
    await expect(onCalls).toBeInViewport();
    await expectNoAxeViolations(page);

    await onCalls.getByRole("link", { name: `Company request: ${firm.companyName}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${id}$`));
    await expect(page.getByRole("region", { name: "Calls" }).getByRole("listitem")).toHaveCount(1);
  });
}
