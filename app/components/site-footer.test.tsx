import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type FooterEntity, SiteFooter } from "./site-footer";

const footer = (path: string, entity?: FooterEntity) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter entity={entity} />
    </MemoryRouter>,
  );

describe("the footer's legal entity and city", () => {
  it("names the entity and the city when both are configured, in each language", () => {
    const entity = { legalName: "Gestion Exemple inc.", city: "Montréal" };
    expect(footer("/", entity)).toContain("<p>Operated by Gestion Exemple inc., based in Montréal</p>");
    expect(footer("/fr", entity)).toContain("<p>Exploité par Gestion Exemple inc., établi à Montréal</p>");
  });

  it("names whichever of the two is configured, with no period after a name that ends with one", () => {
    expect(footer("/", { legalName: "Example Holdings Ltd." })).toContain("<p>Operated by Example Holdings Ltd.</p>");
    expect(footer("/fr", { city: "Québec" })).toContain("<p>Établi à Québec</p>");
  });

  it("shows no such line, nor an empty one, when neither is configured", () => {
    for (const [path, words] of [
      ["/", /Operated by|Based in/],
      ["/fr", /Exploité par|Établi à/],
    ] as const) {
      for (const entity of [undefined, {}, { legalName: undefined, city: undefined }]) {
        const html = footer(path, entity);
        expect(html).not.toMatch(words);
        expect(html).not.toContain("<p></p>");
        expect(html.match(/<p>/g)).toHaveLength(1);
      }
    }
  });
});
