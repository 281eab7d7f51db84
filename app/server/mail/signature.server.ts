import type { TeamSignature } from "~/server/config.server";

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
