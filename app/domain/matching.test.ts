import { describe, expect, it } from "vitest";
import { canBeIntroduced, type CioProfile, type CompanyRequest, fitOf, haveSomethingInCommon, rankCios, rankCompanies } from "./matching";
import { matchReasons } from "~/content/matching";
import { words } from "~/content/words";

/** The reasons as the admin reads them. */
const say = { reasons: matchReasons, options: words("en").options };

const company: CompanyRequest = {
  id: "company-1",
  createdAt: new Date("2026-11-01T10:00:00Z"),
  requiredExpertise: ["cybersecurity", "erp-crm-deployments"],
  industries: ["healthcare"],
  city: "Halifax",
  province: "NS",
  workModel: "hybrid",
  availability: "within-30-days",
};

let sequence = 0;
function cio(patch: Partial<CioProfile>): CioProfile {
  sequence += 1;
  return {
    id: `cio-${String(sequence).padStart(3, "0")}`,
    createdAt: new Date("2026-10-01T10:00:00Z"),
    areasOfExpertise: [],
    industries: [],
    city: "Winnipeg",
    province: "MB",
    workModel: "on-site",
    availability: "1-3-months",
    ...patch,
  };
}

const perfect = cio({
  areasOfExpertise: ["cybersecurity", "erp-crm-deployments", "team-development"],
  industries: ["healthcare", "finance"],
  city: "halifax",
  province: "NS",
  workModel: "hybrid",
  availability: "immediate",
});

describe("fitOf", () => {
  it("gives a perfect fit 100 and says why", () => {
    const fit = fitOf(company, perfect, say);
    expect(fit.score).toBe(100);
    expect(fit.coverage).toBe(1);
    expect(fit.reasons).toEqual([
      "Covers 2 of 2 required areas: Cybersecurity, ERP / CRM Deployments",
      "Knows the industry: Healthcare",
      "Same city: halifax, Nova Scotia",
      "Same work model: Hybrid",
      "Available soon enough: Immediate (company: Within 30 days)",
    ]);
  });

  it("gives nothing for no expertise, no industry, another province, Remote vs On-site, too late", () => {
    const remoteCompany = { ...company, workModel: "remote" };
    const fit = fitOf(remoteCompany, cio({}), say);
    expect(fit).toEqual({ score: 0, coverage: 0, reasons: [] });
  });

  it("counts partial expertise and the same province", () => {
    const fit = fitOf(company, cio({ areasOfExpertise: ["cybersecurity"], province: "NS", city: "Sydney" }), say);
    expect(fit.coverage).toBe(0.5);
    expect(fit.score).toBe(25 + 10 + 5);
    expect(fit.reasons).toContain("Same province: Nova Scotia");
    expect(fit.reasons).toContain("Compatible work model: company Hybrid, CIO On-site");
  });

  it("treats what a side did not say as neither a match nor a mismatch", () => {
    const open: CompanyRequest = { ...company, requiredExpertise: null, industries: null, workModel: null, availability: null };
    const fit = fitOf(open, cio({}), say);
    expect(fit).toMatchObject({ coverage: 1, score: 50 + 10 + 5 + 5 });
  });
});

describe("rankCios", () => {
  it("puts the perfect fit first", () => {
    const ranked = rankCios(company, [cio({ industries: ["healthcare"] }), perfect, cio({ areasOfExpertise: ["cybersecurity"] })], say);
    expect(ranked[0]?.item).toBe(perfect);
  });

  it("ranks a CIO with some required expertise above one with none, whatever else the latter has", () => {
    const some = cio({ areasOfExpertise: ["erp-crm-deployments"] });
    const noneButEverythingElse = cio({
      industries: ["healthcare"],
      city: "Halifax",
      province: "NS",
      workModel: "hybrid",
      availability: "immediate",
    });
    expect(fitOf(company, noneButEverythingElse, say).score).toBeGreaterThan(fitOf(company, some, say).score);
    expect(rankCios(company, [noneButEverythingElse, some], say).map((entry) => entry.item)).toEqual([some, noneButEverythingElse]);
  });

  it("breaks ties by the earlier application, then by id, whatever the input order", () => {
    const early = cio({ createdAt: new Date("2026-01-01T00:00:00Z") });
    const lateA = cio({ id: "cio-a", createdAt: new Date("2026-06-01T00:00:00Z") });
    const lateB = cio({ id: "cio-b", createdAt: new Date("2026-06-01T00:00:00Z") });
    const expected = [early, lateA, lateB];
    expect(rankCios(company, [lateB, early, lateA], say).map((entry) => entry.item)).toEqual(expected);
    expect(rankCios(company, [lateA, lateB, early], say).map((entry) => entry.item)).toEqual(expected);
  });
});

describe("rankCompanies", () => {
  it("ranks company requests for a CIO by the same measure", () => {
    const fitting = { ...company, id: "company-fit" };
    const unrelated: CompanyRequest = { ...company, id: "company-other", requiredExpertise: ["m-and-a-integration"], province: "BC" };
    expect(rankCompanies(perfect, [unrelated, fitting], say).map((entry) => entry.item.id)).toEqual(["company-fit", "company-other"]);
  });
});

describe("haveSomethingInCommon", () => {
  it("needs shared expertise, an industry, the province or the same work model", () => {
    const nothing = cio({ province: "MB", workModel: "on-site" });
    expect(haveSomethingInCommon(company, nothing)).toBe(false);
    expect(haveSomethingInCommon(company, cio({ areasOfExpertise: ["cybersecurity"] }))).toBe(true);
    expect(haveSomethingInCommon(company, cio({ industries: ["healthcare"] }))).toBe(true);
    expect(haveSomethingInCommon(company, cio({ province: "NS", city: "Sydney" }))).toBe(true);
    expect(haveSomethingInCommon(company, cio({ workModel: "hybrid" }))).toBe(true);
  });

  it("does not count being available in time, a merely compatible work model, or what neither side said", () => {
    const remote = { ...company, workModel: "remote", availability: "1-3-months" };
    expect(haveSomethingInCommon(remote, cio({ workModel: "hybrid", availability: "immediate" }))).toBe(false);
    const silent: CompanyRequest = { ...company, requiredExpertise: null, industries: null, workModel: null };
    expect(haveSomethingInCommon(silent, cio({ areasOfExpertise: null, industries: null, workModel: null }))).toBe(false);
  });
});

describe("canBeIntroduced", () => {
  it("takes an open or accepted company request and an accepted CIO, never spam, denied or withdrawn", () => {
    const of = (type: "CIO" | "Company", status: string | null, spamReason: string | null = null) =>
      canBeIntroduced({ type, status, spamReason });
    expect([of("Company", null), of("Company", "Accepted"), of("CIO", "Accepted")]).toEqual([true, true, true]);
    expect([of("CIO", null), of("Company", "Denied"), of("CIO", "Denied"), of("Company", "Withdrawn"), of("CIO", "Withdrawn")]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(of("Company", null, "hidden field filled in")).toBe(false);
  });
});
