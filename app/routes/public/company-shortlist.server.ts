import { words } from "~/content/words";
import { type Locale, localeOfPath } from "~/domain/locale";
import { COMPANY_LINK_DAYS, shortlistPrefix } from "~/domain/shortlists";
import { COMPANY_REASON_MAX_LENGTH, companyShortlistForm } from "~/domain/forms/company-shortlist-form";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import type { FormPost } from "~/server/form-post.server";
import { countAttempt, limitCheck } from "~/server/limits/limits.server";
import {
  answerNoneFit,
  type CompanyShortlist,
  companyShortlistFor,
  pickFromShortlist,
} from "~/server/shortlists/shortlists.server";
import { type LinkProblemState, linkPage, linkServices } from "./link-page.server";

// The server half of a company's shortlist page (/shortlist/:token, /fr/selection/:token): it reads
// the signed link through the shortlists module, and answers with the page, a problem page or a
// redirect, as the CIO's opportunity page does, with what the two share (./link-page.server.ts). The
// route module (./company-shortlist.tsx) only hands its arguments over.

/** What the page shows: all the module gives but the shortlist's id, and the company's name, which the page has no use for. */
export type CompanyShortlistView = Omit<CompanyShortlist, "shortlistId" | "companyName">;

export type CompanyShortlistPageState =
  | LinkProblemState
  | {
      state: "open";
      shortlist: CompanyShortlistView;
      /** Just answered (the redirect after the post): the page says what happens next. */
      answered: boolean;
      /** Answered before (a second pick, a second tab): the page says so and shows the answer on record. */
      alreadyAnswered?: boolean;
      /** Which of the two forms the refused post came from, its errors by field, and what was typed. */
      intent?: "pick" | "none-fit";
      errors: Record<string, string>;
      raw: RawValues | null;
      /** Too many answers lately (the shared limiter): when to try again. */
      retryAfterSeconds?: number;
    };

const { page, notShown, answeredRedirect } = linkPage<CompanyShortlistPageState>(shortlistPrefix, COMPANY_LINK_DAYS);

function viewOf({ shortlistId: _id, companyName: _name, ...shortlist }: CompanyShortlist): CompanyShortlistView {
  return shortlist;
}

async function linkSettings() {
  const { db, config, settings } = await linkServices();
  // The team's addresses: a pick's introductions copy them and take the replies.
  return { db, settings: { ...settings, notifyEmails: config.notifyEmails } };
}

/** The form in the page's language: its words from the page's and the forms' dictionaries. */
function formIn(locale: Locale) {
  const { companyShortlist, forms } = words(locale);
  const copy = companyShortlist.companyShortlistPage;
  return companyShortlistForm({
    labels: { intent: copy.pick.heading, candidate: copy.pick.legend, reason: copy.noneFit.reasonLabel },
    intentMissing: copy.errors.intentMissing,
    pickMissing: copy.errors.pickMissing,
    pickNotKnown: copy.errors.pickNotKnown,
    tooLong: copy.errors.tooLong,
    controlCharacter: forms.fields.controlCharacter,
    notText: forms.fields.messages.notText,
    sentTwice: forms.fields.messages.sentTwice,
  });
}

/** GET: the shortlist (marked viewed by the module), a problem page, or the link's own language's path. */
export async function companyShortlistPage(request: Request, token: string) {
  const url = new URL(request.url);
  const { db, settings } = await linkSettings();
  const check = await companyShortlistFor(db, token, localeOfPath(url.pathname), settings, new Date());
  if (check.status !== "ok") return notShown(check, token, url.search);
  return page({ state: "open", shortlist: viewOf(check.value), answered: url.searchParams.get("answered") === "1", errors: {}, raw: null });
}

/** Which form a post came from, as far as it says: the error summary and kept text go there. */
const intentOf = (raw: RawValues): "pick" | "none-fit" => (raw.intent === "none-fit" ? "none-fit" : "pick");

/**
 * POST: the company's pick, or "none of these fit". A refused form shows the page again (400) with
 * the errors at their fields and the choices kept; a saved answer redirects to the page (303),
 * which then says what happens next; an answer after the first shows the page as it stands (409).
 */
export async function companyShortlistAction({ request, clientIp, readFields }: FormPost, token: string) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const parsed = parseForm(formIn(locale), await readFields());
  const { db, settings } = await linkSettings();
  const now = new Date();
  const current = await companyShortlistFor(db, token, locale, settings, now);
  // A link that shows nothing takes no answer either: its problem page, as a GET would get.
  if (current.status !== "ok") return notShown(current, token);
  const shortlist = viewOf(current.value);
  const intent = intentOf(parsed.raw);
  const pageWith = (status: number, errors: Record<string, string> = {}, raw: RawValues | null = null) =>
    page({ state: "open", shortlist, answered: false, intent, errors, raw }, status);
  const asItStands = async () => {
    const after = await companyShortlistFor(db, token, locale, settings, now);
    if (after.status !== "ok") return notShown(after, token);
    return page({ state: "open", shortlist: viewOf(after.value), answered: false, alreadyAnswered: true, errors: {}, raw: null }, 409);
  };
  if (!shortlist.canPick) return asItStands();
  if (!parsed.ok) return pageWith(400, parsed.errors, parsed.raw);

  // Picks are counted per link and per network (the shared limiter), as the CIO's answers are:
  // a script replaying the form cannot flood both records' histories.
  const verdict = await countAttempt(
    db,
    [limitCheck("shortlistPicksPerLink", current.value.shortlistId, {}), limitCheck("shortlistPicksPerNetwork", clientIp, {})],
    now,
  );
  if (!verdict.allowed) {
    const { retryAfterSeconds } = verdict;
    return page({ state: "open", shortlist, answered: false, intent, errors: {}, raw: parsed.raw, retryAfterSeconds }, 429, {
      "Retry-After": String(retryAfterSeconds),
    });
  }

  const copy = words(locale).companyShortlist.companyShortlistPage;
  const answer = parsed.values;
  const saved =
    answer.intent === "pick"
      ? await pickFromShortlist(db, { token, locale, candidateIds: answer.candidateIds }, settings, now)
      : await answerNoneFit(db, { token, locale, reason: answer.reason }, settings, now);
  switch (saved.status) {
    case "ok":
      return answeredRedirect(locale, token);
    case "no-candidate":
      return pageWith(400, { candidate: copy.errors.pickMissing }, parsed.raw);
    case "candidate-not-available":
      return pageWith(400, { candidate: copy.errors.pickNotAvailable }, parsed.raw);
    case "reason-not-valid": {
      // The form's schema refuses what the module does; kept in case the two ever part.
      const message =
        saved.problem === "too-long" ? copy.errors.tooLong(COMPANY_REASON_MAX_LENGTH) : words(locale).forms.fields.controlCharacter;
      return pageWith(400, { reason: message }, parsed.raw);
    }
    case "already-answered":
      // Two clicks, two tabs, or two people: the first answer stands, and the page shows it.
      return asItStands();
    default:
      return notShown(saved, token);
  }
}
