import { words } from "~/content/words";
import type { Locale } from "~/domain/locale";
import type { TeamSignature } from "~/server/config.server";
import { type Block, paragraphs } from "./render.server";

// Who signs the e-mails to people outside the team (TEAM_SIGNATURE_NAME and _TITLE). The server
// sets it once at start, before any e-mail is written; every e-mail written in this process signs
// with it. Until then, and in code that never starts the server (tests, scripts), the team signs.
// A setting read where each e-mail is written, rather than an argument threaded through every
// caller of every e-mail: decision 0091 says why.

let configured: TeamSignature;

/** Called once by the server's start with the configuration's signature. */
export function setTeamSignature(signer: TeamSignature): void {
  configured = signer;
}

/** The signature e-mails are written with now: a person and title, or undefined for the team. */
export function teamSignature(): TeamSignature {
  return configured;
}

/** The close of every e-mail to someone outside the team, in its language: the signature, then why it came. */
export function signOff(baseUrl: string, locale: Locale = "en", signer?: TeamSignature): Block[] {
  return [...signature(locale, signer), ...whyThisEmail(baseUrl, locale)];
}

/**
 * Who signs an e-mail to someone outside the team: the person and title configured
 * (TEAM_SIGNATURE_NAME, TEAM_SIGNATURE_TITLE), or the team. `signer` defaults to the server's setting.
 */
export function signature(locale: Locale = "en", signer: TeamSignature = teamSignature()): Block[] {
  const copy = words(locale).mail.emailSignOff;
  return [{ lines: signer ? [copy.closing, signer.name, copy.role(signer.title)] : [copy.closing, copy.team] }];
}

/** Why the reader got the e-mail, and that they may ignore it if it was not them. */
export function whyThisEmail(baseUrl: string, locale: Locale): Block[] {
  return paragraphs([words(locale).mail.emailSignOff.why(baseUrl)]);
}
