import { test as base, expect } from "@playwright/test";
import { confirmLinkIn, inviteIn } from "../support/bookings";
import { type RunningServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";
import { expectNoAxeViolations } from "./support/browser";
import { startIsolatedServer } from "./support/servers";
import { uniqueTag } from "./support/unique";

// A visitor books a call at /book with JavaScript on and off, confirms it from the e-mail (at a
// real SMTP peer; decision 0058), gets the invite, cancels through the e-mailed link (a second step
// asks first), and sees the slot free again. A server and an SMTP peer of this file's own.

const test = base.extend<object, { booking: { server: RunningServer; peer: SmtpPeer } }>({
  booking: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const peer = await startSmtpPeer();
      const server = await startIsolatedServer([], { SMTP_URL: peer.url, MAIL_POLL_SECONDS: "1", NOTIFY_EMAILS: "team@cio.example.ca" });
      await provide({ server, peer });
      await server.stop();
      await peer.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ booking }, provide) => provide(booking.server.url),
});
test.describe.configure({ mode: "default" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    // A visitor in Vancouver (Pacific time, PST or PDT by the tz data): with JavaScript, each time also shows in their own zone.
    test.use({ javaScriptEnabled, timezoneId: "America/Vancouver" });

    test("book a call, get the invite, cancel it through the link, and the slot is free again", async ({ page, booking }) => {
      test.setTimeout(60_000);
      const tag = uniqueTag(javaScriptEnabled ? "Bjs" : "Bnojs");
      const email = `${tag.toLowerCase()}@example.com`;

      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: "Book a consultation", exact: true }).first().click();
      await expect(page).toHaveURL("/book");
      await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
      await expect(page.getByText("Times are in Eastern Time (America/Toronto).")).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // The JS-on run takes the first free slot; the JS-off run the second (the first is then taken).
      // On a wide screen the first day's times show beside the days (booking-days.spec.ts has the rest).
      const slotLink = page
        .getByRole("main")
        .getByRole("region")
        .filter({ has: page.locator("time") })
        .first()
        .getByRole("link")
        .nth(javaScriptEnabled ? 0 : 1);
      const slot = (await slotLink.locator("time").getAttribute("datetime"))!;
      if (javaScriptEnabled) await expect(slotLink).toContainText(/\d:\d\d\s[ap]\.m\. P[SD]T \(your time\)/);
      else await expect(page.getByText("(your time)")).toHaveCount(0);
      await slotLink.click();
      await expect(page.getByText(/^Your call: /)).toBeVisible();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Caller ${tag}`);
      await page.getByRole("textbox", { name: "Company", exact: true }).fill(`${tag} Inc.`);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+1 416 555 0100");
      await page.getByRole("textbox", { name: "What would you like to discuss?" }).fill("Our ERP project");
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Book this call" }).click();
      const booked = page.getByRole("status");
      await expect(booked.getByRole("heading", { name: "One more step: confirm your call by e-mail" })).toBeVisible();
      await expect(booked).toContainText("(within 2 hours); otherwise the time is released for others.");
      await expect(page).toHaveURL(/\/book\/manage\/[\w.-]+\?booked=1$/);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // The e-mail reaches the SMTP peer and asks to confirm the call; the page it links to confirms it.
      const { peer } = booking;
      const mailsTo = () => peer.received.filter((mail) => mail.to.includes(email));
      await peer.waitFor(() => mailsTo().length === 1, 20_000, `the request to confirm to ${email}`);
      const confirmLink = confirmLinkIn(textOf(mailsTo()[0]!));
      expect(confirmLink).toBeDefined();
      await page.goto(confirmLink!);
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Confirm the call" }).click();
      await expect(page.getByRole("status").getByRole("heading", { name: "Your call is confirmed" })).toBeVisible();

      // Then the invite at the slot's time, with the link to the call.
      await peer.waitFor(() => mailsTo().length === 2, 20_000, `the invite to ${email}`);
      expect(inviteIn(mailsTo()[1]!)).toMatchObject({ method: "REQUEST", start: slot });
      const link = /https:\/\/cio\.example\.ca(\/book\/manage\/[\w.-]+)/.exec(textOf(mailsTo()[1]!))?.[1];
      expect(link).toBeDefined();

      await page.goto("/book");
      await expect(page.locator(`time[datetime="${slot}"]`)).toHaveCount(0);

      await page.goto(link!);
      // Cancelling asks first.
      await page.getByRole("link", { name: "Cancel the call" }).click();
      await page.getByRole("button", { name: "Yes, cancel the call" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "This call is cancelled" })).toBeVisible();
      await page.getByRole("link", { name: "Book another time" }).click();
      await expect(page).toHaveURL("/book");
      await expect(page.locator(`time[datetime="${slot}"]`)).toHaveCount(1);
      await peer.waitFor(() => mailsTo().length === 3, 20_000, "the cancellation");
      expect(inviteIn(mailsTo()[2]!)).toMatchObject({ method: "CANCEL", start: slot });
    });
  });
}
