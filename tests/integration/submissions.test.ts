import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConsentAnswer } from "~/domain/consent";
import type { CioValues, ContactValues } from "~/domain/forms/lead-forms";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications, inquiries, limitCounts, outbox } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { type SubmissionContext, type SubmissionDeps, submitApplication, submitInquiry } from "~/server/leads/submissions.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { log } from "~/server/log/logger.server";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { sampleValues } from "../support/form-samples";

const secret = "integration-test-secret-0123456789abcdef";
const shownAt = new Date("2026-11-21T15:00:00Z");
const sentAt = new Date(shownAt.getTime() + 30_000);

/** The news e-mail box left empty on a form that showed no wording: what a script posting the fields sends. */
const noConsent: ConsentAnswer = { newsConsent: false, consentVersion: null };

const inquiry: ContactValues & ConsentAnswer = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.ca",
  phone: "+1 416 555 0100",
  message: "<script>alert('hi')</script> We need a CIO.",
  ...noConsent,
};

const cio: CioValues & ConsentAnswer = {
  ...sampleValues(leadFormsIn(words("en")).cio),
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.ca",
  phone: "613-555-0199",
  linkedin: "https://www.linkedin.com/in/grace",
  experience: "16-20",
  city: "Ottawa",
  province: "ON",
  workModel: null,
  availability: "immediate",
  industries: ["government", "tech-saas"],
  areasOfExpertise: null,
  message: null,
  ...noConsent,
};

describe.each(databaseKinds)("submissions on %s", (kind) => {
  let handle: DatabaseHandle;
  let mailNudges = 0;
  let deps: SubmissionDeps;

  const context = (patch: Partial<SubmissionContext> = {}): SubmissionContext => ({
    clientIp: "203.0.113.7",
    formToken: issueFormToken(secret, shownAt),
    honeypot: "",
    now: sentAt,
    ...patch,
  });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    for (const table of [outbox, applications, inquiries, limitCounts]) await handle.db.delete(table);
    mailNudges = 0;
    deps = {
      db: handle.db,
      secret,
      config: {
        spam: { minFillMs: 3_000, maxAgeMs: 24 * 3_600_000 },
        rateLimits: { perIpPerHour: 5, perEmailPerHour: 3 },
        notifyEmails: ["team@example.ca", "ops@example.ca"],
        baseUrl: "https://cio.example.ca",
      },
      mailQueued: () => (mailNudges += 1),
    };
  });

  it("stores an inquiry as typed, with its notification and confirmation queued", async () => {
    const outcome = await submitInquiry(deps, inquiry, context());
    expect(outcome.status).toBe("stored");
    const [row] = await handle.db.select().from(inquiries);
    expect(row).toMatchObject({ ...inquiry, type: "Inquiry", spamReason: null });
    const mail = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.inquiryId, row?.id ?? ""));
    expect(mail.map((message) => message.recipients).sort()).toEqual([["Ada@Example.ca"], ["team@example.ca", "ops@example.ca"]]);
    expect(mail.every((message) => message.status === "pending")).toBe(true);
    expect(mailNudges).toBe(1);
  });

  it("stores a CIO application with every field, multi-selects as lists and missing values as null", async () => {
    expect((await submitApplication(deps, { type: "CIO", values: cio }, context())).status).toBe("stored");
    const [row] = await handle.db.select().from(applications);
    expect(row).toMatchObject({
      ...cio,
      type: "CIO",
      status: null,
      companyUrl: null,
      companySize: null,
      contractDuration: null,
      requiredExpertise: null,
    });
  });

  it("stores a company request with its size, contract duration and required expertise", async () => {
    const values = {
      ...cio,
      companyName: "Engines Inc.",
      companyUrl: null,
      companySize: "200-plus" as const,
      contractDuration: "1-year-plus" as const,
      requiredExpertise: ["cybersecurity" as const],
    };
    const { linkedin: _linkedin, experience: _experience, areasOfExpertise: _areas, ...company } = values;
    expect((await submitApplication(deps, { type: "Company", values: company }, context())).status).toBe("stored");
    const [row] = await handle.db.select().from(applications);
    expect(row).toMatchObject({
      type: "Company",
      companyName: "Engines Inc.",
      firstName: cio.firstName,
      companySize: "200-plus",
      contractDuration: "1-year-plus",
      requiredExpertise: ["cybersecurity"],
      linkedin: null,
      experience: null,
    });
  });

  it("stores a resent submission once, but a new message on the same form page as a new one", async () => {
    const formToken = issueFormToken(secret, shownAt);
    const results = await Promise.all([
      submitInquiry(deps, inquiry, context({ formToken })),
      submitInquiry(deps, inquiry, context({ formToken })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["duplicate", "stored"]);
    expect(await handle.db.$count(inquiries)).toBe(1);
    expect(await handle.db.$count(outbox)).toBe(2);

    await submitInquiry(deps, { ...inquiry, message: "A second question." }, context({ formToken }));
    expect(await handle.db.$count(inquiries)).toBe(2);
  });

  it.each([
    ["the hidden field is filled", { honeypot: "http://spam.example" }, "hidden field filled in"],
    ["it is sent too fast", { now: new Date(shownAt.getTime() + 900) }, "sent 900 ms after the form was shown"],
    ["the token is missing", { formToken: null }, "missing form token"],
    ["the token is forged", { formToken: `${shownAt.getTime()}.abc.def` }, "forged form token"],
    ["the token is too old", { now: new Date(shownAt.getTime() + 48 * 3_600_000) }, "form token expired"],
  ])("keeps a submission marked as spam, without e-mail, when %s", async (_case, patch, reason) => {
    const outcome = await submitInquiry(deps, inquiry, context(patch));
    expect(outcome).toMatchObject({ status: "spam", reason });
    const [row] = await handle.db.select().from(inquiries);
    expect(row?.spamReason).toBe(reason);
    expect(await handle.db.$count(outbox)).toBe(0);
    expect(mailNudges).toBe(0);
  });

  it("limits submissions per e-mail address (any case) and per IP address", async () => {
    const results = [];
    for (let index = 0; index < 4; index += 1) {
      const email = index % 2 === 0 ? "ada@example.ca" : "ADA@example.ca";
      results.push(await submitInquiry(deps, { ...inquiry, email, message: `#${index}` }, context()));
    }
    expect(results.map((result) => result.status)).toEqual(["stored", "stored", "stored", "rate-limited"]);
    const limited = results[3];
    // Sent at 15:00:30: the hour's window ends in 59 minutes 30 seconds.
    expect(limited?.status === "rate-limited" && limited.retryAfterSeconds).toBe(3_570);

    const fromOneIp = [];
    for (let index = 0; index < 3; index += 1) {
      fromOneIp.push(await submitInquiry(deps, { ...inquiry, email: `other${index}@example.ca` }, context()));
    }
    // The address above used 3 of this IP's 5 submissions this hour: its refused fourth was taken back.
    expect(fromOneIp.map((result) => result.status)).toEqual(["stored", "stored", "rate-limited"]);
    const elsewhere = await submitInquiry(deps, { ...inquiry, email: "new@example.ca" }, context({ clientIp: "198.51.100.1" }));
    expect(elsewhere.status).toBe("stored");
    expect(await handle.db.$count(inquiries)).toBe(6);
  });

  it("counts the last hour, not the clock hour: a burst across the hour's turn is refused", async () => {
    const late = new Date("2026-11-21T15:59:30Z");
    for (let index = 0; index < 3; index += 1) {
      expect((await submitInquiry(deps, { ...inquiry, message: `${index}` }, context({ now: late }))).status).toBe("stored");
    }
    const afterTurn = new Date("2026-11-21T16:00:30Z");
    const refused = await submitInquiry(deps, { ...inquiry, message: "after the turn" }, context({ now: afterTurn }));
    // The three leave the hour at 16:59:00, the start of their minute and an hour.
    expect(refused).toEqual({ status: "rate-limited", retryAfterSeconds: 58 * 60 + 30 });
    const then = new Date("2026-11-21T16:59:00Z");
    const later = await submitInquiry(
      deps,
      { ...inquiry, message: "an hour on" },
      context({ now: then, formToken: issueFormToken(secret, afterTurn) }),
    );
    expect(later.status).toBe("stored");
  });

  it("counts the limit again in the next hour", async () => {
    for (let index = 0; index < 4; index += 1) await submitInquiry(deps, { ...inquiry, message: `${index}` }, context());
    const nextHour = new Date(sentAt.getTime() + 3_600_000);
    const outcome = await submitInquiry(deps, inquiry, context({ now: nextHour, formToken: issueFormToken(secret, sentAt) }));
    expect(outcome.status).toBe("stored");
  });

  describe("arriving together (stored in one statement)", () => {
    const person = (n: number): ContactValues & ConsentAnswer => ({ ...inquiry, email: `person${n}@example.ca`, message: `Message ${n}` });

    it("holds the per-IP limit exactly, in arrival order, and queues mail only for those stored", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, n) => submitInquiry(deps, person(n), context({ formToken: issueFormToken(secret, shownAt) }))),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(5).fill("stored"), ...Array(7).fill("rate-limited")]);
      const stored = await handle.db.select().from(inquiries);
      expect(stored.map((row) => row.email).sort()).toEqual([0, 1, 2, 3, 4].map((n) => `person${n}@example.ca`));
      expect(await handle.db.select().from(outbox)).toHaveLength(10);
    });

    it("holds the per-address limit across IPs, and stores a double click once", async () => {
      const token = issueFormToken(secret, shownAt);
      const outcomes = await Promise.all([
        submitInquiry(deps, inquiry, context({ formToken: token })),
        submitInquiry(deps, inquiry, context({ formToken: token })),
        ...[1, 2, 3, 4].map((n) => submitInquiry(deps, { ...inquiry, message: `Again ${n}` }, context({ clientIp: `198.51.100.${n}` }))),
      ]);
      // The double click counts against the limit but stores nothing the second time.
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        "stored",
        "duplicate",
        "stored",
        "rate-limited",
        "rate-limited",
        "rate-limited",
      ]);
      expect(await handle.db.select().from(inquiries)).toHaveLength(2);
    });

    it("stores two thousand CIO and company applications sent at once, in batches side by side, none failing", async () => {
      const warnings = vi.spyOn(log, "warn");
      const many = { ...deps, config: { ...deps.config, rateLimits: { perIpPerHour: 10_000, perEmailPerHour: 10_000 } } };
      const { linkedin: _, experience: __, areasOfExpertise: ___, ...contact } = cio;
      // "Cloud" is no listed option: the storing path takes what the form's check let through, unchecked.
      const company = {
        ...contact,
        companyName: "Cloud Co.",
        companyUrl: null,
        companySize: "1-49" as const,
        contractDuration: "3-6-months" as const,
        requiredExpertise: ["Cloud" as never],
      };
      const outcomes = await Promise.all(
        Array.from({ length: 2000 }, (_, n) =>
          submitApplication(
            many,
            n % 2 === 0
              ? { type: "CIO", values: { ...cio, email: `cio${n}@example.ca` } }
              : { type: "Company", values: { ...company, email: `company${n}@example.ca` } },
            context({ clientIp: `198.51.100.${n % 3}` }),
          ),
        ),
      );
      const warned = warnings.mock.calls.map((call) => String(call[0]));
      // Restored before any assertion, so a failure here cannot leave log.warn spied on for later tests.
      warnings.mockRestore();
      expect(outcomes.filter((outcome) => outcome.status === "stored")).toHaveLength(2000);
      // A batch that fails (a deadlock between batches did, on PostgreSQL) is retried row by row and says so.
      expect(warned.filter((line) => line.includes("batch"))).toEqual([]);
      expect(await handle.db.select().from(applications)).toHaveLength(2000);
    });

    it("keeps the others when the database refuses one of them", async () => {
      const outcomes = await Promise.allSettled(
        [0, 1, 2].map((n) =>
          submitInquiry(
            deps,
            { ...person(n), message: n === 1 ? "A NUL \u0000 the database cannot store" : `Message ${n}` },
            context({ clientIp: `192.0.2.${n}` }),
          ),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect((await handle.db.select().from(inquiries)).map((row) => row.email).sort()).toEqual([
        "person0@example.ca",
        "person2@example.ca",
      ]);
    });
  });
});
