import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peopleAndProofProblems } from "~/domain/people-and-proof";
import * as frPeople from "./fr/people";
import * as people from "./people";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const english = { people: people.people, proof: people.proof };
const french = { people: frPeople.people, proof: frPeople.proof };

const ada = {
  name: "Ada Example",
  role: "Fractional CIO",
  photo: "/people/ada-example.webp",
  bio: "Twenty years of IT leadership.",
  linkedIn: "https://www.linkedin.com/in/ada-example",
};
const noProof = { clients: [], testimonials: [], caseStudies: [] };

describe("the people and proof content", () => {
  it("agrees between English and French, with every text filled in", () => {
    expect(peopleAndProofProblems(english, french)).toEqual([]);
  });

  it("names photos and logos that exist under public/", () => {
    const files = [...people.people.map((person) => person.photo), ...people.proof.clients.map((client) => client.logo)];
    expect(files.filter((file) => !existsSync(path.join(publicDir, file)))).toEqual([]);
  });

  it("says what is wrong when the two languages or an entry do not fit", () => {
    const problems = peopleAndProofProblems(
      { people: [ada, { ...ada, name: "Bo", photo: "people/Bo.JPG", linkedIn: "linkedin.com/in/bo" }], proof: noProof },
      {
        people: [{ ...ada, name: "Ada Exemple", bio: " " }],
        proof: { ...noProof, testimonials: [{ quote: "Bien.\u0000", name: "C", role: "PDG", company: "X" }] },
      },
    );
    expect(problems).toEqual([
      "English person 2 (Bo): photo must be /people/<name>.webp, .jpg or .png, not people/Bo.JPG",
      "English person 2 (Bo): linkedIn must read https://www.linkedin.com/in/<name>",
      "French person 1 (Ada Exemple): bio is empty",
      "French testimonial 1: quote holds a control character",
      "people: 2 in English, 1 in French",
      "person 1 (Ada Example): name differs between English and French",
      "testimonials: 0 in English, 1 in French",
    ]);
  });
});
