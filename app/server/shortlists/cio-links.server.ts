import type { Locale } from "~/domain/locale";
import type { Database } from "../db/client.server";
import type { LinkCheck, Opportunity, Settings } from "./shortlists.server";

const notBuilt = (): never => {
  throw new Error("shortlists: not built yet");
};

export async function opportunityFor(
  _db: Database,
  _token: string,
  _locale: Locale,
  _settings: Settings,
  _now: Date,
): Promise<LinkCheck<Opportunity>> {
  return notBuilt();
}

export async function answerOpportunity(
  _db: Database,
  _input: { token: string; locale: Locale; answer: "interested" | "not-for-me"; reason: string },
  _settings: Settings,
  _now: Date,
): Promise<LinkCheck<{ answer: "interested" | "not-for-me" }>> {
  return notBuilt();
}

export async function revokeCandidateLink(_db: Database, _input: { candidateId: string; adminEmail: string }, _now: Date) {
  return notBuilt();
}

export async function resendCandidateLink(
  _db: Database,
  _input: { candidateId: string; adminEmail: string },
  _settings: Settings,
  _now: Date,
) {
  return notBuilt();
}
