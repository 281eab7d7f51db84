import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type FooterEntity, SiteFooter } from "./site-footer";

const footer = (path: string, entity?: FooterEntity, year?: number) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter entity={entity} year={year} />
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

describe("the footer's copyright", () => {
  it("runs from 2025 to the current year once past it, in each language", () => {
    expect(footer("/", {}, 2026)).toContain("<p>© 2025\u20132026 Fractional CIO Canada. All rights reserved.</p>");
    expect(footer("/fr", {}, 2027)).toContain("<p>© 2025\u20132027 Fractional CIO Canada. Tous droits réservés.</p>");
  });

  it("shows 2025 alone in 2025, and when no year is known", () => {
    expect(footer("/", {}, 2025)).toContain("<p>© 2025 Fractional CIO Canada. All rights reserved.</p>");
    expect(footer("/fr")).toContain("<p>© 2025 Fractional CIO Canada. Tous droits réservés.</p>");
  });
});
