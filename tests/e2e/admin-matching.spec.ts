import { expect, type Page } from "@playwright/test";
import { adminWorkspace, signInAsAdmin } from "./support/admin";
import { acceptOnList, dataRows, openApplication, rowOf, section, when } from "./support/admin-pages";
import { expectNoAxeViolations, waitForHydration } from "./support/browser";
import { cio, company, fullName, type Lead, submitCio, submitCompany } from "./support/leads";
import { expectMailFiles } from "./support/mail";
import { uniqueTag } from "./support/unique";

/** A company's name carries its contact's in brackets: read literally in a pattern. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Matching companies with CIOs: a company's page ranks the accepted CIOs best first with reasons, a
// CIO's page lists the open company requests, and 'Introduce' queues two e-mails and records the
// introduction on both sides (asking first when the pair was introduced before).

const admin = "admin-matching@isolated.example.ca";
const test = adminWorkspace(admin);

/** A company request and four CIOs: three accepted (best, partial, no fit) and one still pending. */
function cast(tag: string) {
  const firm = company(`${tag} Bank`, {
    city: "Halifax",
    province: "NS",
    workModel: "Remote",
    availability: "Within 30 days",
    industries: ["Finance"],
    requiredExpertise: ["Digital Transformation", "Cybersecurity"],
  });
  const best = cio("Best", {
    lastName: `${tag}best`,
    city: "Halifax",
    province: "NS",
    workModel: "Remote",
    availability: "Immediate",
    industries: ["Finance", "Healthcare"],
    areasOfExpertise: ["Digital Transformation", "Cybersecurity", "Team Development"],
  });
  const partial = cio("Partial", { lastName: `${tag}partial`, province: "ON", city: "Toronto", areasOfExpertise: ["Cybersecurity"] });
  const none = cio("Nofit", { lastName: `${tag}none`, province: "BC", city: "Victoria", workModel: "On-site", availability: "1–3 Months" });
  const pending = cio("Pending", { lastName: `${tag}pending`, province: "NS", city: "Halifax", areasOfExpertise: ["Cybersecurity"] });
  return { firm, best, partial, none, pending };
}

const suggestions = (page: Page, title: string) =>
  section(page, title)
    .getByRole("listitem")
    .filter({ has: page.locator("a") });
const suggestion = (page: Page, title: string, lead: Lead) =>
  section(page, title)
    .locator("ol > li")
    .filter({ has: page.getByRole("link", { name: fullName(lead), exact: true }) });
const introductions = (page: Page) =>
  section(page, "History")
    .getByRole("listitem")
    .filter({ hasText: /^Introduced (directly )?to / });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a company's page ranks accepted CIOs with reasons; Introduce sends two e-mails, records both sides, asks before repeating", async ({
      page,
      workspace,
    }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag(javaScriptEnabled ? "Mjs" : "Mnojs");
      const { firm, best, partial, none, pending } = cast(tag);
      await submitCompany(workspace, firm);
      for (const lead of [none, partial, best, pending]) await submitCio(workspace, lead);

      await signInAsAdmin(page, admin);
      await page.goto(`/admin/applications?type=CIO&q=${tag}`);
      await expect(dataRows(page)).toHaveCount(4);
      for (const lead of [best, partial, none]) {
        await acceptOnList(page, lead);
      }

      // Best first, by the share of the required expertise covered, then the score; pending CIOs never
      // show, nor one with nothing in common (another province, work model, expertise and industry).
      await openApplication(page, firm);
      const title = "Suggested CIOs";
      // A retrying assertion: the page may still be arriving when its heading already shows.
      await expect(suggestions(page, title).locator("a").filter({ hasText: tag })).toHaveText([fullName(best), fullName(partial)]);
      await expect(suggestion(page, title, pending)).toHaveCount(0);
      await expect(suggestion(page, title, none)).toHaveCount(0);
      const top = suggestion(page, title, best);
      await expect(top).toContainText("Fit 100 / 100");
      await expect(top.locator("ul > li")).toHaveText([
        "Covers 2 of 2 required areas: Digital Transformation, Cybersecurity",
        "Knows the industry: Finance",
        "Same city: Halifax, Nova Scotia",
        "Same work model: Remote",
        "Available soon enough: Immediate (company: Within 30 days)",
      ]);
      await expect(suggestion(page, title, partial).locator("ul > li").first()).toHaveText("Covers 1 of 2 required areas: Cybersecurity");

      // Introduce: a message, both e-mails queued and written, the introduction in both histories.
      if (javaScriptEnabled) await waitForHydration(page);
      // 'Introduce directly' skips the shortlist: both e-mails are shown first, and nothing is sent yet.
      await top.getByRole("button", { name: `Introduce directly ${fullName(best)}`, exact: true }).click();
      const mails = [
        { to: firm.email, subject: `Introducing ${fullName(best)}, a fractional CIO for ${firm.companyName}` },
        { to: best.email, subject: `Introducing ${firm.companyName}, a company looking for a fractional CIO` },
      ];
      const preview = page.getByRole("region", { name: "Introduce directly: nothing is sent yet" });
      for (const mail of mails) await expect(preview.getByRole("article", { name: `To ${mail.to}` })).toContainText(mail.subject);
      await expect(introductions(page)).toHaveCount(0);
      // axe runs in the page: with JavaScript on.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await preview.getByRole("button", { name: `Yes, introduce directly ${fullName(best)}`, exact: true }).click();
      await expect(page.getByText("Introduction sent: both sides get an e-mail naming the other.", { exact: true })).toBeVisible();
      await expect(suggestion(page, title, best)).toContainText("Introduced once");
      await expect(introductions(page)).toHaveText([new RegExp(`^Introduced directly to ${fullName(best)} — ${admin}, ${when}$`)]);
      await expectMailFiles(workspace, mails);

      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "E-mail" }).click();
      for (const mail of mails) {
        const message = dataRows(page)
          .filter({ has: page.getByRole("cell", { name: mail.to, exact: true }) })
          .filter({ hasText: mail.subject });
        await expect(message).toHaveCount(1);
        await expect(message.getByRole("cell").nth(1)).toHaveText(/^(Waiting|Sending|Sent)/);
      }

      // The CIO's page lists the open company request and the same introduction.
      await openApplication(page, best);
      await expect(suggestion(page, "Company requests that fit", firm)).toContainText("Introduced once");
      await expect(introductions(page)).toHaveText([
        new RegExp(`^Introduced directly to ${escapeRegExp(fullName(firm))} — ${admin}, ${when}$`),
      ]);

      // Again: the page asks first, and nothing is sent until the admin confirms.
      await openApplication(page, firm);
      if (javaScriptEnabled) await waitForHydration(page);
      await suggestion(page, title, best)
        .getByRole("button", { name: `Introduce directly ${fullName(best)}`, exact: true })
        .click();
      const ask = suggestion(page, title, best).getByRole("region", { name: "Introduce directly: nothing is sent yet" });
      await expect(ask.getByRole("alert")).toContainText("These two were introduced before. Introduce them again?");
      await expect(introductions(page)).toHaveCount(1);
      await ask.getByRole("button", { name: `Yes, introduce again ${fullName(best)}` }).click();
      await expect(page.getByText("Introduction sent: both sides get an e-mail naming the other.", { exact: true })).toBeVisible();
      await expect(suggestion(page, title, best)).toContainText("Introduced 2 times");
      await expect(introductions(page)).toHaveCount(2);
    });
  });
}

test("a CIO's page lists open company requests, not denied ones; a CIO not yet accepted is offered no Introduce, and told why", async ({
  page,
  workspace,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueTag("Open");
  const open = company(`${tag} Open`, { requiredExpertise: ["Cybersecurity"] });
  const denied = company(`${tag} Denied`);
  const person = cio("Seeker", { lastName: `${tag}seeker`, areasOfExpertise: ["Cybersecurity"] });
  await submitCompany(workspace, open);
  await submitCompany(workspace, denied);
  await submitCio(workspace, person);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?type=Company&q=${tag}`);
  await rowOf(page, denied)
    .getByRole("button", { name: `Deny ${fullName(denied)}` })
    .click();
  await expect(page.getByText(`${fullName(denied)} has been Denied!`, { exact: true })).toBeVisible();

  await openApplication(page, person);
  const title = "Company requests that fit";
  await expect(suggestion(page, title, open)).toContainText("Covers 1 of 1 required areas: Cybersecurity");
  await expect(suggestion(page, title, denied)).toHaveCount(0);
  // A CIO not yet accepted cannot be introduced: no button that would only be refused, and the reason.
  await expect(section(page, title).getByText("Accept this CIO to introduce them to a company.", { exact: true })).toBeVisible();
  await expect(section(page, title).getByRole("button", { name: /^Introduce/ })).toHaveCount(0);
  await expect(introductions(page)).toHaveCount(0);
});

test("a company's page lists the best five fits, and the rest behind 'Show N more'", async ({ page, workspace }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("Five");
  // In Whitehorse, where no other test's CIO is: these seven fit 100 / 100, above everyone else.
  const place = { city: "Whitehorse", province: "YT", workModel: "Remote", industries: ["Finance"] };
  const firm = company(`${tag} Co`, { ...place, availability: "Within 30 days", requiredExpertise: ["Cybersecurity"] });
  // Equal fits rank by the earlier application: the first sent is the best.
  const people = Array.from({ length: 7 }, (_, index) =>
    cio(`Seven${index + 1}`, { ...place, availability: "Immediate", lastName: `${tag}n${index + 1}`, areasOfExpertise: ["Cybersecurity"] }),
  );
  await submitCompany(workspace, firm);
  for (const person of people) await submitCio(workspace, person);
  await signInAsAdmin(page, admin);
  await page.goto(`/admin/applications?type=CIO&q=${tag}`);
  for (const person of people) await acceptOnList(page, person);

  await openApplication(page, firm);
  const title = "Suggested CIOs";
  const names = suggestions(page, title).locator("a");
  await expect(names).toHaveText(people.slice(0, 5).map(fullName));
  await expect(suggestion(page, title, people[0]!)).toContainText("Fit 100 / 100");
  // Other tests' accepted CIOs with something in common (Cybersecurity, Finance) come after these.
  const more = section(page, title).getByText(/^Show \d+ more$/);
  await expect(more).toBeVisible();
  await more.click();
  await expect(names.filter({ hasText: tag })).toHaveText(people.map(fullName));
  await expect(names.nth(6)).toHaveText(fullName(people[6]!));
  await expect(section(page, title).getByRole("button", { name: `Introduce directly ${fullName(people[6]!)}`, exact: true })).toBeVisible();
});
