import { data, redirect } from "react-router";
import { words } from "~/content/words";
import { type Locale, localeOfPath } from "~/domain/locale";
import { CIO_LINK_DAYS, opportunityPrefix } from "~/domain/shortlists";
import { OPPORTUNITY_REASON_MAX_LENGTH, opportunityForm } from "~/domain/forms/opportunity-form";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import type { FormPost } from "~/server/form-post.server";
import { countAttempt, limitCheck } from "~/server/limits/limits.server";
import { services } from "~/server/services.server";
import { answerOpportunity, type LinkCheck, type Opportunity, opportunityFor } from "~/server/shortlists/shortlists.server";

// The server half of a shortlisted CIO's opportunity page (/opportunity/:token, /fr/occasion/:token):
// it reads the signed link through the shortlists module, and answers with the page, a problem page
// or a redirect. The route module (./opportunity.tsx) only hands its arguments over.

/**
 * Every answer of these paths, the page, a problem page, a refusal or a redirect: kept out of
 * search engines and caches (the page is one person's, reached by a credential). The server adds
 * the referrer policy of every token path before the page is made (security-headers.server.ts),
 * so a link followed from the page never tells another site its address.
 */
export const privatePageHeaders = { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } as const;

export type LinkProblem = "invalid" | "expired" | "revoked" | "closed";

/**
 * 404 for a link that names nothing (tampered, cut, or not ours): there is no page here. 410 for a
 * genuine link that no longer works (expired, revoked, or its request closed): the page was here
 * and is gone for good, which also tells a crawler that found it to drop it.
 */
const statusOf: Record<LinkProblem, 404 | 410> = { invalid: 404, expired: 410, revoked: 410, closed: 410 };

/** What the page shows of an opportunity: all of it but the candidate's id, which the page has no use for. */
export type OpportunityView = Omit<Opportunity, "candidateId">;

export type OpportunityPageState =
  | { state: "problem"; problem: LinkProblem; linkDays: number }
  | {
      state: "open";
      opportunity: OpportunityView;
      /** Just answered (the redirect after the post): the page says what happens next. */
      answered: boolean;
      /** The refused post's errors by field, and what the visitor typed, to show again. */
      errors: Record<string, string>;
      raw: RawValues | null;
      /** Too many answers lately (the shared limiter): when to try again. */
      retryAfterSeconds?: number;
    };

const selfPath = (locale: Locale, token: string) => `${opportunityPrefix[locale]}${encodeURIComponent(token)}`;

const page = (state: OpportunityPageState, status = 200) =>
  data(state, { status: state.state === "problem" ? statusOf[state.problem] : status, headers: privatePageHeaders });

const problemPage = (problem: LinkProblem) => page({ state: "problem", problem, linkDays: CIO_LINK_DAYS });

/** The link's own language's path, for a valid link opened on the other's: the same token, and the same query. */
const otherLanguage = (locale: Locale, token: string, search = "") =>
  redirect(`${selfPath(locale, token)}${search}`, { status: 303, headers: privatePageHeaders });

function viewOf({ candidateId: _id, ...opportunity }: Opportunity): OpportunityView {
  return opportunity;
}

async function linkSettings() {
  const { database, config, secret } = await services();
  return { db: database.db, settings: { baseUrl: config.baseUrl, secret } };
}

/** The form in the page's language: its words from the page's and the forms' dictionaries. */
function formIn(locale: Locale) {
  const { opportunity, forms } = words(locale);
  const copy = opportunity.opportunityPage;
  return opportunityForm({
    labels: { answer: copy.form.legend, reason: copy.form.reasonLabel },
    answerMissing: copy.errors.answerMissing,
    tooLong: copy.errors.tooLong,
    controlCharacter: forms.fields.controlCharacter,
    notText: forms.fields.messages.notText,
    sentTwice: forms.fields.messages.sentTwice,
  });
}

/** What a check of the link shows when it found no opportunity to show. */
function notShown(check: Exclude<LinkCheck<unknown>, { status: "ok" }>, token: string, search?: string) {
  return check.status === "other-language" ? otherLanguage(check.locale, token, search) : problemPage(check.status);
}

/** GET: the opportunity (marked viewed the first time), a problem page, or the link's own language's path. */
export async function opportunityPage(request: Request, token: string) {
  const url = new URL(request.url);
  const { db, settings } = await linkSettings();
  const check = await opportunityFor(db, token, localeOfPath(url.pathname), settings, new Date());
  if (check.status !== "ok") return notShown(check, token, url.search);
  return page({ state: "open", opportunity: viewOf(check.value), answered: url.searchParams.get("answered") === "1", errors: {}, raw: null });
}

/**
 * POST: the CIO's answer. A refused form shows the page again (400) with the errors at their fields
 * and the text kept; a saved answer redirects to the page (303), which then says what happens next.
 * A link that stopped working meanwhile gets its problem page, as a GET would.
 */
export async function opportunityAction({ request, clientIp, readFields }: FormPost, token: string) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const parsed = parseForm(formIn(locale), await readFields());
  const { db, settings } = await linkSettings();
  const now = new Date();
  const current = await opportunityFor(db, token, locale, settings, now);
  // A link that shows nothing takes no answer either: its problem page, as a GET would get.
  if (current.status !== "ok") return notShown(current, token);
  const opportunity = viewOf(current.value);
  const pageWith = (status: number, errors: Record<string, string> = {}, raw: RawValues | null = null) =>
    page({ state: "open", opportunity, answered: false, errors, raw }, status);
  if (!parsed.ok) return pageWith(400, parsed.errors, parsed.raw);

  // Answers are counted per link and per network (the shared limiter): a script replaying the form
  // cannot flood both records' histories.
  const verdict = await countAttempt(
    db,
    [limitCheck("shortlistAnswersPerLink", current.value.candidateId, {}), limitCheck("shortlistAnswersPerNetwork", clientIp, {})],
    now,
  );
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return data({ state: "open", opportunity, answered: false, errors: {}, raw: parsed.raw, retryAfterSeconds } satisfies OpportunityPageState, {
      status: 429,
      headers: { ...privatePageHeaders, "Retry-After": String(retryAfterSeconds) },
    });
  }

  const { answer, reason } = parsed.values;
  const saved = await answerOpportunity(db, { token, locale, answer, reason }, settings, now);
  switch (saved.status) {
    case "ok":
      return redirect(`${selfPath(locale, token)}?answered=1`, { status: 303, headers: privatePageHeaders });
    case "reason-not-valid": {
      // The form's schema refuses what the module does; kept in case the two ever part.
      const copy = words(locale);
      const message =
        saved.problem === "too-long"
          ? copy.opportunity.opportunityPage.errors.tooLong(OPPORTUNITY_REASON_MAX_LENGTH)
          : copy.forms.fields.controlCharacter;
      return pageWith(400, { reason: message }, parsed.raw);
    }
    case "closed": {
      // A form left open while the company picked shows the page as it now stands (answer kept,
      // no form); a shortlist closed otherwise, its problem page.
      const after = await opportunityFor(db, token, locale, settings, now);
      if (after.status !== "ok") return notShown(after, token);
      return page({ state: "open", opportunity: viewOf(after.value), answered: false, errors: {}, raw: null }, 409);
    }
    default:
      return notShown(saved, token);
  }
}
