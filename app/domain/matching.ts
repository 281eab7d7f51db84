import { optionCodes, type OptionWords } from "./forms/lead-forms";
import { optionLabel } from "./options";

const { availabilities } = optionCodes;

/**
 * How well an accepted CIO fits a company's request. Pure, so it is tested on hand-made cases.
 *
 * Ranking, best first:
 *  1. the share of the company's required expertise the CIO covers (a CIO covering some always
 *     ranks above one covering none; a company that asks for none makes this equal for all);
 *  2. then the score, out of 100:
 *     - expertise: 50 × the share covered (50 when nothing is required),
 *     - industries: 20 × the share of the company's industries the CIO knows (10 when it names none),
 *     - place: 15 for the same city in the same province, 10 for the same province,
 *     - work model: 10 when equal, 5 when one side is hybrid or did not say, 0 for remote vs on-site,
 *     - availability: 5 when the CIO can start no later than the company needs (or either did not say);
 *  3. then the earlier application, then the id, so equal fits always come out in the same order.
 *
 * The two shares are added as one fraction (one division of whole numbers), so the score rounds the
 * same way wherever it is computed: app/server/admin/matching.server.ts ranks in SQL by this same measure,
 * and a test holds the two to the same order.
 */

export type CioProfile = {
  id: string;
  createdAt: Date;
  areasOfExpertise: readonly string[] | null;
  industries: readonly string[] | null;
  city: string;
  province: string;
  workModel: string | null;
  availability: string | null;
};

export type CompanyRequest = {
  id: string;
  createdAt: Date;
  requiredExpertise: readonly string[] | null;
  industries: readonly string[] | null;
  city: string;
  province: string;
  workModel: string | null;
  availability: string | null;
};

/** How the reasons are said (app/content/matching.ts's matchReasons, and the English option labels). */
export type MatchWords = {
  reasons: {
    covers: (covered: number, required: number, areas: string) => string;
    industries: (count: number, industries: string) => string;
    sameCity: (city: string, province: string) => string;
    sameProvince: (province: string) => string;
    sameWorkModel: (workModel: string) => string;
    compatibleWorkModel: (company: string, cio: string) => string;
    availableSoonEnough: (cio: string, company: string) => string;
  };
  options: OptionWords;
};

export type Fit = {
  score: number;
  /** Share of the required expertise covered, 0 to 1 (1 when nothing is required). */
  coverage: number;
  /** Why they fit, in words an admin reads. */
  reasons: string[];
};

/** The same text whatever its case, as Canadian English folds it. */
const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase("en-CA") === b.trim().toLocaleLowerCase("en-CA");
export function fitOf(company: CompanyRequest, cio: CioProfile, { reasons: matchReasons, options }: MatchWords): Fit {
  // Values are option codes (app/domain/forms/lead-forms.ts); the reasons name them by their labels.
  const label = (code: string) => optionLabel(options, code);
  const provinceName = label;
  const listed = (items: readonly string[]) => items.map(label).join(", ");
  const reasons: string[] = [];
  let score = 0;

  const required = company.requiredExpertise ?? [];
  const covered = required.filter((item) => cio.areasOfExpertise?.includes(item));
  const coverage = required.length === 0 ? 1 : covered.length / required.length;
  if (covered.length > 0) reasons.push(matchReasons.covers(covered.length, required.length, listed(covered)));

  const wanted = company.industries ?? [];
  const shared = wanted.filter((item) => cio.industries?.includes(item));
  if (shared.length > 0) reasons.push(matchReasons.industries(shared.length, listed(shared)));

  // 50 × the expertise share (50 when none is required) + 20 × the industry share (10 when none is named).
  const requiredCount = Math.max(required.length, 1);
  const wantedCount = Math.max(wanted.length, 1);
  const expertisePoints = required.length === 0 ? 50 : 50 * covered.length;
  const industryPoints = wanted.length === 0 ? 10 : 20 * shared.length;
  score += (expertisePoints * wantedCount + industryPoints * requiredCount) / (requiredCount * wantedCount);

  if (company.province === cio.province) {
    const sameCity = sameText(company.city, cio.city);
    score += sameCity ? 15 : 10;
    reasons.push(
      sameCity ? matchReasons.sameCity(cio.city, provinceName(cio.province)) : matchReasons.sameProvince(provinceName(cio.province)),
    );
  }

  if (company.workModel && cio.workModel) {
    if (company.workModel === cio.workModel) {
      score += 10;
      reasons.push(matchReasons.sameWorkModel(label(cio.workModel)));
    } else if (company.workModel === "hybrid" || cio.workModel === "hybrid") {
      score += 5;
      reasons.push(matchReasons.compatibleWorkModel(label(company.workModel), label(cio.workModel)));
    }
  } else {
    score += 5;
  }

  const needed = company.availability ? availabilities.indexOf(company.availability as never) : -1;
  const offered = cio.availability ? availabilities.indexOf(cio.availability as never) : -1;
  if (needed < 0 || offered < 0) {
    score += 5;
  } else if (offered <= needed) {
    score += 5;
    reasons.push(matchReasons.availableSoonEnough(label(cio.availability!), label(company.availability!)));
  }

  return { score: Math.round(score), coverage, reasons };
}

/**
 * Whether the two have common ground an admin would introduce them on: some of the required expertise,
 * an industry, the province, or the same work model. Being available in time, or a work model that is
 * merely compatible, is not enough: such a fit is not suggested at all.
 */
export function haveSomethingInCommon(company: CompanyRequest, cio: CioProfile): boolean {
  const shares = (wanted: readonly string[] | null, offered: readonly string[] | null) =>
    (wanted ?? []).some((item) => offered?.includes(item));
  return (
    shares(company.requiredExpertise, cio.areasOfExpertise) ||
    shares(company.industries, cio.industries) ||
    company.province === cio.province ||
    (company.workModel !== null && company.workModel === cio.workModel)
  );
}

/**
 * The history's `reason` of an introduction made straight from the matches, without asking the CIO
 * first on a shortlist (decision 0075): it tells such an introduction apart from one after a pick.
 */
export const DIRECT_INTRODUCTION = "direct";

/**
 * Whether an application can be introduced: a company request that is open or accepted, a CIO who is
 * accepted; never spam, a denied or a withdrawn one.
 */
export function canBeIntroduced(application: { type: "CIO" | "Company"; status: string | null; spamReason: string | null }): boolean {
  if (application.spamReason) return false;
  return application.type === "Company"
    ? application.status === null || application.status === "Accepted"
    : application.status === "Accepted";
}

/** How many fits the application page lists before 'show more'. */
export const FITS_SHOWN_FIRST = 5;

function compareFits<T extends { id: string; createdAt: Date }>(a: { item: T; fit: Fit }, b: { item: T; fit: Fit }): number {
  return (
    b.fit.coverage - a.fit.coverage ||
    b.fit.score - a.fit.score ||
    a.item.createdAt.getTime() - b.item.createdAt.getTime() ||
    (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0)
  );
}

/** The accepted CIOs for a company, best fit first. */
export function rankCios<C extends CioProfile>(company: CompanyRequest, cios: readonly C[], words: MatchWords): { item: C; fit: Fit }[] {
  return cios.map((cio) => ({ item: cio, fit: fitOf(company, cio, words) })).sort(compareFits);
}

/** The open company requests for a CIO, best fit first, by the same measure. */
export function rankCompanies<R extends CompanyRequest>(
  cio: CioProfile,
  companies: readonly R[],
  words: MatchWords,
): { item: R; fit: Fit }[] {
  return companies.map((company) => ({ item: company, fit: fitOf(company, cio, words) })).sort(compareFits);
}
