import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, type Page } from "@playwright/test";
import { readMailFiles } from "../support/accounts";
import { projectRoot, temporaryDataDir } from "../support/server";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, rowOf, section, when } from "./support/admin-pages";
import { desktop, expectNoAxeViolations, phone, waitForHydration } from "./support/browser";
import { cio, fullName, type Lead, submitCio } from "./support/leads";
import { decodeHeader, mailText } from "./support/mail";
import { uniqueTag } from "./support/unique";

// Two decisions inside their undo window (decision 0086), as the admin lives them on Today: one is
// undone there, and its applicant never hears of it; the other is left alone, and once its window
// has passed its applicant gets exactly one e-mail and Today no longer offers Undo. The window is
// the default 10 minutes; rather than wait them out, the server's clock is moved on past it (the
// server runs with tests/support/clock-ahead.js, which rereads a file of this test's). With
// JavaScript on and off; axe on Today with decisions pending and after.

const admin = "admin-undo-window@isolated.example.ca";
const clockFile = path.join(temporaryDataDir(), "clock-ahead-ms");
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;
const test = adminWorkspace(admin, {
  DECISION_UNDO_MINUTES: "10",
  MAIL_POLL_SECONDS: "1",
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
  CLOCK_AHEAD_FILE: clockFile,
});

/** The subjects of a CIO's decision e-mails (Accept, Deny). */
const decisionSubjects = ["Welcome to the Fractional CIO Canada network", "Your application to Fractional CIO Canada"];

/** The decision e-mails the server has written to `lead`, by subject. */
async function decisionMailsTo(server: { dataDir: string }, lead: Lead): Promise<string[]> {
  return (await readMailFiles(server.dataDir))
    .filter((mail) => mail.to.includes(lead.email.toLowerCase()))
    .map((mail) => decodeHeader(mail.subject))
    .filter((subject) => decisionSubjects.includes(subject));
}

/** Moves the server's clock a further `ms` ahead (it rereads the file within 50 ms). */
function moveServerClockOn(ms: number) {
  let lead = 0;
  try {
    lead = Number(readFileSync(clockFile, "utf8"));
  } catch {
    lead = 0; // not moved yet
  }
  writeFileSync(clockFile, String(lead + ms));
}

const pendingGroup = (page: Page, n: number) => page.getByRole("region", { name: `Decisions you can still undo (${n})`, exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("Undo on Today keeps one applicant's e-mail from ever going; the other's goes once its window has passed", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag(javaScriptEnabled ? "Winjs" : "Winnojs");
      const undone = cio("Ottoline", { lastName: `${tag}Undone` });
      const passed = cio("Barnaby", { lastName: `${tag}Passed` });
      await submitCio(workspace, undone);
      await submitCio(workspace, passed);
      await signInAsAdmin(page, admin);

      // Accept one, deny the other, on the list's rows: both wait out their window.
      await page.goto(`/admin/applications?q=${tag}`);
      if (javaScriptEnabled) await waitForHydration(page);
      await acceptOnList(page, undone);
      await rowOf(page, passed)
        .getByRole("button", { name: `Deny ${fullName(passed)}`, exact: true })
        .click();
      await expect(page.getByText(`${fullName(passed)} has been Denied!`, { exact: true })).toBeVisible();
      await expect(rowOf(page, passed).getByText(new RegExp(`^Denied — e-mail goes out at ${when}$`))).toBeVisible();

      // Today lists both with Undo.
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: /^Today/ })
        .click();
      const pending = pendingGroup(page, 2);
      await expect(pending.getByRole("listitem")).toHaveCount(2);
      await expect(pending.getByRole("listitem").filter({ hasText: fullName(undone) })).toContainText(
        new RegExp(`Accepted — e-mail goes out at ${when}`),
      );
      await expect(pending.getByRole("listitem").filter({ hasText: fullName(passed) })).toContainText(
        new RegExp(`Denied — e-mail goes out at ${when}`),
      );
      if (javaScriptEnabled) {
        for (const size of [phone, desktop]) {
          await page.setViewportSize(size);
          await expectNoAxeViolations(page);
        }
        await page.setViewportSize(desktop);
        await waitForHydration(page);
      }

      // Undo one, inside its window, from Today: back on Today, only the other is left.
      await pending.getByRole("button", { name: `Undo Accepted for ${fullName(undone)}`, exact: true }).click();
      await expect(
        page.getByText(`${fullName(undone)}: the decision is undone and its e-mail was not sent.`, { exact: false }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin(\?[^#]*)?$/);
      await expect(pendingGroup(page, 1).getByRole("listitem")).toHaveText([new RegExp(`^${fullName(passed)}`)]);
      expect(await decisionMailsTo(workspace, undone)).toEqual([]);
      expect(await decisionMailsTo(workspace, passed)).toEqual([]);

      // The other's window passes: its e-mail goes, once; the undone one's never does.
      moveServerClockOn(11 * 60_000);
      const text = await mailText(workspace, passed.email, "Your application to Fractional CIO Canada");
      expect(text).toContain(`Hello ${passed.firstName},`);
      expect(await decisionMailsTo(workspace, passed)).toEqual(["Your application to Fractional CIO Canada"]);
      expect(await decisionMailsTo(workspace, undone)).toEqual([]);

      // Today offers no Undo any more; the record says Denied, with no Undo either.
      await page.reload();
      await expect(pendingGroup(page, 0).getByText("No decision is waiting to go out.", { exact: true })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.goto(`/admin/applications?q=${tag}`);
      await expect(rowOf(page, passed).getByRole("cell", { name: /^Denied/ })).toBeVisible();
      await expect(rowOf(page, passed).getByText(/e-mail goes out at/)).toHaveCount(0);
      await expect(page.getByRole("button", { name: /^Undo / })).toHaveCount(0);
      await expect(rowOf(page, undone).getByRole("button", { name: `Accept ${fullName(undone)}`, exact: true })).toBeVisible();
      await rowOf(page, passed)
        .getByRole("link", { name: fullName(passed), exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: fullName(passed), exact: true })).toBeVisible();
      await expect(section(page, "Decision").getByRole("button", { name: /^Undo / })).toHaveCount(0);
      // Nothing more is on its way: the undone decision's e-mail stays unsent after the other's.
      expect(await decisionMailsTo(workspace, undone)).toEqual([]);
      expect(await decisionMailsTo(workspace, passed)).toHaveLength(1);
    });
  });
}
