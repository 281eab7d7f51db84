import { hasControlCharacters } from "./forms/control-characters";
import { linkedinProfileToStore } from "./web-addresses";

type Text = Record<string, unknown>;

/** The people and proof of one language, in the shape app/content/people.ts gives them. */
type Content = {
  people: readonly (Text & { name: string; photo: string; linkedIn?: string })[];
  proof: {
    clients: readonly (Text & { name: string; logo: string })[];
    testimonials: readonly (Text & { name: string })[];
    caseStudies: readonly Text[];
  };
};

const PHOTO = /^\/people\/[a-z0-9][a-z0-9-]*\.(webp|jpe?g|png)$/;
const LOGO = /^\/proof\/[a-z0-9][a-z0-9-]*\.(svg|webp|png)$/;

/**
 * What is wrong with the people and proof of app/content/people.ts and its French twin, in words
 * the owner can act on; empty when nothing is. The two languages must list the same entries in the
 * same order (same names, photos, logos, LinkedIn addresses), every text must be filled in, photos
 * and logos must be files under /people/ and /proof/ with a lower-case name.
 */
export function peopleAndProofProblems(en: Content, fr: Content): string[] {
  const problems: string[] = [];
  const check = (where: string, ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };
  const filled = (where: string, record: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(record)) {
      if (typeof value !== "string") continue;
      check(where, value.trim() !== "", `${key} is empty`);
      check(where, !hasControlCharacters(value), `${key} holds a control character`);
    }
  };
  const sameLength = (what: string, english: readonly unknown[], french: readonly unknown[]) =>
    check(what, english.length === french.length, `${english.length} in English, ${french.length} in French`);

  for (const [language, content] of [
    ["English", en],
    ["French", fr],
  ] as const) {
    content.people.forEach((person, index) => {
      const where = `${language} person ${index + 1} (${person.name})`;
      filled(where, person);
      check(where, PHOTO.test(person.photo), `photo must be /people/<name>.webp, .jpg or .png, not ${person.photo}`);
      if (person.linkedIn !== undefined) {
        check(where, linkedinProfileToStore(person.linkedIn) === person.linkedIn, `linkedIn must read https://www.linkedin.com/in/<name>`);
      }
    });
    content.proof.clients.forEach((client, index) => {
      const where = `${language} client ${index + 1} (${client.name})`;
      filled(where, client);
      check(where, LOGO.test(client.logo), `logo must be /proof/<name>.svg, .webp or .png, not ${client.logo}`);
    });
    content.proof.testimonials.forEach((testimonial, index) => filled(`${language} testimonial ${index + 1}`, testimonial));
    content.proof.caseStudies.forEach((study, index) => filled(`${language} case study ${index + 1}`, study));
  }

  sameLength("people", en.people, fr.people);
  en.people.forEach((person, index) => {
    const french = fr.people[index];
    if (!french) return;
    for (const key of ["name", "photo", "linkedIn"] as const) {
      check(`person ${index + 1} (${person.name})`, person[key] === french[key], `${key} differs between English and French`);
    }
  });
  sameLength("clients", en.proof.clients, fr.proof.clients);
  en.proof.clients.forEach((client, index) => {
    const french = fr.proof.clients[index];
    if (french)
      check(
        `client ${index + 1}`,
        client.name === french.name && client.logo === french.logo,
        "name or logo differs between English and French",
      );
  });
  sameLength("testimonials", en.proof.testimonials, fr.proof.testimonials);
  en.proof.testimonials.forEach((testimonial, index) => {
    const french = fr.proof.testimonials[index];
    if (french) check(`testimonial ${index + 1}`, testimonial.name === french.name, "name differs between English and French");
  });
  sameLength("case studies", en.proof.caseStudies, fr.proof.caseStudies);
  return problems;
}
