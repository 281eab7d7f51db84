import type { Database } from "~/server/db/client.server";
import type { SubmissionDeps } from "~/server/leads/submissions.server";

/**
 * What submitInquiry/submitApplication need, for tests that call them without HTTP: no time trap,
 * limits no test reaches, e-mails queued but not nudged (the test drives the worker).
 */
export function submissionDepsFor(db: Database, secret: string, notifyEmails: string[]): SubmissionDeps {
  return {
    db,
    secret,
    config: {
      spam: { minFillMs: 0, maxAgeMs: 86_400_000 },
      rateLimits: { perIpPerHour: 1000, perEmailPerHour: 1000 },
      notifyEmails,
      baseUrl: "https://cio.example.ca",
    },
    mailQueued: () => {},
  };
}
