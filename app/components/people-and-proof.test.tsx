import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { PeopleAndProof, proofSectionCount } from "./people-and-proof";

const labels = words("en").team.teamProof;
const none = { people: [], proof: { clients: [], testimonials: [], caseStudies: [] } };
const ada = {
  name: "Ada Example",
  role: "Fractional CIO",
  photo: "/people/ada-example.webp",
  bio: "Twenty years of IT leadership.",
  linkedIn: "https://www.linkedin.com/in/ada-example",
};

const render = (content: Parameters<typeof PeopleAndProof>[0]["content"], words = labels) =>
  renderToStaticMarkup(<PeopleAndProof content={content} labels={words} />);

describe("the Team page's people and proof", () => {
  it("shows nothing, not even a heading, when the content has no entries", () => {
    expect(render(none)).toBe("");
    expect(proofSectionCount(none)).toBe(0);
  });

  it("shows each person with their photo, role, bio and LinkedIn", () => {
    const html = render({ ...none, people: [ada, { ...ada, name: "Bo Example", linkedIn: undefined }] });
    expect(html).toContain(">Who we are</h2>");
    expect(html).toContain('<img src="/people/ada-example.webp" alt="Portrait of Ada Example" width="96" height="96"');
    expect(html).toContain("<h3");
    expect(html).toContain(">Fractional CIO</p>");
    expect(html).toContain(">Twenty years of IT leadership.</p>");
    expect(html).toContain('<a href="https://www.linkedin.com/in/ada-example"');
    expect(html).toContain(">Ada Example on LinkedIn</a>");
    expect(html).not.toContain("Bo Example on LinkedIn");
    expect(html).not.toMatch(/Companies we work with|What our clients say|Case studies/);
  });

  it("shows only the proof sections that have entries, in French too", () => {
    const content = {
      ...none,
      proof: {
        ...none.proof,
        testimonials: [{ quote: "Un DPI qui a tout changé.", name: "C. Exemple", role: "PDG", company: "Exemple inc." }],
      },
    };
    const html = render(content, words("fr").team.teamProof);
    expect(html).toContain(">Ce que disent nos clients</h2>");
    expect(html).toContain("<blockquote");
    expect(html).not.toMatch(/Qui nous sommes|Des entreprises avec qui|Études de cas/);
    expect(proofSectionCount(content)).toBe(1);
  });

  it("gives each client logo the client's name as its text", () => {
    const html = render({ ...none, proof: { ...none.proof, clients: [{ name: "Example Co", logo: "/proof/example-co.svg" }] } });
    expect(html).toContain('<img src="/proof/example-co.svg" alt="Example Co"');
  });
});
