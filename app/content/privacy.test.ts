import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { collectedByForm } from "~/domain/forms/record";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { formatPolicyDate, formPrivacyNotices, privacyPolicy, privacyPolicyDate } from "./privacy";
import { footerNav, publicPaths } from "./site";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const settings = {
  collected: collectedByForm(leadFormsIn(words("en"))),
  contactEmail: "officer@cio.example.ca",
  retention: { spamDays: 45, closedMonths: 18, mailBodyDays: 1 },
  services: { database: false, email: true, chat: false },
};
const policy = privacyPolicy(settings);
const text = JSON.stringify(policy);
const section = (id: string) => JSON.stringify(policy.sections.find((candidate) => candidate.id === id));

describe("the privacy policy", () => {
  it("lists every field each form asks for", () => {
    for (const [id, form] of [
      ["Contact form", contactForm],
      ["CIO application", cioForm],
      ["Company form", companyForm],
    ] as const) {
      const entry = JSON.stringify(policy.sections[0]?.blocks).split(`"term":"${id}"`)[1]?.split('"term"')[0] ?? "";
      for (const field of form.fields) expect(entry, `${id}: ${field.label}`).toContain(field.label);
    }
  });

  it("gives the retention periods it is configured with", () => {
    const retention = section("retention");
    expect(retention).toContain("spam checks: 45 days.");
    expect(retention).toContain("answered: 18 months.");
    expect(retention).toContain("e-mails we send: 1 day.");
  });

  it("names the privacy officer's title and address, and how to use each right", () => {
    expect(section("officer")).toContain("Privacy Officer, Fractional CIO Canada");
    expect(section("officer")).toContain('{"email":"officer@cio.example.ca"}');
    expect(section("rights")).toContain('{"email":"officer@cio.example.ca"}');
    for (const right of ["Access", "Correction", "Withdrawal", "Deletion", "Portability", "De-indexing and cessation of dissemination"])
      expect(section("rights")).toContain(`${right}: `);
    expect(section("rights")).toMatch(/personal link, valid for 30 days/);
  });

  it("says who receives the data, the laws it follows, and that nothing is loaded from elsewhere", () => {
    expect(section("recipients")).toMatch(/team[\s\S]*e-mail provider[\s\S]*hosting provider/);
    expect(text).toMatch(/PIPEDA[\s\S]*as amended by Law 25/);
    expect(section("news-emails")).toContain("CASL");
    expect(section("tracking")).toContain("no third-party trackers, analytics, advertising or fonts");
  });

  it("says where the information is kept in a reader's terms: the providers the server is configured with", () => {
    const storage = (services: typeof settings.services) =>
      JSON.stringify(privacyPolicy({ ...settings, services }).sections.find((candidate) => candidate.id === "storage"));
    const withProvider = storage({ database: true, email: true, chat: true });
    const bare = storage({ database: false, email: false, chat: false });
    for (const words of [withProvider, bare]) {
      expect(words).not.toMatch(/PostgreSQL|built into|set up|data folder/);
      expect(words).toContain("Hosting: the provider that runs the servers");
      expect(words).toContain("Only our administrators can see them.");
      expect(words).toContain("These providers may keep your information outside Quebec");
    }
    expect(withProvider).toContain("on a database server of its own");
    expect(withProvider).toContain("E-mail delivery service: carries the e-mails");
    expect(withProvider).toContain("Team chat service:");
    expect(bare).toContain("on the server that runs this site");
    expect(bare).toContain("kept as files on the same server");
    expect(bare).not.toMatch(/delivery service|chat/);
  });

  it("is dated", () => {
    expect(policy.updated).toEqual({ iso: privacyPolicyDate, text: `Last updated ${formatPolicyDate(privacyPolicyDate)}` });
    expect(formatPolicyDate("2026-11-21")).toBe("November 21, 2026");
  });

  it("is in the sitemap and the footer, and each form has its notice", () => {
    expect(publicPaths).toContain("/privacy");
    expect(footerNav.flatMap((group) => group.links)).toContainEqual({ label: "Privacy policy", to: "/privacy" });
    expect(Object.keys(formPrivacyNotices).sort()).toEqual(["Booking", "CIO", "Company", "Inquiry"]);
    for (const notice of Object.values(formPrivacyNotices)) expect(notice.split(/(?<=\.) /).length).toBeLessThanOrEqual(2);
  });
});
