import { describe, expect, it } from "vitest";
import { cioStages } from "~/domain/pipeline";
import { confirmationEmail } from "./emails";
import * as frSite from "./fr/site";
import * as french from "./fr/vetting";
import { site } from "./site";
import * as english from "./vetting";

const languages = [
  ["English", english.howWeVet, site.responseTime],
  ["French", french.howWeVet, frSite.site.responseTime],
] as const;

describe("how we vet CIOs", () => {
  it.each(languages)("names, in %s, the pipeline's stages up to In network, in their order", (_, words) => {
    expect(words.steps.map((step) => step.stage)).toEqual(cioStages.slice(0, cioStages.indexOf("in-network") + 1));
  });

  it.each(languages)("states no figure in %s; its one promise is the reply time the site makes everywhere", (_, words, replyTime) => {
    const text = JSON.stringify(words);
    expect(text).not.toMatch(/\d/);
    expect(text).toContain(replyTime);
  });

  it("looks at what the CIO's confirmation e-mail asks them to prepare, one criterion for each", () => {
    expect(english.howWeVet.criteria).toHaveLength(confirmationEmail.cio.prepare.items.length);
    expect(french.howWeVet.criteria).toHaveLength(english.howWeVet.criteria.length);
  });
});
