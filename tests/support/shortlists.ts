import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { type ApplicationRow, outbox, shortlistCandidates, shortlists } from "~/server/db/schema.server";
import { answerOpportunity, sendShortlist } from "~/server/shortlists/shortlists.server";
import { insertApplication, type NewApplication } from "./applications";

// The records a shortlist test starts from: an accepted company request whose identity is easy to
// look for in what a CIO receives, and accepted CIOs who fit it. Each call makes new ones (a
// random suffix in the addresses), so tests on one database do not see each other's.

export const settings = { baseUrl: "https://cio.example.ca", secret: "a-test-secret-of-enough-length-0123456789" };
export const admin = "boss@example.ca";

/** The configuration a withdrawal or a deletion reads (withdrawApplication's `config`). */
export const withdrawalConfig = {
  baseUrl: settings.baseUrl,
  adminEmails: [admin],
  smtpUrl: "smtp://127.0.0.1:2525",
  dataDir: "/nonexistent",
  privacy: { contactEmail: "privacy@cio.example.ca", retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 } },
};

/** What identifies the company: none of it may reach a CIO before both said yes. */
export const companyIdentity = {
  companyName: "Zorblatt Quarry Works",
  firstName: "Ottoline",
  lastName: "Vantongeren",
  phone: "6135550199",
  companyUrl: "https://zorblatt-quarry.example",
  city: "Kapuskasing",
};

export async function shortlistCompany(db: Database, values: Partial<NewApplication> = {}): Promise<ApplicationRow> {
  return insertApplication(db, {
    ...companyIdentity,
    type: "Company",
    email: `ottoline.${randomUUID().slice(0, 8)}@zorblatt-quarry.example`,
    province: "ON",
    status: "Accepted",
    industries: ["manufacturing"],
    requiredExpertise: ["cybersecurity"],
    companySize: "50-200",
    workModel: "hybrid",
    contractDuration: "6-12-months",
    workLanguage: "en",
    ...values,
  });
}

export async function shortlistCio(db: Database, firstName: string, values: Partial<NewApplication> = {}): Promise<ApplicationRow> {
  return insertApplication(db, {
    type: "CIO",
    firstName,
    lastName: "Okafor",
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.ca`,
    // The company's city, so a reason that named it would show.
    city: "Kapuskasing",
    province: "ON",
    status: "Accepted",
    areasOfExpertise: ["cybersecurity"],
    industries: ["manufacturing"],
    workModel: "hybrid",
    workLanguage: "both",
    ...values,
  });
}

/** The picks of "Send" for some CIOs, with notes. */
export const picksOf = (...cios: ApplicationRow[]) =>
  cios.map((cio) => ({ cioId: cio.id, noteForCio: `Note for ${cio.firstName}`, noteForCompany: `About ${cio.firstName}` }));

// Shortlisted CIOs for tests: an accepted company request and accepted CIOs stored as they would
// be, then shortlisted through the shortlists module's own `sendShortlist`, so each CIO's link is
// the one their invitation e-mail carries.

export const SHORTLIST_ADMIN = "shortlist.admin@example.ca";

/** An accepted company request with every detail the CIO's page must keep to itself. */
export const anonymousCompany = {
  type: "Company",
  status: "Accepted",
  companyName: "Quillfeather Orchards Ltd",
  firstName: "Philippa",
  lastName: "Brackenridge",
  email: "ops.brackenridge@quillfeather-orchards.example",
  phone: "+1 902 555 0163",
  companyUrl: "https://quillfeather-orchards.example",
  city: "Antigonish",
  province: "NS",
  companySize: "50-200",
  contractDuration: "1-year-plus",
  workModel: "hybrid",
  workLanguage: "both",
  industries: ["finance", "healthcare"],
  requiredExpertise: ["cybersecurity", "it-governance-compliance"],
  message: "We need a CIO for the Wobbleberry rollout",
} satisfies NewApplication;

/** The words of `company` that may not appear on a CIO's page (its identity, contact details and city). */
export const companySecrets = (company: NewApplication): string[] =>
  [
    company.companyName,
    company.firstName,
    company.lastName,
    company.email,
    company.phone,
    company.companyUrl,
    company.city,
    company.message,
  ]
    .filter((value): value is string => typeof value === "string" && value !== "")
    .flatMap((value) => [
      value,
      value.replace(/^https?:\/\//, ""),
      value.replace(/\D/g, "").length >= 10 ? value.replace(/\D/g, "") : value,
    ]);

/** An accepted CIO in the network; `locale` is the language they applied in, and so their e-mail's and link's. */
export const networkCio = (firstName: string, values: Partial<NewApplication> = {}): NewApplication => ({
  type: "CIO",
  status: "Accepted",
  firstName,
  lastName: "Candidate",
  email: `${firstName.toLowerCase()}.candidate@cio-probe.example`,
  city: "Antigonish",
  province: "NS",
  workModel: "hybrid",
  workLanguage: "both",
  industries: ["finance"],
  areasOfExpertise: ["cybersecurity"],
  locale: "en",
  ...values,
});

export type Shortlisted = { shortlistId: string; company: { id: string }; links: Map<string, string> };

/** The path (with its token) of the opportunity link in the text of an invitation e-mail. */
export function opportunityLinkIn(text: string): string {
  const path = /https?:\/\/[^/\s]+((?:\/fr\/occasion|\/opportunity)\/[\w.-]+)/.exec(text)?.[1];
  if (!path) throw new Error(`no opportunity link in the invitation:\n${text}`);
  return path;
}

/**
 * Stores `company` and shortlists `cioIds` for it at `now` (through sendShortlist, with a note for
 * each CIO); answers the shortlist's id and each CIO's link path (from their queued invitation), by CIO id.
 */
export async function shortlistFor(
  db: Database,
  company: NewApplication,
  cioIds: string[],
  settings: { baseUrl: string; secret: string },
  now = new Date(),
  noteForCio = (cioId: string) => `A note for ${cioId.slice(0, 4)}: the team knows this sector well.`,
): Promise<Shortlisted> {
  const stored = await insertApplication(db, company);
  const queuedBefore = new Set((await db.select({ id: outbox.id }).from(outbox)).map((row) => row.id));
  const sent = await sendShortlist(
    db,
    {
      companyId: stored.id,
      picks: cioIds.map((cioId) => ({ cioId, noteForCio: noteForCio(cioId), noteForCompany: "For the company" })),
      adminEmail: SHORTLIST_ADMIN,
    },
    settings,
    now,
  );
  if (!sent.ok) throw new Error(`the shortlist was refused: ${sent.problem}`);
  // This shortlist's invitations: the e-mails it queued (a CIO may have older ones from other shortlists).
  const queued = (await db.select().from(outbox)).filter((message) => !queuedBefore.has(message.id));
  const cios = await db.query.applications.findMany({ where: (table) => inArray(table.id, cioIds) });
  const links = new Map<string, string>();
  for (const cio of cios) {
    const invitation = queued.find((message) => message.recipients.includes(cio.email));
    if (!invitation?.textBody) throw new Error(`no invitation queued for ${cio.email}`);
    links.set(cio.id, opportunityLinkIn(invitation.textBody));
  }
  return { shortlistId: sent.shortlistId, company: { id: stored.id }, links };
}

/** Retires a CIO's link as the admin's "Revoke" does: the page then says the link is no longer in use. */
export async function revokeLinkOf(db: Database, shortlistId: string, cioId: string, now = new Date()): Promise<void> {
  await db
    .update(shortlistCandidates)
    .set({ linkRevokedAt: now })
    .where(and(eq(shortlistCandidates.shortlistId, shortlistId), eq(shortlistCandidates.cioApplicationId, cioId)));
}

/** Ends a shortlist as the team or a withdrawal closes it. */
export async function closeShortlist(db: Database, shortlistId: string): Promise<void> {
  await db.update(shortlists).set({ status: "closed", reason: "Closed by a test" }).where(eq(shortlists.id, shortlistId));
}

// The company's side: CIOs shortlisted, some of them interested through their own links (the
// module's `answerOpportunity`, as their pages post), so the company's page goes out as it would.

/** What identifies a CIO: none of it may reach the company before it picks. */
export const cioSecrets = (cio: NewApplication): string[] =>
  [cio.email, cio.phone, cio.linkedin, cio.lastName, cio.city]
    .filter((value): value is string => typeof value === "string" && value !== "")
    .flatMap((value) => [value, value.replace(/^https?:\/\//, "")]);

/** An accepted CIO with every detail the company's page must keep to itself, unique to `firstName`. */
export const privateCio = (firstName: string, values: Partial<NewApplication> = {}): NewApplication =>
  networkCio(firstName, {
    lastName: `Zwiebelmann${firstName}`,
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@cio-hidden.example`,
    phone: "+1 418 555 0177",
    linkedin: `https://www.linkedin.com/in/${firstName.toLowerCase()}-hidden-profile`,
    city: "Rimouski",
    experience: "16-20",
    availability: "within-30-days",
    ...values,
  });

/** The path (with its token) of the company's shortlist link in the text of its e-mail. */
export function shortlistLinkIn(text: string): string {
  const path = /https?:\/\/[^/\s]+((?:\/fr\/selection|\/shortlist)\/[\w.-]+)/.exec(text)?.[1];
  if (!path) throw new Error(`no shortlist link in the company's e-mail:\n${text}`);
  return path;
}

export type WithInterest = Shortlisted & {
  companyLink: string;
  companyEmail: string;
  /** Everything the company's e-mail says (subject, text and HTML), to look for what it must not hold. */
  companyMessage: string;
};

/**
 * Shortlists `answers`' CIOs for `company` (shortlistFor), then gives each CIO's answer through
 * their link ("interested", "not-for-me", or none), and finds the company's link in the e-mail the
 * first interest queued for it. At least one answer must be "interested".
 */
export async function shortlistWithInterest(
  db: Database,
  company: NewApplication,
  answers: [cioId: string, answer: "interested" | "not-for-me" | null][],
  settings: { baseUrl: string; secret: string },
  now = new Date(),
): Promise<WithInterest> {
  const companyEmail = `${randomUUID().slice(0, 8)}.${company.email}`;
  const shortlisted = await shortlistFor(
    db,
    { ...company, email: companyEmail },
    answers.map(([cioId]) => cioId),
    settings,
    now,
  );
  const queuedBefore = new Set((await db.select({ id: outbox.id }).from(outbox)).map((row) => row.id));
  for (const [cioId, answer] of answers) {
    if (!answer) continue;
    const path = shortlisted.links.get(cioId)!;
    const token = path.slice(path.lastIndexOf("/") + 1);
    const saved = await answerOpportunity(db, { token, locale: path.startsWith("/fr/") ? "fr" : "en", answer, reason: "" }, settings, now);
    if (saved.status !== "ok") throw new Error(`the CIO's answer was refused: ${saved.status}`);
  }
  const queued = (await db.select().from(outbox)).filter((message) => !queuedBefore.has(message.id));
  const toCompany = queued.find(
    (message) => message.recipients.includes(companyEmail) && message.textBody?.match(/\/(shortlist|fr\/selection)\//),
  );
  if (!toCompany?.textBody) throw new Error(`no shortlist e-mail queued for ${companyEmail}`);
  return {
    ...shortlisted,
    companyLink: shortlistLinkIn(toCompany.textBody),
    companyEmail,
    companyMessage: [toCompany.subject, toCompany.textBody, toCompany.htmlBody ?? ""].join("\n"),
  };
}
