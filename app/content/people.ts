// The Team page's people, and the proof shown beside them: client logos, testimonials and short
// case studies. Every list ships empty: the page then shows its general text only, and each
// section below appears once its list has an entry. Add real people and real proof only, with
// their consent; never a made-up name, quote or figure. docs/content.md, "People and proof", says how.
// The French file (fr/people.ts) holds the same entries in the same order, with the words
// translated; app/content/people.test.ts checks that the two agree.

/** Someone of the team or the network. */
export type Person = {
  name: string;
  role: string;
  /** Under public/people/: a square photo, 400 × 400 px, WebP or JPEG, under 40 KB. */
  photo: string;
  /** Two or three sentences. */
  bio: string;
  /** https://www.linkedin.com/in/… (optional). */
  linkedIn?: string;
};

/** A client who agreed to be named: its logo under public/proof/ (SVG, or a PNG 2× its shown size). */
export type ClientLogo = { name: string; logo: string };

/** A client's words, quoted as approved, with the person's name and role. */
export type Testimonial = { quote: string; name: string; role: string; company: string };

/** A short case study: the client (or "A Quebec manufacturer" when it may not be named), what was asked, what came of it. */
export type CaseStudy = { title: string; client: string; challenge: string; outcome: string };

export const people: Person[] = [];

export const proof: { clients: ClientLogo[]; testimonials: Testimonial[]; caseStudies: CaseStudy[] } = {
  clients: [],
  testimonials: [],
  caseStudies: [],
};
