/** Why a CIO and a company fit, as the admin's suggestions say it (app/domain/matching.ts gives the labels). */
export const matchReasons = {
  covers: (covered: number, required: number, areas: string) => `Covers ${covered} of ${required} required areas: ${areas}`,
  industries: (count: number, industries: string) => `Knows ${count === 1 ? "the industry" : "the industries"}: ${industries}`,
  sameCity: (city: string, province: string) => `Same city: ${city}, ${province}`,
  sameProvince: (province: string) => `Same province: ${province}`,
  sameWorkModel: (workModel: string) => `Same work model: ${workModel}`,
  compatibleWorkModel: (company: string, cio: string) => `Compatible work model: company ${company}, CIO ${cio}`,
  availableSoonEnough: (cio: string, company: string) => `Available soon enough: ${cio} (company: ${company})`,
} as const;
