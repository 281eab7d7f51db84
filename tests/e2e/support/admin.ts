import { expect, type Page, test as base } from "@playwright/test";
import type { RunningServer } from "../../support/server";
import { password, signInOnPage, verifiedAccount } from "./auth";
import { startIsolatedServer } from "./servers";

// The admin setup of the browser tests of the admin workspace: a server per spec file (own
// DATA_DIR, so counts and e-mails are exact) with its admins' accounts made and confirmed, and
// their sign-in on /login.

/**
 * A test whose `workspace` is a server of its own with `admins` on its ADMIN_EMAILS, of whom
 * `verified` (all, unless told) have a confirmed account; the browser's baseURL points at it.
 * Started once per worker (a spec file that uses it runs its tests in one worker, in order).
 */
export function workspaceTest(admins: string[], env: Record<string, string> = {}, verified: string[] = admins) {
  return base.extend<object, { workspace: RunningServer }>({
    workspace: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const server = await startIsolatedServer(admins, env);
        for (const admin of verified) await verifiedAccount(server, admin);
        await provide(server);
        await server.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ workspace }, provide) => provide(workspace.url),
  });
}

/**
 * The usual admin spec file: one confirmed admin on a server of the file's own (with any other
 * settings), its tests run in order as they build on each other's data. Call it once, at the top.
 */
export function adminWorkspace(admin: string, env: Record<string, string> = {}) {
  const test = workspaceTest([admin], env);
  test.describe.configure({ mode: "default" });
  return test;
}

/** Signs in on /login in the browser, lands on /admin (Today) and opens the applications list from the admin's bar. */
export async function signInAsAdmin(page: Page, email: string) {
  await page.goto("/login");
  await signInOnPage(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await openApplicationsList(page);
}

/** Opens the list's "All" view (every application, the newest first) from the list. */
export async function showAllApplications(page: Page) {
  await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/view=all$/);
}

/** Follows the admin bar's link to the applications list. */
export async function openApplicationsList(page: Page) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Applications", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
}
