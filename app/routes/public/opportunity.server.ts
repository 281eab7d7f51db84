import { words } from "~/content/words";
import { type Locale, localeOfPath } from "~/domain/locale";
import { CIO_LINK_DAYS, opportunityPrefix } from "~/domain/shortlists";
import { OPPORTUNITY_REASON_MAX_LENGTH, opportunityForm } from "~/domain/forms/opportunity-form";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import type { FormPost } from "~/server/form-post.server";
import { countAttempt, limitCheck } from "~/server/limits/limits.server";
import { answerOpportunity, type Opportunity, opportunityFor } from "~/server/shortlists/shortlists.server";
import { type LinkProblemState, linkPage, linkServices } from "./link-page.server";

// The server half of a shortlisted CIO's opportunity page (/opportunity/:token, /fr/occasion/:token):
// it reads the signed link through the shortlists module, and answers with the page, a problem page
// or a redirect, with what it shares with the company's shortlist page (./link-page.server.ts). The
// route module (./opportunity.tsx) only hands its arguments over.

/** What the page shows of an opportunity: all of it but the candidate's id, which the page has no use for. */
export type OpportunityView = Omit<Opportunity, "candidateId">;

export type OpportunityPageState =
  | LinkProblemState
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

const { page, notShown, answeredRedirect } = linkPage<OpportunityPageState>(opportunityPrefix, CIO_LINK_DAYS);

function viewOf({ candidateId: _id, ...opportunity }: Opportunity): OpportunityView {
  return opportunity;
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

/** GET: the opportunity (marked viewed the first time), a problem page, or the link's own language's path. */
export async function opportunityPage(request: Request, token: string) {
  const url = new URL(request.url);
  const { db, settings } = await linkServices();
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
  const { db, settings } = await linkServices();
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
    return page({ state: "open", opportunity, answered: false, errors: {}, raw: parsed.raw, retryAfterSeconds }, 429, {
      "Retry-After": String(retryAfterSeconds),
    });
  }

  const { answer, reason } = parsed.values;
  const saved = await answerOpportunity(db, { token, locale, answer, reason }, settings, now);
  switch (saved.status) {
    case "ok":
      return answeredRedirect(locale, token);
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
