import { expect, type Page, test } from "@playwright/test";
import { allPublicPaths } from "~/domain/locale";
import { desktop } from "./support/browser";
import { type FocusRing, readFocusRing } from "./support/focus-ring";

// A keyboard user must see where focus is on every surface: white header, tinted sections, the
// navy hero and footer, the forms. WCAG 1.4.11 asks 3:1 between the indicator and what it is on.
const minimumContrast = 3;
// More stops than any page has controls: a page that never lets go of focus fails rather than loops.
const maximumStops = 150;

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back round, reading
 * the ring at each stop. At phone width the menu toggle is opened with Enter when reached, so the
 * menu's links are checked too.
 */
async function tabThroughPage(page: Page): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  const menu = page.locator("header details");
  for (let stop = 0; stop < maximumStops; stop += 1) {
    await page.keyboard.press("Tab");
    const ring = await readFocusRing(page);
    if (!ring || ring.seenBefore) return rings;
    rings.push(ring);
    const onClosedMenu = () => menu.evaluate((details) => details.contains(document.activeElement) && !details.hasAttribute("open"));
    if (ring.element.startsWith("summary") && (await onClosedMenu())) {
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("open", "");
    }
  }
  throw new Error(`Focus still moving after ${maximumStops} presses of Tab`);
}

const faint = (rings: FocusRing[]) =>
  rings
    .filter((ring) => !ring.focusVisible || ring.contrast < minimumContrast || ring.fadingIn.length > 0)
    .map((ring) =>
      ring.bands.length === 0
        ? `${ring.element}: no ring`
        : `${ring.element}: ${ring.contrast}:1 (${ring.bands.map((band) => `${band.width}px ${band.color}`).join(" + ")} on ${ring.surround.join(" / ")})${
            ring.fadingIn.length > 0 ? `, fades in (${ring.fadingIn.join(", ")})` : ""
          }`,
    );

for (const [label, viewport] of [
  ["1280 px", desktop],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test.describe(`focus ring at ${label}`, () => {
    test.use({ viewport });
    for (const path of allPublicPaths) {
      test(`${path}: every control Tab reaches shows a ring of ${minimumContrast}:1`, async ({ page }) => {
        await page.goto(path);
        const rings = await tabThroughPage(page);
        // The skip link, the logo, the navigation and the footer at least: the walk really went round.
        expect(rings.length).toBeGreaterThan(8);
        expect(faint(rings)).toEqual([]);
      });
    }
  });
}

test("the main calls to action show their ring", async ({ page }) => {
  await page.setViewportSize(desktop);
  const cases = [
    { path: "/", name: "Match with a CIO" },
    { path: "/", name: "Book a consultation" },
    { path: "/contact", name: "Apply as a CIO" },
  ];
  for (const { path, name } of cases) {
    await page.goto(path);
    const rings = await tabThroughPage(page);
    const ring = rings.find((each) => each.element.includes(`"${name}"`));
    // Soft: a failure names each of the three, not only the first.
    expect.soft(ring, `${name} on ${path} is reached by Tab`).toBeDefined();
    if (ring) expect.soft(faint([ring]), `${name} on ${path}`).toEqual([]);
  }
});
