import { z } from "./zod";
import { withoutControlCharacters } from "./control-characters";

/**
 * Where a lead came from: the first touch of the visit, which the public pages' small script
 * (app/components/remember-first-touch.js) remembers and the lead forms and /book's form carry as hidden
 * fields. Each is one name, as the lead forms' fields are (decision 0034): the input's `name` and
 * the record's key (columns utm_source, utm_medium, utm_campaign, referrer_host, ref_code).
 *
 * Nothing here ever refuses a submission: the values are the visitor's browser's, or forged, and a
 * lead must never be lost over where it came from. What cannot be read is dropped (stored as null).
 */

export const sourceFieldNames = ["utmSource", "utmMedium", "utmCampaign", "referrerHost", "refCode"] as const;

export type SourceFieldName = (typeof sourceFieldNames)[number];

/** A record's source: null where nothing usable was sent. */
export type LeadSource = Record<SourceFieldName, string | null>;

/** The longest value kept, in characters: campaign names are short, and a forged value stays bounded. */
export const SOURCE_MAX = 100;

/** A host name as stored: lowercase letters, digits, dots and hyphens (an IDN as its xn-- form). */
const hostCharacters = /^[a-z0-9.-]+$/;
/** A partner's code: letters, digits, '-' and '_'. */
const codeCharacters = /^[\w-]+$/;

/**
 * A value as sent, made safe to keep: the characters no stored text may hold removed (rather than
 * refused, as a typed field does), trimmed, and cut to SOURCE_MAX characters (whole characters,
 * never half of a pair). Empty is none.
 */
export function sourceText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  // Cut the raw text first so a huge value costs little; four code units per character is ample.
  const cleaned = withoutControlCharacters(value.slice(0, SOURCE_MAX * 4)).trim();
  const text = Array.from(cleaned).slice(0, SOURCE_MAX).join("").trim();
  return text === "" ? null : text;
}

/** Each dot-separated label 1–63 characters, not starting or ending with '-', as DNS has them. */
function isHostName(host: string): boolean {
  if (host.length > 253 || !hostCharacters.test(host)) return false;
  return host.split(".").every((label) => label.length > 0 && label.length <= 63 && !label.startsWith("-") && !label.endsWith("-"));
}

/**
 * The referring site's host. The script sends the host alone; a whole address sent instead is read
 * by the URL parser (never a pattern of ours over an address), and only its host is kept.
 */
export function referrerHostOf(value: unknown): string | null {
  const text = sourceText(value);
  if (text === null) return null;
  let host = text.toLowerCase();
  if (host.includes("/") || host.includes(":")) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname;
  }
  // A trailing dot names the same host.
  if (host.endsWith(".")) host = host.slice(0, -1);
  return isHostName(host) ? host : null;
}

/** A referral partner's code, as `?ref=` gave it; anything but letters, digits, '-' and '_' is no code. */
export function refCodeOf(value: unknown): string | null {
  const text = sourceText(value);
  return text !== null && codeCharacters.test(text) ? text : null;
}

/** A schema that takes anything and never fails: `read` says what, if anything, is kept. */
const kept = (read: (value: unknown) => string | null) => z.unknown().optional().transform(read);

/**
 * The source fields' part of a form's schema: each optional, never an error, a bad value null.
 * A form spreads it into its one schema (lead-forms.ts, ../booking/booking-form.ts).
 */
export const sourceShape = {
  utmSource: kept(sourceText),
  utmMedium: kept(sourceText),
  utmCampaign: kept(sourceText),
  referrerHost: kept(referrerHostOf),
  refCode: kept(refCodeOf),
};

/**
 * The source as stored with a record: the values a form's schema read (none when the caller has
 * none), and the referring host left out when it is our own site (a visitor whose first page in
 * the tab came from another of ours is no referral).
 */
export function sourceRecord(values: Partial<LeadSource>, ownHost: string | null): LeadSource {
  const read = (name: SourceFieldName) => values[name] ?? null;
  const referrer = read("referrerHost");
  return {
    utmSource: read("utmSource"),
    utmMedium: read("utmMedium"),
    utmCampaign: read("utmCampaign"),
    referrerHost: referrer !== null && referrer === ownHost ? null : referrer,
    refCode: read("refCode"),
  };
}

/** The host of our own site, from BASE_URL, for sourceRecord. */
export function ownHostOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
}
