import { expect, type Page, test } from "@playwright/test";
import { loginFields, signInOnPage, verifiedAccount } from "./support/auth";
import { expectNoAxeViolations } from "./support/browser";
import { sharedServer } from "./support/servers";

// The sign-in screens on a phone, where long addresses and stacked forms go wrong first: someone
// signed in without admin access is told so, with their address broken only where an address may
// break, and no filled sign-in form under it.

const phone = { width: 390, height: 844 };

/** The characters after which the text inside `selector` wraps onto a new line. */
function charactersBeforeLineBreaks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const breaks: string[] = [];
    let previous: { top: number; character: string } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = range.getBoundingClientRect().top;
        if (previous && top > previous.top + 2) breaks.push(previous.character);
        previous = { top, character: text[index]! };
      }
    }
    return breaks;
  }, selector);
}

test("signed in without admin access at 390 px: the address wraps after '@', '.' or '-', and no sign-in form shows", async ({ page }) => {
  // Parts short enough for a line each, long enough together to need several.
  const email = `no-access-${Date.now().toString(36)}@subdomain.example-company.ca`;
  await verifiedAccount(sharedServer(), email);
  await page.setViewportSize(phone);
  await page.goto("/login");
  await signInOnPage(page, email);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  const status = page.getByRole("status").filter({ hasText: "You are signed in as" });
  await expect(status).toContainText(`You are signed in as ${email}.`);

  const breaks = await charactersBeforeLineBreaks(page, "[role=status] strong");
  expect(breaks.length, "the address needs more than one line at 390 px").toBeGreaterThan(0);
  for (const character of breaks) expect(["@", ".", "-"], `a line breaks after '${character}'`).toContain(character);

  // What to do next is in the notice; the sign-in form, filled with the address, is not shown under it.
  const fields = loginFields(page);
  await expect(fields.email).toHaveCount(0);
  await expect(fields.password).toHaveCount(0);
  await expect(fields.submit).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await expect(status.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed out, the form is back, empty.
  await status.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(fields.email).toHaveValue("");
});
