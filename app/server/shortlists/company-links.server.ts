import type { Locale } from "~/domain/locale";
import type { Database } from "../db/client.server";
import type { CompanyShortlist, LinkChange, LinkCheck, NoneFitOutcome, PickOutcome, Settings } from "./shortlist-types.server";

// The company's link to its shortlist (decision 0078): the page it opens, the pick or "none of
// these fit" it takes, and the admin's revoke and resend.

export async function companyShortlistFor(
  _db: Database,
  _token: string,
  _locale: Locale,
  _settings: Settings,
  _now: Date,
): Promise<LinkCheck<CompanyShortlist>> {
  throw new Error("not built yet");
}

export async function pickFromShortlist(
  _db: Database,
  _input: { token: string; locale: Locale; candidateIds: string[] },
  _settings: Settings,
  _now: Date,
): Promise<PickOutcome> {
  throw new Error("not built yet");
}

export async function answerNoneFit(
  _db: Database,
  _input: { token: string; locale: Locale; reason: string },
  _settings: Settings,
  _now: Date,
): Promise<NoneFitOutcome> {
  throw new Error("not built yet");
}

export async function revokeCompanyLink(
  _db: Database,
  _input: { shortlistId: string; adminEmail: string },
  _now: Date,
): Promise<LinkChange> {
  throw new Error("not built yet");
}

export async function resendCompanyLink(
  _db: Database,
  _input: { shortlistId: string; adminEmail: string },
  _settings: Settings,
  _now: Date,
): Promise<LinkChange> {
  throw new Error("not built yet");
}
