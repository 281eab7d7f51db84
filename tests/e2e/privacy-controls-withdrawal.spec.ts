import { expect } from "@playwright/test";
import { issueFormToken } from "~/server/leads/form-token.server";
import { signWithdrawalToken } from "~/server/privacy/withdrawal-link.server";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, dataRows, openApplication, rowOf, section, when } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone, tabTo } from "./support/browser";
import { cio, company, fullName, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles, mailText, withdrawalLink } from "./support/mail";
import { serverSecret } from "./support/servers";
import { uniqueTag } from "./support/unique";

// The applicant's own controls over their data: the confirmation e-mail's personal link opens a
// page where the applicant withdraws (and can have their details deleted); the admin then sees the
// application as Withdrawn and it leaves matching. Expired, changed and foreign links get a clear
// 4xx page. A server of this file's own.

const admin = "admin-withdrawal@isolated.example.ca";
const test = adminWorkspace(admin);

const contact = "privacy@cio.example.ca";
const withdrawButton = { name: "Withdraw my application", exact: true } as const;

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the e-mailed link withdraws the application: confirmed on the page and by e-mail, Withdrawn for the admin, out of matching", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag(javaScriptEnabled ? "Wjs" : "Wnojs");
      const person = cio("Winifred", { lastName: `${tag}cio`, areasOfExpertise: ["Cybersecurity"] });
      const firm = company(`${tag} Clinics`, { requiredExpertise: ["Cybersecurity"] });
      await submitCio(workspace, person);
      await submitCompany(workspace, firm);

      // The admin accepts the CIO, who is then suggested for the company.
      await signInAsAdmin(page, admin);
      await page.goto(`/admin/applications?q=${tag}cio`);
      await acceptOnList(page, person);
      // Sent before the withdrawal (one still waiting then would be cancelled, and the history would say so).
      await expectMailFiles(workspace, [{ to: person.email, subject: "Welcome to the Fractional CIO Canada network" }]);
      await openApplication(page, firm);
      await expect(section(page, "Suggested CIOs").getByRole("link", { name: fullName(person), exact: true })).toBeVisible();

      // The applicant opens the link from their confirmation e-mail.
      const link = await withdrawalLink(workspace, person.email);
      const opened = await page.goto(link);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1, name: "Withdraw your application" })).toBeVisible();
      const details = page.locator("main dl");
      await expect(details.locator("dt")).toHaveText(["Type", "Name", "Received"]);
      await expect(details.locator("dd")).toHaveText(["CIO application", fullName(person), /^[A-Z][a-z]+ \d{1,2}, \d{4}$/]);
      // Only what identifies the application: not the address, phone or anything else given.
      await expect(page.getByRole("main")).not.toContainText(person.email);
      await expect(page.getByRole("main")).not.toContainText("+1 416 555 0100");
      await page.getByRole("button", withdrawButton).click();

      await expect(page.getByRole("heading", { level: 1, name: "Your application is withdrawn" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText(
        "We have withdrawn your application and sent a confirmation to your e-mail address.",
      );
      const confirmation = await mailText(workspace, person.email, "Your CIO application is withdrawn");
      expect(confirmation).toContain("takes no further part in our matching");
      expect(confirmation).toContain("for 24 months");

      // The admin sees it as Withdrawn (list, filter, page) and the company no longer gets it suggested.
      await page.goto(`/admin/applications?q=${tag}cio`);
      await expect(rowOf(page, person).getByRole("cell").last()).toHaveText("Withdrawn");
      await page.goto(`/admin/applications?status=withdrawn&q=${tag}`);
      // The company request of the same tag is not withdrawn: the filter shows the CIO alone.
      await expect(dataRows(page)).toHaveCount(1);
      await expect(rowOf(page, person)).toBeVisible();
      const csv = await (await page.request.get(`/admin/export.csv?status=withdrawn&q=${tag}`)).text();
      // Id, Type, Name, Received, Status, Decided by, Decided at, Company Name (none for a CIO), First and Last Name.
      expect(csv).toMatch(new RegExp(`^[0-9a-f-]{36},CIO,Winifred ${tag}cio,[^,]+,Withdrawn,${admin},[^,]+,,Winifred,${tag}cio,`, "m"));
      await openApplication(page, person);
      await expect(section(page, "Decision")).toContainText("Withdrawn by the applicant");
      await expect(section(page, "Decision").getByRole("button")).toHaveCount(0);
      await expect(section(page, "History").getByRole("listitem").last()).toHaveText(new RegExp(`^Withdrawn — the applicant, ${when}$`));
      await openApplication(page, firm);
      await expect(section(page, "Suggested CIOs").getByRole("link", { name: fullName(person), exact: true })).toHaveCount(0);

      // The link again: already withdrawn, nothing changes; then the details can still be deleted.
      await page.goto(link);
      await expect(page.getByRole("status")).toHaveText(
        /^This application was already withdrawn on [A-Z][a-z]+ \d{1,2}, \d{4}\. Nothing has changed\.$/,
      );
      await page.getByRole("button", { name: "Delete my details now", exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "Your application is withdrawn and your details are deleted" }),
      ).toBeVisible();
      await expectMailFiles(workspace, [{ to: person.email, subject: "Your CIO application is withdrawn – Fractional CIO Canada" }]);
      const again = await page.goto(link);
      expect(again?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1, name: "This application no longer exists" })).toBeVisible();
      await expect(page.getByRole("link", { name: contact })).toHaveAttribute("href", `mailto:${contact}`);
      await page.goto(`/admin/applications?q=${tag}cio`);
      await expect(rowOf(page, person)).toHaveCount(0);
    });
  });
}

test("withdrawing and deleting at once, with the keyboard alone", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const person = cio("Keyes", { lastName: uniqueTag("Kbd") });
  await submitCio(workspace, person);
  await page.goto(await withdrawalLink(workspace, person.email));
  const checkbox = page.getByRole("checkbox", { name: "Also delete the details I gave you now" });
  await expect(checkbox).toHaveAccessibleDescription(/keep the details of a withdrawn application for 24 months/);
  await tabTo(page, checkbox);
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", withdrawButton)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your application is withdrawn and your details are deleted" })).toBeVisible();
  const confirmation = await mailText(workspace, person.email, "Your CIO application is withdrawn");
  expect(confirmation).toContain("are deleted");
  expect(confirmation).not.toContain(person.lastName);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByText("Nothing matches this view.")).toBeVisible();
});

test("expired, changed and foreign links are refused with a clear page that says whom to write to", async ({ page, workspace }) => {
  test.setTimeout(60_000);
  const person = cio("Tamsin", { lastName: uniqueTag("Link") });
  await submitCio(workspace, person);
  const link = await withdrawalLink(workspace, person.email);
  const token = link.split("/").at(-1)!;
  const [id, issued, signature] = token.split(".") as [string, string, string];
  const secret = serverSecret(workspace);

  const refused = async (path: string, status: number, heading: string, explanation: RegExp) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(explanation);
    await expect(page.getByRole("main")).toContainText(`write to our privacy officer at ${contact}`);
    await expect(page.getByRole("button", withdrawButton)).toHaveCount(0);
  };
  // Signed by the same function, 31 days ago.
  const expired = signWithdrawalToken(secret, id, new Date(Date.now() - 31 * 86_400_000));
  await refused(`/withdraw/${expired}`, 410, "This link has expired", /work for 30 days/);
  const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
  await refused(`/withdraw/${id}.${issued}.${flipped}`, 400, "This link does not work", /incomplete or has been changed/);
  const otherId = id.replace(/^./, (first) => (first === "a" ? "b" : "a"));
  await refused(`/withdraw/${otherId}.${issued}.${signature}`, 400, "This link does not work", /incomplete or has been changed/);
  await refused(`/withdraw/${issueFormToken(secret, new Date())}`, 400, "This link does not work", /incomplete or has been changed/);
  await refused(`/withdraw/${token.slice(0, 40)}`, 400, "This link does not work", /incomplete or has been changed/);

  // A changed link cannot withdraw either: the POST is refused the same way, and nothing changed.
  const post = await page.request.post(`/withdraw/${id}.${issued}.${flipped}`, { form: { intent: "withdraw" }, maxRedirects: 0 });
  expect(post.status()).toBe(400);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw your application" })).toBeVisible();
});

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test(`the withdrawal pages at ${label}: axe finds nothing`, async ({ page, workspace }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const person = cio("Axelle", { lastName: uniqueTag(`Wax${viewport.width}`) });
    await submitCio(workspace, person);
    const link = await withdrawalLink(workspace, person.email);
    const [id, issued, signature] = link.split("/").at(-1)!.split(".") as [string, string, string];
    const check = async (state: string) => {
      await test.step(state, async () => {
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), `${state} scrolls sideways`).toBe(
          true,
        );
      });
    };
    await page.goto(link);
    await check("open");
    await page.getByRole("button", withdrawButton).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your application is withdrawn" })).toBeVisible();
    await check("withdrawn");
    await page.getByRole("button", { name: "Delete my details now", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /details are deleted$/ })).toBeVisible();
    await check("deleted");
    await page.goto(link);
    await check("gone");
    await page.goto(`/withdraw/${id}.${issued}.${signature.slice(1)}`);
    await check("invalid");
    await page.goto(`/withdraw/${signWithdrawalToken(serverSecret(workspace), id, new Date(Date.now() - 40 * 86_400_000))}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await check("expired");
  });
}
