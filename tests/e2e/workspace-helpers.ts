import { expect, type Page, test as base } from "@playwright/test";
import type { Field } from "~/domain/forms/fields";
import { cioForm, companyForm, contactForm } from "~/domain/forms/lead-forms";
import { readMailFiles } from "../support/accounts";
import type { RunningServer } from "../support/server";
import { password, signInOnPage, startIsolatedServer, uniqueAddress, verifiedAccount } from "./auth-helpers";

// Issue 5's admin workspace in the browser: a server per spec file (own DATA_DIR, so counts and
// e-mails are exact), lead forms posted over HTTP as a browser without JavaScript sends them,
// and small readers of what the admin pages show.

/**
 * A test whose `workspace` is a server of its own, with `admins` verified; the browser's baseURL
 * points at it. Start it once per worker (the spec files run their tests in one worker, in order).
 */
export function workspaceTest(admins: string[], env: Record<string, string> = {}) {
  return base.extend<object, { workspace: RunningServer }>({
    workspace: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const server = await startIsolatedServer(admins, env);
        for (const admin of admins) await verifiedAccount(server, admin);
        await provide(server);
        await server.stop();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ workspace }, provide) => provide(workspace.url),
  });
}

/** A tag no other test uses, for names that a search finds alone. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

type FormValues = Record<string, string | readonly string[] | undefined>;

const leadFields: readonly Field[] = [...cioForm.fields, ...companyForm.fields, ...contactForm.fields];

/** An option named by its label, as a person picks it, becomes the code the form posts; anything else is sent as is. */
function posted(name: string, item: string): string {
  const options = leadFields.find((field) => field.name === name)?.options;
  return options?.find((option) => option.label === item)?.value ?? item;
}

/**
 * Posts a lead form (/form/cio, /form/company or /contact) with a fresh formToken, as the browser
 * does without JavaScript; options are given by their labels, as a person chooses them. `honeypot` fills the hidden `leave_this_empty` field, so the spam checks catch it.
 * Every outcome (stored or caught) answers with the same thank-you redirect.
 */
export async function postLeadForm(server: { url: string }, path: string, values: FormValues, honeypot?: string) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no formToken on ${path}`);
  const body = new URLSearchParams({ formToken: token });
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) body.append(name, posted(name, item));
  }
  if (honeypot) body.set("leave_this_empty", honeypot);
  const response = await fetch(`${server.url}${path}`, { method: "POST", body, redirect: "manual" });
  if (response.status !== 303 || !/submitted=1/.test(response.headers.get("location") ?? "")) {
    throw new Error(`${path} answered ${response.status} ${response.headers.get("location") ?? ""}: ${await response.text()}`);
  }
}

export type Lead = { firstName: string; lastName: string; email: string } & FormValues;

/** A CIO application: valid defaults, any field overridden. */
export function cio(firstName: string, overrides: FormValues = {}): Lead {
  return {
    type: "cio",
    firstName,
    lastName: uniqueTag("Cio"),
    email: uniqueAddress(firstName.toLowerCase().replace(/[^a-z0-9]/g, "") || "cio"),
    phone: "+1 416 555 0100",
    linkedin: "https://www.linkedin.com/in/someone",
    experience: "11-15",
    city: "Toronto",
    province: "ON",
    ...overrides,
  } as Lead;
}

/** A company request: valid defaults, any field overridden. */
export function company(companyName: string, overrides: FormValues = {}): Lead {
  return {
    type: "company",
    firstName: companyName,
    lastName: uniqueTag("Contact"),
    email: uniqueAddress("company"),
    phone: "+1 902 555 0101",
    companypage: "https://company.example.ca",
    companysize: "50-200",
    contractduration: "1 - 6 months",
    city: "Halifax",
    province: "NS",
    ...overrides,
  } as Lead;
}

export const fullName = (lead: { firstName: string; lastName: string }) => `${lead.firstName} ${lead.lastName}`;

export const submitCio = (server: { url: string }, lead: Lead, honeypot?: string) => postLeadForm(server, "/form/cio", lead, honeypot);
export const submitCompany = (server: { url: string }, lead: Lead) => postLeadForm(server, "/form/company", lead);

/** Signs in on /login in the browser and waits for /admin. */
export async function signInAsAdmin(page: Page, email: string) {
  await page.goto("/login");
  await signInOnPage(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
}

export const dataRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("rowheader") });

/** The list's row of a person or company, found by the name in its row header. */
export const rowOf = (page: Page, lead: { firstName: string; lastName: string }) =>
  dataRows(page).filter({ has: page.getByRole("rowheader", { name: fullName(lead), exact: true }) });

/** Opens an application's page from its row on /admin?q=… (its name is the link); returns its id. */
export async function openApplication(page: Page, lead: { firstName: string; lastName: string; email: string }): Promise<string> {
  await page.goto(`/admin?q=${encodeURIComponent(lead.email)}`);
  await rowOf(page, lead).getByRole("link", { name: fullName(lead), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: fullName(lead), exact: true })).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** A section of the application page, found by its heading. */
export const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The readable value of a field on the application page, by its label. */
export const fieldValue = (page: Page, label: string) =>
  section(page, "Details").locator("dt", { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`) }).locator("xpath=following-sibling::dd[1]");

/** A header as read from a raw message, its RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
export function decodeHeader(value: string): string {
  const bytes = value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("latin1")
      : text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Waits until the server has written these e-mails (recipient and subject) under its DATA_DIR/mail/. */
export async function expectMailFiles(server: { dataDir: string }, expected: { to: string; subject: string }[]) {
  await expect
    .poll(
      async () => {
        const written = (await readMailFiles(server.dataDir)).map((mail) => ({ to: mail.to, subject: decodeHeader(mail.subject) }));
        return expected.filter((wanted) => !written.some((mail) => mail.subject === wanted.subject && mail.to.includes(wanted.to.toLowerCase())));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
}

/** Nothing any page printed or ran from a field: no alert, no global the injected script would set. */
export async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected)).toBeUndefined();
  await expect(page.locator("main script, main img[src='x'], main b.injected")).toHaveCount(0);
}

/** Markup typed into a field, which must show as text and never run. */
export const injected = {
  name: `<b class="injected">Bold</b>`,
  message: `<script>window.__injected = 1</script><img src="x" onerror="window.__injected = 2">`,
};

/** How the admin pages write a time (formatWhen), as a regular-expression source. */
export const when = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC`;
