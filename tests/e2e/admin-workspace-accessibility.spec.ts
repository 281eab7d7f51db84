import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, openApplication, rowOf, section } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone } from "./support/browser";
import { cio, company, fullName, injected, postLeadForm, submitCio, submitCompany } from "./support/leads";
import { uniqueAddress, uniqueTag } from "./support/unique";

// The admin workspace must work for everyone, at a desk or on a phone: on every admin page, at 1280
// and 375 px, axe finds nothing, and at 375 px the page never scrolls sideways (tables scroll
// inside their own box). A server of this file's own.

const admin = "admin-axe@isolated.example.ca";
const test = adminWorkspace(admin);

/** axe, and at phone width: no sideways scrolling of the page; every table inside a box that scrolls. */
async function check(page: Page, label: string) {
  await test.step(label, async () => {
    await expectNoAxeViolations(page);
    const layout = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      viewport: window.innerWidth,
      // What sticks out, to name in a failure: visible elements past the right edge or overflowing their box.
      wide: [...document.querySelectorAll("main *")]
        .filter((element) => element.checkVisibility())
        .filter(
          (element) =>
            element.getBoundingClientRect().right > window.innerWidth ||
            (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "visible"),
        )
        .slice(0, 4)
        .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`),
      tableBoxes: [...document.querySelectorAll("main table")].map((table) => getComputedStyle(table.parentElement!).overflowX),
    }));
    expect(layout.scrollWidth, `${label}: the page scrolls sideways ${layout.wide.join(" | ")}`).toBeLessThanOrEqual(layout.viewport);
    for (const overflow of layout.tableBoxes) expect(overflow).toBe("auto");
  });
}

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["375 px", phone],
] as const) {
  test(`every admin page at ${label}: axe finds nothing, nothing scrolls the page sideways`, async ({ page, workspace }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = uniqueTag(`Axe${viewport.width}`);
    // Long unbroken values, the kind that push a narrow page wider.
    const firm = company(`${tag} Consolidated Holdings International`, {
      email: uniqueAddress(`a-very-long-mailbox-name-for-${tag.toLowerCase()}`, "subdomain.example-company.ca"),
      companyUrl: `https://www.example-company.ca/${"about-us/".repeat(6)}`,
      requiredExpertise: ["Cybersecurity"],
      industries: ["Finance"],
      message: `${"A long message. ".repeat(30)}\n${injected.message}`,
    });
    const person = cio("Axel", { lastName: `${tag}cio`, areasOfExpertise: ["Cybersecurity"], industries: ["Finance"] });
    // Eight older ones first, so that the list has a second page and the person is on the first.
    for (let index = 0; index < 8; index++) await submitCio(workspace, cio("Filler", { lastName: `${tag}f${index}` }));
    await submitCompany(workspace, firm);
    await submitCio(workspace, person);
    const caught = cio("Caught", { lastName: `${tag}spam` });
    await submitCio(workspace, caught, "https://bot.example");
    await postLeadForm(workspace, "/contact", {
      firstName: "Ina",
      lastName: tag,
      email: uniqueAddress("ina"),
      phone: "+1 613 555 0142",
      message: `Hello.\n${"Please call. ".repeat(20)}`,
    });

    await signInAsAdmin(page, admin);
    // The list: rows, filters, pager, and a decision's message.
    await page.goto(`/admin/applications?type=CIO&q=${tag}`);
    await acceptOnList(page, person);
    await expect(page.getByRole("navigation", { name: "Applications pages" })).toBeVisible();
    await check(page, "list with filters, pager and message");
    await page.goto(`/admin/applications?view=spam&q=${tag}`);
    await expect(rowOf(page, caught)).toBeVisible();
    await check(page, "spam view");

    // The company's page with a suggestion, an introduction, its confirmation prompt, history and a note.
    await openApplication(page, firm);
    const match = section(page, "Suggested CIOs")
      .locator("ol > li")
      .filter({ hasText: fullName(person) });
    await match.getByRole("button", { name: `Introduce directly ${fullName(person)}` }).click();
    await check(page, "company page showing an introduction's two e-mails");
    await match.getByRole("button", { name: `Yes, introduce directly ${fullName(person)}` }).click();
    await expect(page.getByText("Introduction sent: both sides get an e-mail naming the other.", { exact: true })).toBeVisible();
    await section(page, "Notes").getByRole("textbox").fill(`Spoke with them.\n${injected.name}`);
    await section(page, "Notes").getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
    await check(page, "company page with matches, history and a note");
    await match.getByRole("button", { name: `Introduce directly ${fullName(person)}` }).click();
    await expect(match.getByRole("alert")).toBeVisible();
    await check(page, "company page asking before a second introduction");

    // The CIO's page: decided, with history, a refused reopening (the error on its field) and a note.
    await openApplication(page, person);
    await section(page, "Notes").getByRole("textbox").fill("Great references.");
    await section(page, "Notes").getByRole("button", { name: "Save note" }).click();
    await expect(page.getByText("Your note is saved.", { exact: true })).toBeVisible();
    await check(page, "CIO page with history and a note");
    await section(page, "Decision").getByRole("textbox", { name: "Reason for reopening" }).fill(" ");
    await section(page, "Decision").getByRole("button", { name: "Reopen decision" }).click();
    await expect(page.getByText("Say why the decision is reopened.", { exact: true })).toBeVisible();
    await check(page, "CIO page with a field error");

    await page.goto("/admin/inquiries");
    await expect(page.getByRole("heading", { name: `Ina ${tag}` })).toBeVisible();
    await check(page, "inquiries");
    await page.getByRole("button", { name: `Mark handled Ina ${tag}` }).click();
    // The run at the other width handled its own inquiry on the same server: look at this one.
    const inquiry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Ina ${tag}` }) });
    await expect(inquiry.getByText(new RegExp(`^Handled by ${admin}`))).toBeVisible();
    await check(page, "inquiries with a handled one");

    await page.goto("/admin/outbox");
    await expect(page.getByRole("navigation", { name: "E-mail pages" })).toBeVisible();
    await check(page, "outbox");
  });
}
