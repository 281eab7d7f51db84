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

/** Focus is on an element the browser shows as focused, with a ring of at least 2 px. */
export async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(":focus-visible"),
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
    };
  });
  expect(ring.focusVisible).toBe(true);
  expect(ring.outline).not.toBe("none");
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

/** Presses Tab until `target` has focus (at most 60 times), checking the ring once it has. */
export async function tabTo(page: Page, target: ReturnType<Page["locator"]>) {
  for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/**
 * Records every text and disabled state the page's submit button goes through, from inside the
 * page (a MutationObserver sees each committed render, however quick the answer).
 */
export async function recordSubmitButton(page: Page) {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __buttonStates: string[] }).__buttonStates = states;
    const record = () => {
      const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]");
      // While the HTML parser is still reading the button its text may not be there yet; that
      // half-parsed moment is not a state anyone sees.
      const text = button?.textContent?.trim();
      if (!button || !text) return;
      const state = `${text}${button.disabled ? " (disabled)" : ""}`;
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __buttonStates: string[] }).__buttonStates);
}

/**
 * Waits until React has hydrated the page's first form (React marks the DOM nodes it owns), so
 * that a click goes through React Router rather than the browser's own form submission.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactFiber$")));
  });
}
