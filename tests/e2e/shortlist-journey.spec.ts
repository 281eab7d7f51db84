import { expect, test as base } from "@playwright/test";
import { applicationPage } from "~/content/admin";
import {
  companyLink,
  shortlistForm,
  shortlistHistory,
  shortlistList,
  shortlistNotices,
  shortlistPreview,
} from "~/content/admin-shortlists";
import { words } from "~/content/words";
import { applicantName, personName } from "~/domain/applicant-name";
import type { Locale } from "~/domain/locale";
import { opportunityPrefix, shortlistPrefix } from "~/domain/shortlists";
import { cioSecrets, companySecrets, opportunityLinkIn, shortlistLinkIn } from "../support/shortlists";
import { signInAsAdmin } from "./support/admin";
import { section } from "./support/admin-pages";
import { waitForHydration } from "./support/browser";
import {
  answerAsCio,
  type Journey,
  leadToReminder,
  type Mail,
  mailsTo,
  remindersQueuedFor,
  shownName,
  startJourney,
  TEAM,
  theMail,
} from "./support/shortlist-journey";

// The shortlist from end to end, as each person meets it: the admin shortlists three CIOs through
// the admin's pages; each CIO gets an e-mail in their language and answers on its page (one
// Interested, one Not for me, one never); the silent one gets one reminder once two business days
// have passed (the server restarted with its clock moved on, and restarted again: still one); the
// company, e-mailed at the first Interested, sees only the interested CIO, none of their contact
// details, and picks them; both sides get each other's details in their own language, the team in
// copy; the others never learn the company's name; the admin's page shows every step. In English
// and in French, with JavaScript on and off: each run on a server and database of its own.

const admin = "journey-admin@isolated.example.ca";

const test = base.extend<{ journey: Journey; language: Locale }>({
  language: ["en", { option: true }],
  journey: async ({ language }, provide) => {
    const journey = await startJourney(language, admin);
    await provide(journey);
    await journey.stop();
  },
  baseURL: async ({ journey }, provide) => provide(journey.url),
});

/** Nothing that identifies the company is in `mail` (nor anything else the CIO got before a pick). */
function expectNoCompanyIdentity(mail: Mail, company: Journey["cast"]["company"]) {
  const text = `${mail.subject}\n${mail.text}`.toLowerCase();
  for (const secret of companySecrets(company)) expect(text, `"${secret}" in "${mail.subject}"`).not.toContain(secret.toLowerCase());
}

for (const locale of ["en", "fr"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${locale === "en" ? "In English" : "In French"}, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, language: locale });

      test("shortlist, answers, one reminder, the company's pick, both introduced, all in the history", async ({ page, journey }) => {
        test.setTimeout(240_000);
        const mailWords = words(locale).shortlists;
        const { company, cios } = journey.cast;
        const [keen, declining, silent] = cios;
        const names = cios.map((cio) => personName(cio.firstName, cio.lastName));
        const reasons = {
          keen: locale === "en" ? "Free from March; on site twice a month." : "Disponible dès mars\u00a0; sur place deux fois par mois.",
          declining: locale === "en" ? "Fully booked until next year." : "Mon agenda est plein jusqu'à l'an prochain.",
        };

        // The admin shortlists the three CIOs: a preview first, then Send.
        await signInAsAdmin(page, admin);
        await page.goto(`/admin/applications/${company.id}`);
        await expect(page.getByRole("heading", { level: 1, name: applicantName(company) })).toBeVisible();
        const form = section(page, shortlistForm.section);
        if (javaScriptEnabled) await waitForHydration(page);
        for (const name of names) await form.getByRole("checkbox", { name, exact: true }).check();
        await form.getByRole("button", { name: shortlistForm.preview, exact: true }).click();
        const preview = page.getByRole("region", { name: shortlistPreview.title });
        await expect(preview.getByRole("article")).toHaveCount(3);
        for (const name of names) {
          await expect(preview.getByRole("article", { name: shortlistPreview.forCio(name) })).toContainText(
            mailWords.cioInvitationEmail.subject,
          );
        }
        await form.getByRole("button", { name: shortlistForm.send, exact: true }).click();
        await expect(page.getByText(shortlistNotices.sent)).toBeVisible();
        await expect(section(page, shortlistList.section).getByText(shortlistList.states.sent)).toHaveCount(3);

        // Each CIO's invitation, in their language, names no company; its link opens their page.
        const links: string[] = [];
        for (const cio of cios) {
          const invitation = await theMail(journey, cio.email, mailWords.cioInvitationEmail.subject);
          expectNoCompanyIdentity(invitation, company);
          links.push(opportunityLinkIn(invitation.text));
          expect(links.at(-1)!.startsWith(opportunityPrefix[locale])).toBe(true);
        }
        await answerAsCio(page, locale, links[0]!, "interested", reasons.keen);
        await answerAsCio(page, locale, links[1]!, "not-for-me", reasons.declining);

        // The first Interested sends the company its page: one e-mail, in its language.
        const toCompany = await theMail(journey, company.email, mailWords.companyShortlistEmail.subject);
        expect(toCompany.text).toContain(mailWords.companyShortlistEmail.interested(1));
        const companyPath = shortlistLinkIn(toCompany.text);
        expect(companyPath.startsWith(shortlistPrefix[locale])).toBe(true);

        // Two business days on for the silent CIO: the server stopped, its clock moved on as far as
        // their link's issue time and the team's closed dates require, and started again.
        await journey.stop();
        const lead = await journey.onStoppedDatabase(async (db) => {
          expect(await remindersQueuedFor(db, silent.email)).toBe(0);
          return leadToReminder(db, silent);
        });
        await journey.start(lead);
        const reminderWords = words(locale).shortlistReminders.cioReminderEmail;
        const reminder = await theMail(journey, silent.email, reminderWords.subject);
        expectNoCompanyIdentity(reminder, company);
        // A reminder issues no new link: the invitation's still opens the page.
        expect(opportunityLinkIn(reminder.text)).toBe(links[2]);

        // Once more: a restart runs the reminders again at its start (a graceful stop waits for
        // that run), and nothing more is queued; the CIOs who answered were never reminded.
        await journey.stop();
        await journey.start(lead);
        await journey.stop();
        await journey.onStoppedDatabase(async (db) => {
          expect(await remindersQueuedFor(db, silent.email)).toBe(1);
          expect(await remindersQueuedFor(db, keen.email)).toBe(0);
          expect(await remindersQueuedFor(db, declining.email)).toBe(0);
        });
        await journey.start(lead);

        // The company's page: only the interested CIO, none of their contact details; it picks them.
        const pageWords = words(locale).companyShortlist.companyShortlistPage;
        await page.goto(companyPath);
        await expect(page.locator("html")).toHaveAttribute("lang", locale === "en" ? "en-CA" : "fr-CA");
        await expect(page.getByRole("heading", { level: 1, name: pageWords.title })).toBeVisible();
        const main = page.getByRole("main");
        await expect(main.getByRole("checkbox")).toHaveCount(1);
        const meet = main.getByRole("checkbox", { name: pageWords.pick.option(shownName(keen)) });
        await expect(meet).toBeVisible();
        for (const hidden of [declining.firstName, silent.firstName, ...cioSecrets(keen)]) {
          await expect(main).not.toContainText(hidden, { ignoreCase: true });
        }
        await meet.check();
        await main.getByRole("button", { name: pageWords.pick.submit }).click();
        await expect(page.getByRole("status")).toContainText(pageWords.answered.pickedTitle);
        await expect(page.getByRole("status")).toContainText(pageWords.answered.picked(shownName(keen)));

        // Both introduced, each in their own language, the team in copy.
        const introduction = await theMail(journey, company.email, mailWords.companyIntroductionEmail.subject(names[0]!));
        for (const detail of [keen.email, keen.phone, keen.linkedin!]) expect(introduction.text).toContain(detail);
        expect(introduction.cc).toEqual([TEAM]);
        expect(introduction.to).not.toContain(TEAM);
        const toKeen = await theMail(journey, keen.email, mailWords.cioIntroductionEmail.subject(company.companyName!));
        for (const detail of [company.email, company.phone, company.companyUrl!]) expect(toKeen.text).toContain(detail);
        expect(toKeen.cc).toEqual([TEAM]);

        // The CIOs who were not picked never got the company's name, and the reminder went once.
        for (const cio of [declining, silent]) for (const mail of await mailsTo(journey, cio.email)) expectNoCompanyIdentity(mail, company);
        expect((await mailsTo(journey, silent.email)).filter((mail) => mail.subject === reminderWords.subject)).toHaveLength(1);

        // The admin's page of the request: the outcome and every step in the history.
        await page.goto(`/admin/applications/${company.id}`);
        const shortlists = section(page, shortlistList.section);
        await expect(shortlists.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^${shortlistList.statuses.picked}: made `));
        await expect(shortlists).toContainText(companyLink.picked(names[0]!));
        await expect(shortlists).toContainText(shortlistList.states.picked);
        const history = section(page, applicationPage.sections.history);
        const said = shortlistHistory.company;
        for (const entry of [
          ...names.map((name) => said.shortlisted(name)),
          said["cio-interested"](names[0]!, reasons.keen),
          said["cio-not-for-me"](names[1]!, reasons.declining),
          said["company-shortlist-sent"](),
          said["company-shortlist-viewed"](),
          said["company-picked"](names[0]!),
          applicationPage.history.introduced(names[0]!, false),
        ]) {
          await expect(history.getByText(entry, { exact: true })).toBeVisible();
        }
        // And the picked CIO's page, from the company's side of it.
        await page.goto(`/admin/applications/${keen.id}`);
        await expect(
          section(page, applicationPage.sections.history).getByText(shortlistHistory.cio["company-picked"](applicantName(company))),
        ).toBeVisible();
      });
    });
  }
}
