import { createHash, randomUUID } from "node:crypto";
import { hiddenFieldNames } from "~/domain/forms/fields";
import type { Config } from "../config.server";
import { checkFormToken } from "./form-token.server";

// The one spam screen of every form a visitor sends us: the lead forms and the booking (decision
// 0073). Nothing it catches is thrown away: the caller stores it with its reason, sends no e-mail,
// and answers as it would anyone (decision 0066).

/** What a post carries for the screen: its signed form token, and the hidden field people never see. */
export type ScreenFields = { formToken: string | null; honeypot: string };

/** The screen's fields of a posted form body; missing or repeated-as-file ones read as empty. */
export function screenFieldsOf(body: FormData | URLSearchParams): ScreenFields {
  const formToken = body.get(hiddenFieldNames.formToken);
  const honeypot = body.get(hiddenFieldNames.honeypot);
  return { formToken: typeof formToken === "string" ? formToken : null, honeypot: typeof honeypot === "string" ? honeypot : "" };
}

export type Screening = {
  /** The stored row's unique key: the same post sent again finds the row stored the first time. */
  submissionKey: string;
  /** Why it is spam (hidden field filled, token missing, forged, too fast or too old), or null. */
  spamReason: string | null;
};

/**
 * Screens one post. `sameContent` is what makes two posts of one form the same submission (its
 * values, for a booking its slot too): the same form sent again with the same content (a double
 * click, a resent POST) gets the same key, while other content on the same page (back button, a new
 * message) or another visitor on a shared token id gets another. Without a valid token the key is
 * random, so spam is never merged. `kind` keeps the keys of different forms apart.
 */
export function screenPost(
  post: ScreenFields & { now: Date },
  settings: { secret: string; spam: Config["spam"] },
  sameContent: string,
  kind?: string,
): Screening {
  const token = checkFormToken(post.formToken, settings.secret, post.now, settings.spam);
  const spamReason = post.honeypot.trim() !== "" ? "hidden field filled in" : token.ok ? null : token.spamReason;
  const submissionKey = token.ok
    ? createHash("sha256")
        .update(`${kind === undefined ? "" : `${kind}\n`}${token.id}\n${sameContent}`)
        .digest("base64url")
    : randomUUID();
  return { submissionKey, spamReason };
}
