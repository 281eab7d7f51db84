import { expect, test } from "@playwright/test";
import { footerNav, mainNav } from "~/content/site";
import { desktop } from "./support/browser";
import { pageHeadings } from "./support/pages";

test.use({ viewport: desktop });

for (const { path, heading } of pageHeadings) {
  test(`${path} answers 200 and shows its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });
}

test("the home page has the product's sections", async ({ page }) => {
  await page.goto("/");
  for (const name of ["How It Works", "Why Us?", "Who We Serve"]) {
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "How It Works" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Why Us?" }).getByRole("listitem")).toHaveCount(3);
});

test("each form is headed for its reader: the network's line for CIOs, a match for a company", async ({ page }) => {
  const headings = [
    ["/contact", "Contact Us"],
    ["/form", "Join Our Network of Elite Fractional CIOs"],
    ["/form/cio", "Join Our Network of Elite Fractional CIOs"],
    ["/form/company", "Match with a fractional CIO"],
    ["/fr/contact", "Nous joindre"],
    ["/fr/formulaire/cio", "Joignez-vous à notre réseau de DPI d'élite à temps partagé"],
    ["/fr/formulaire/entreprise", "Trouvez votre DPI à temps partagé"],
  ] as const;
  for (const [path, heading] of headings) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
  await page.goto("/form/company");
  await expect(page.getByText("Join Our Network of Elite Fractional CIOs")).toHaveCount(0);
});

test("each header link leads to its page and is marked as the current one", async ({ page }) => {
  const header = page.getByRole("banner");
  for (const link of mainNav) {
    await page.goto("/team");
    await header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(header.locator('[aria-current="page"]:visible')).toHaveCount(1);
  }
});

test("the logo leads home and the header's action leads to the company form", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("banner").getByRole("link", { name: "Match with a CIO" }).click();
  await expect(page).toHaveURL("/form/company");
  await page.getByRole("banner").getByRole("link", { name: "Fractional CIO Canada" }).click();
  await expect(page).toHaveURL("/");
});

test("each footer link leads to a page that exists", async ({ page }) => {
  for (const link of footerNav.flatMap((group) => group.links)) {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.to);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

// Each page about the service offers the company request, then a consultation, in its hero or at its close.
const callsToAction = [
  { from: "/", name: "Match with a CIO", to: "/form/company" },
  { from: "/", name: "Book a consultation", to: "/book" },
  { from: "/contact", name: "Match with a CIO", to: "/form/company" },
  { from: "/contact", name: "Book a consultation", to: "/book" },
  { from: "/howitworks", name: "Match with a CIO", to: "/form/company" },
  { from: "/howitworks", name: "Find a company", to: "/form/cio" },
  { from: "/contact", name: "Apply as a CIO", to: "/form/cio" },
  { from: "/faq", name: "Tell us about your needs", to: "/form/company" },
  { from: "/faq", name: "Write to us", to: "/contact" },
  { from: "/about", name: "Match with a CIO", to: "/form/company" },
  { from: "/about", name: "Book a consultation", to: "/book" },
  { from: "/whyus", name: "Match with a CIO", to: "/form/company" },
  { from: "/team", name: "Book a consultation", to: "/book" },
];

for (const { from, name, to } of callsToAction) {
  test(`'${name}' on ${from} leads to ${to}`, async ({ page }) => {
    await page.goto(from);
    // The last: the close of the page, where the hero and a column may offer the same.
    await page.getByRole("main").getByRole("link", { name, exact: true }).last().click();
    await expect(page).toHaveURL(to);
  });
}

test("'Find a company' sits in the CIOs' column and 'Match with a CIO' in the companies'", async ({ page }) => {
  await page.goto("/howitworks");
  await expect(page.getByRole("region", { name: "For CIOs" }).getByRole("link", { name: "Find a company" })).toBeVisible();
  await expect(page.getByRole("region", { name: "For Companies" }).getByRole("link", { name: "Match with a CIO" })).toBeVisible();
});

test("/home redirects to the home page", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageHeadings[0]?.heading ?? "");
});

test("an unknown page answers 404 inside the site's layout, with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});
