import type { Locale } from "~/domain/locale";

// Consent to news e-mails (CASL): an optional, unticked box on each lead form. Replies to an
// inquiry or an application need no consent; anything else the site might send (news about the
// network, new opportunities) goes only to people who ticked it. What they agreed to is kept as
// evidence: ticked or not, which wording they saw, when, and on which form (decision 0020).

/** A wording of the box: its version (a date, with the language after it but for English), language and words. */
export type ConsentWording = { version: string; locale: Locale; text: string };

/**
 * Every wording the forms have shown, oldest first; the last one of each language is shown now. A
 * published wording is never edited: a change is a new entry with a new version, so that each
 * stored answer still points at the exact words, and the language, the person saw. The sender is
 * named as the site names itself. The French one is its own wording, not a translation to keep in
 * step: it gets a new version whenever it changes.
 */
export const consentWordings = [
  {
    version: "2026-11-21",
    locale: "en",
    text: "Yes, Fractional CIO Canada may e-mail me news about its network of fractional CIOs and new opportunities. I can withdraw this consent at any time.",
  },
  {
    version: "2026-11-25-fr",
    locale: "fr",
    text: "Oui, Fractional CIO Canada peut m'envoyer par courriel des nouvelles de son réseau de DPI à temps partagé et des occasions qui s'y présentent. Je peux retirer ce consentement en tout temps.",
  },
] as const satisfies readonly ConsentWording[];

/** The wording the forms in `locale` show today. */
export function currentConsentIn(locale: Locale): ConsentWording {
  return consentWordings.findLast((wording) => wording.locale === locale)!;
}

/** The wording the English forms show today. */
export const currentConsent: ConsentWording = currentConsentIn("en");

/** The wording a stored version stands for; undefined for a version the site never showed. */
export function consentWording(version: string | null | undefined): ConsentWording | undefined {
  return consentWordings.find((wording) => wording.version === version);
}

/** The forms a consent answer can come from, as stored. */
export const consentForms = ["contact", "cio", "company", "booking"] as const;

export type ConsentForm = (typeof consentForms)[number];

/** How an admin reads the evidence (app/content/forms.ts's consentEvidence): the answer, and each form by name. */
export type ConsentEvidenceWords = {
  answers: { given: string; notGiven: string; none: string };
  formNames: Record<ConsentForm, string>;
};

/** What a form posts: the box (ticked or not) and the version of the wording it showed. */
export type ConsentAnswer = { newsConsent: boolean; consentVersion: string | null };

/** The evidence stored with a submission; every part null on rows stored before consent was recorded. */
export type ConsentRecord = {
  newsConsent: boolean | null;
  consentVersion: string | null;
  consentAt: Date | null;
  consentForm: string | null;
};

/** The evidence of one answer, for the submission's row. */
export function consentRecord(answer: ConsentAnswer, form: ConsentForm, at: Date): ConsentRecord {
  return { newsConsent: answer.newsConsent, consentVersion: answer.consentVersion, consentAt: at, consentForm: form };
}

/** A form may be sent back only with a wording we can name; a ticked box needs one. */
export function isRecordableAnswer(answer: ConsentAnswer): boolean {
  if (answer.consentVersion === null) return !answer.newsConsent;
  return consentWording(answer.consentVersion) !== undefined;
}

/** The evidence as an admin reads it, on the application page, the inquiries page and in the CSV. */
export function describeConsent(
  record: ConsentRecord,
  { answers, formNames }: ConsentEvidenceWords,
): {
  answer: string;
  version: string | null;
  wording: string | null;
  /** The language of the wording the person saw. */
  language: Locale | null;
  at: Date | null;
  form: string | null;
} {
  if (record.newsConsent === null) {
    return { answer: answers.none, version: null, wording: null, language: null, at: null, form: null };
  }
  const form = record.consentForm ?? null;
  const wording = consentWording(record.consentVersion);
  return {
    answer: record.newsConsent ? answers.given : answers.notGiven,
    version: record.consentVersion,
    wording: wording?.text ?? null,
    language: wording?.locale ?? null,
    at: record.consentAt,
    form: form && Object.hasOwn(formNames, form) ? formNames[form as ConsentForm] : form,
  };
}
