import { expect, type Page } from "@playwright/test";
import { signingSecret } from "~/server/secrets.server";
import { readMailFiles } from "../support/accounts";
import { decodeHeader } from "./workspace-helpers";

// Issue 7's privacy controls in the browser: the applicant's e-mailed link, read from the .eml
// files the server writes, and checks the privacy pages share.

/** Waits for the e-mail to `email` whose subject starts with `subject`; returns its decoded text. */
export async function mailText(server: { dataDir: string }, email: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const mail = (await readMailFiles(server.dataDir)).find(
          (candidate) => candidate.to.includes(email.toLowerCase()) && decodeHeader(candidate.subject).startsWith(subject),
        );
        text = mail?.text ?? "";
        return Boolean(mail);
      },
      { timeout: 15_000, message: `an e-mail to ${email}: ${subject}` },
    )
    .toBe(true);
  return text;
}

/** The withdrawal link of the applicant's confirmation e-mail, on the server's own address (the e-mail names BASE_URL). */
export async function withdrawalLink(server: { url: string; dataDir: string }, email: string): Promise<string> {
  const text = await mailText(server, email, "We received your");
  const link = /https?:\/\/\S+\/withdraw\/[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no withdrawal link in the confirmation to ${email}`);
  return `${server.url}${new URL(link).pathname}`;
}

/** The secret the server signs with (generated in its DATA_DIR, as when AUTH_SECRET is unset). */
export function serverSecret(server: { dataDir: string }): string {
  return signingSecret({ authSecret: undefined, dataDir: server.dataDir });
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
