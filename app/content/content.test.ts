import { describe, expect, it } from "vitest";
import { aboutPage } from "./about";
import { contactPage } from "./contact";
import { faqPage } from "./faq";
import { homeAudience, homeHero, homePerks, homeSteps } from "./home";
import { howItWorksPage } from "./how-it-works";
import { portfolioCfoPage } from "./portfolio-cfo";
import { buyerActions, copyrightLine, footerNav, mainNav, publicPaths } from "./site";
import { copyrightLine as frenchCopyrightLine } from "./fr/site";
import { teamPage } from "./team";
import { whyUsPage } from "./why-us";

const allCopy = JSON.stringify([
  homeHero,
  homeSteps,
  homePerks,
  homeAudience,
  howItWorksPage,
  whyUsPage,
  faqPage,
  aboutPage,
  contactPage,
  teamPage,
]);

describe("the copy states the product's promises", () => {
  it.each([
    ["a 3-month minimum engagement", /minimum of 3 months/],
    ["Canada first, global talent where needed", /based locally in Canada[^"]*global talent/],
    ["free registration for CIOs", /Registering is free for CIOs/],
    ["a price that depends on duration, scale and experience", /no fixed price[^"]*duration[^"]*scale[^"]*experience/],
    ["a reply within one business day", /within one business day/],
  ])("%s", (_claim, pattern) => {
    expect(allCopy).toMatch(pattern);
  });

  it("never promises a shorter engagement, a fixed price or a fee for CIOs", () => {
    expect(allCopy).not.toMatch(/\b(1|one|2|two) months?\b/i);
    expect(allCopy).not.toMatch(/\$\s?\d|per hour|flat (fee|rate)/i);
    expect(allCopy).not.toMatch(/CIOs? (pay|are charged)/i);
  });
});

describe("the product's sections and links", () => {
  it("has the exact navigation", () => {
    expect(mainNav.map((link) => link.label)).toEqual(["Home", "How it Works", "Why Us", "FAQ", "About", "Contact"]);
  });

  it("has the home page's steps, perks and calls to action", () => {
    expect(homeHero.title).toBe("Enterprise-level IT leadership, designed for small businesses");
    expect(homeSteps.steps).toHaveLength(3);
    expect(homePerks.perks.map((perk) => perk.title)).toEqual(["Strategy on demand", "Cost-effective", "Growth partner"]);
    expect(homeAudience.title).toBe("Who We Serve");
  });

  it("makes the company request a buyer's first action, a consultation the second, and gives CIOs their own", () => {
    expect(buyerActions.request).toEqual({ label: "Match with a CIO", to: "/form/company" });
    expect(buyerActions.booking).toEqual({ label: "Book a consultation", to: "/book" });
    expect(buyerActions.cio).toEqual({ label: "Apply as a CIO", to: "/form/cio" });
    expect(footerNav.flatMap((group) => group.links)).toContainEqual(buyerActions.cio);
    expect(contactPage.registrations[0]).toEqual(buyerActions.request);
  });

  it("sends companies to the company form and CIOs to the CIO form", () => {
    const [companies, cios] = howItWorksPage.columns;
    expect(companies?.title).toBe("For Companies");
    expect(companies?.cta).toEqual({ label: "Match with a CIO", to: "/form/company" });
    expect(cios?.title).toBe("For CIOs");
    expect(cios?.cta).toEqual({ label: "Find a company", to: "/form/cio" });
  });

  it("has six benefits, three examples, four FAQ items and four values", () => {
    expect(whyUsPage.benefits).toHaveLength(6);
    expect(whyUsPage.examples.map((example) => example.title).join(" ")).toMatch(/ERP[\s\S]*clinic[\s\S]*SOC 2/i);
    expect(faqPage.items).toHaveLength(4);
    expect(faqPage.items.at(-1)?.link?.to).toBe("/form/company");
    expect(aboutPage.values.map((value) => value.title)).toEqual(["Partnership", "Growth", "Flexibility", "Trust"]);
  });

  it("uses one CFO count on the partner page", () => {
    const cfoCounts = JSON.stringify(portfolioCfoPage).match(/\b\d+\+(?= CFOs)/g) ?? [];
    expect(new Set(cfoCounts).size).toBe(1);
  });

  it("carries the 2025 copyright, run to the current year once past it, and lists every public page once", () => {
    expect(copyrightLine(2025)).toBe("© 2025 Fractional CIO Canada. All rights reserved.");
    expect(copyrightLine(2026)).toBe("© 2025\u20132026 Fractional CIO Canada. All rights reserved.");
    expect(frenchCopyrightLine(2026)).toBe("© 2025\u20132026 Fractional CIO Canada. Tous droits réservés.");
    // A clock set before the first year never writes a backward range.
    expect(copyrightLine(2024)).toBe("© 2025 Fractional CIO Canada. All rights reserved.");
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });
});
