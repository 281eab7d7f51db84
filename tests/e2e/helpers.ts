import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 812 };

/**
 * What a screen reader is told about the menu toggle: Chromium exposes a
 * <summary> as a disclosure control with an expanded state, read here through
 * the browser's own accessibility tree.
 */
export async function menuToggleState(page: Page): Promise<{ name: string; expanded: boolean } | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const toggle = nodes.find((node) => node.role?.value === "DisclosureTriangle" && !node.ignored);
    if (!toggle) return undefined;
    const expanded = toggle.properties?.find((property) => property.name === "expanded")?.value.value;
    return { name: String(toggle.name?.value ?? ""), expanded: expanded === true };
  } finally {
    await cdp.detach();
  }
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
