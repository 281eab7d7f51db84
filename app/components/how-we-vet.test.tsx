import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { HowWeVet } from "./how-we-vet";

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

describe("the How we vet CIOs section", () => {
  it.each(["en", "fr"] as const)("shows, in %s, its heading, the numbered steps and what the team looks at", (locale) => {
    const content = words(locale).vetting.howWeVet;
    const html = renderToStaticMarkup(<HowWeVet words={content} />);
    expect(html).toContain(`<h2 id="how-we-vet-title"`);
    expect(html).toContain(`>${escaped(content.title)}</h2>`);
    expect(html).toContain('<section aria-labelledby="how-we-vet-title"');
    // The steps are an ordered list, one card each; the criteria a plain list under their own heading.
    expect(html.match(/<ol[^>]*>.*<\/ol>/)?.[0].match(/<li /g)).toHaveLength(content.steps.length);
    for (const step of content.steps) expect(html).toContain(`>${escaped(step.title)}</h3>`);
    expect(html).toContain(`>${escaped(content.criteriaTitle)}</h3>`);
    for (const criterion of content.criteria) expect(html).toContain(`<li>${escaped(criterion)}</li>`);
  });

  it("takes the band's tint from the page", () => {
    const content = words("en").vetting.howWeVet;
    expect(renderToStaticMarkup(<HowWeVet words={content} tinted />)).toContain("bg-slate-50");
    expect(renderToStaticMarkup(<HowWeVet words={content} />)).not.toContain("bg-slate-50");
  });
});
