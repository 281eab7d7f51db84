import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peopleAndProofProblems } from "~/domain/people-and-proof";
import * as frPeople from "./fr/people";
import * as people from "./people";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const guide = readFileSync(path.resolve(import.meta.dirname, "../../docs/people-and-proof.md"), "utf8");

/** The people and proof of one of the guide's example files: its two lists, read as the plain literals they are. */
function guideExample(file: string) {
  const block = guide.split(`\`${file}\`:\n\n\`\`\`ts\n`)[1]?.split("```")[0] ?? "";
  const literal = (name: string) => {
    const text = block.split(`export const ${name}: `)[1]?.split(" = ")[1]?.split(";\n")[0];
    if (!text) throw new Error(`docs/people-and-proof.md has no ${name} in its ${file} example`);
    return new Function(`return (${text});`)() as never;
  };
  return { people: literal("people"), proof: literal("proof") };
}
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

  it("has a guide whose example entries pass the same check, and none of them ships", () => {
    const example = { en: guideExample("app/content/people.ts"), fr: guideExample("app/content/fr/people.ts") };
    expect(peopleAndProofProblems(example.en, example.fr)).toEqual([]);
    const { people: examplePeople, proof: exampleProof } = example.en as typeof english;
    expect([examplePeople.length, exampleProof.clients.length, exampleProof.testimonials.length, exampleProof.caseStudies.length]).toEqual([
      1, 1, 1, 1,
    ]);
    const shipped = JSON.stringify([english, french]);
    for (const name of [...examplePeople.map((person) => person.name), ...exampleProof.clients.map((client) => client.name)]) {
      expect(shipped).not.toContain(name);
    }
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
