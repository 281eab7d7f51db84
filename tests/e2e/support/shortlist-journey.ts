import { createServer } from "node:net";
import { pathToFileURL } from "node:url";
import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { words } from "~/content/words";
import { addBusinessDays } from "~/domain/business-days";
import type { Locale } from "~/domain/locale";
import { CIO_LINK_MS } from "~/domain/shortlists";
import { currentAvailability } from "~/server/booking/availability.server";
import { openPglite } from "~/server/db/client.server";
import { type ApplicationRow, outbox, shortlistCandidates } from "~/server/db/schema.server";
import { CIO_REMINDER_KIND } from "~/server/mail/reminder-emails.server";
import { readMailFiles } from "../../support/accounts";
import { insertApplication } from "../../support/applications";
import { migratedDataDir, projectRoot, type RunningServer, waitForExit } from "../../support/server";
import { anonymousCompany, privateCio } from "../../support/shortlists";
import { untilValue } from "../../support/until";
import { verifiedAccount } from "./auth";
import { decodeHeader } from "./mail";
import { startIsolatedServer } from "./servers";

// The shortlist's whole journey (shortlist-journey.spec.ts) on a server of its own per run: the
// records it starts from, the server's restarts on the same DATA_DIR and port (so the browser's
// address and the admin's session stay), a clock moved on for the reminder, and the e-mails it wrote.

export const TEAM = "introductions.team@cio.example.ca";
const TIME_ZONE = "America/Toronto";
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;

/** What a run starts from: an accepted company request and three accepted CIOs who fit it, in `locale`. */
export type Cast = { company: ApplicationRow; cios: [ApplicationRow, ApplicationRow, ApplicationRow] };

const firstNames = { en: ["Marisol", "Thaddeus", "Wilhelmina"], fr: ["Geneviève", "Anatole", "Séverine"] } as const;

/** A free port of 127.0.0.1, kept by the run's server across its restarts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

type Db = Awaited<ReturnType<typeof openPglite>>["db"];

export type Journey = {
  /** The server's address: the same port across restarts, so the browser's pages and session stay. */
  url: string;
  dataDir: string;
  cast: Cast;
  /** Stops the server as SIGTERM does (a reminder run or an e-mail in flight ends first). */
  stop(): Promise<void>;
  /** Reads or changes the stopped server's database (PGlite: one process at a time). */
  onStoppedDatabase<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Starts the stopped server on the same DATA_DIR and port, its clock `leadMs` ahead of the real one. */
  start(leadMs: number): Promise<void>;
};

/** Seeds a new database with the run's records, starts its server, and confirms the admin's account. */
export async function startJourney(locale: Locale, admin: string): Promise<Journey> {
  const dataDir = migratedDataDir();
  const seeding = await openPglite(dataDir);
  let cast: Cast;
  try {
    const company = await insertApplication(seeding.db, {
      ...anonymousCompany,
      locale,
      workLanguage: locale === "fr" ? "fr" : "both",
    });
    const cios: ApplicationRow[] = [];
    for (const name of firstNames[locale])
      cios.push(await insertApplication(seeding.db, privateCio(name, { locale, workLanguage: "both" })));
    cast = { company, cios: cios as Cast["cios"] };
  } finally {
    await seeding.close();
  }
  const env = { DATA_DIR: dataDir, PORT: String(await freePort()), NOTIFY_EMAILS: TEAM, TIME_ZONE };
  let server: RunningServer = await startIsolatedServer([admin], env);
  let running = true;
  await verifiedAccount(server, admin);
  return {
    url: server.url,
    dataDir,
    cast,
    async stop() {
      if (!running) return;
      running = false;
      // A socket the browser opened ahead and never used holds a graceful stop up to its 10 s grace.
      server.process.kill("SIGTERM");
      const code = await waitForExit(server.process, 30_000).catch((error: unknown) => String(error));
      expect(code, `the server stopped cleanly:\n${server.output()}`).toBe(0);
    },
    async onStoppedDatabase(work) {
      const handle = await openPglite(dataDir);
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    async start(leadMs) {
      const ahead = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`, CLOCK_AHEAD_MS: String(leadMs) };
      server = await startIsolatedServer([admin], { ...env, ...ahead });
      running = true;
    },
  };
}

/**
 * How far ahead the server's clock must read for `cio`'s link to be two business days old in the
 * team's zone, the closed dates of /admin/availability counted (from Friday evening, four calendar
 * days; more across closed dates): a minute past that moment, and still inside the link's 7 days.
 */
export async function leadToReminder(db: Db, cio: ApplicationRow): Promise<number> {
  const [row] = await db
    .select({ issuedAt: shortlistCandidates.linkIssuedAt })
    .from(shortlistCandidates)
    .where(eq(shortlistCandidates.cioApplicationId, cio.id));
  const { closedDates } = await currentAvailability(db);
  const due = addBusinessDays(row!.issuedAt, 2, { timeZone: TIME_ZONE, closedDates });
  const lead = Math.max(0, due.getTime() - Date.now()) + 60_000;
  expect(Date.now() + lead - row!.issuedAt.getTime(), "two business days fall inside the link's 7 days").toBeLessThan(
    CIO_LINK_MS - 600_000,
  );
  return lead;
}

/** The CIO reminders the outbox holds for `email` (sent or waiting to be). */
export async function remindersQueuedFor(db: Db, email: string): Promise<number> {
  const rows = await db.select({ recipients: outbox.recipients }).from(outbox).where(eq(outbox.kind, CIO_REMINDER_KIND));
  return rows.filter((row) => row.recipients.includes(email)).length;
}

export type Mail = { subject: string; text: string; to: string[]; cc: string[] };

/** Every e-mail the server wrote to `email`, oldest first, its subject decoded. */
export async function mailsTo(journey: { dataDir: string }, email: string): Promise<Mail[]> {
  return (await readMailFiles(journey.dataDir))
    .filter((mail) => mail.to.includes(email.toLowerCase()))
    .map((mail) => ({ subject: decodeHeader(mail.subject), text: mail.text, to: mail.to, cc: mail.cc }));
}

/** Waits for the e-mail to `email` with this subject; fails if there is more than one. */
export async function theMail(journey: { dataDir: string }, email: string, subject: string): Promise<Mail> {
  const found = await untilValue(
    async () => {
      const matching = (await mailsTo(journey, email)).filter((mail) => mail.subject === subject);
      return matching.length > 0 ? matching : undefined;
    },
    15_000,
    `an e-mail to ${email}: ${subject}`,
  );
  expect(found, `one e-mail to ${email}: ${subject}`).toHaveLength(1);
  return found[0]!;
}

/** How the company's page names a CIO: first name and last initial. */
export const shownName = (cio: ApplicationRow) => `${cio.firstName} ${cio.lastName.charAt(0)}.`;

/** A CIO's page from their e-mail's link: answers with a reason, and sees their answer saved. */
export async function answerAsCio(page: Page, locale: Locale, path: string, answer: "interested" | "not-for-me", reason: string) {
  const copy = words(locale).opportunity.opportunityPage;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  await page.getByRole("radio", { name: copy.answers[answer] }).check();
  await page.getByLabel(copy.form.reasonLabel).fill(reason);
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByRole("status")).toContainText(copy.answered.title);
  await expect(page.getByRole("status")).toContainText(copy.answered[answer]);
  await expect(page.getByRole("main").locator("dd", { hasText: reason })).toBeVisible();
}
