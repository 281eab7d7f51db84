import { describe, expect, it } from "vitest";
import { hasContactDetails, telephoneHref } from "./contact-details";

describe("telephoneHref", () => {
  it.each([
    ["+1 (514) 555-0142", "tel:+15145550142"],
    ["514.555.0142", "tel:5145550142"],
    [" +33 1 23 45 67 89 ", "tel:+33123456789"],
    ["1-800-555-0199", "tel:18005550199"],
    // A + anywhere but in front is no country code: only the digits are kept.
    ["514+555+0142", "tel:5145550142"],
  ])("dials %j as %j", (phone, href) => {
    expect(telephoneHref(phone)).toBe(href);
  });
});

describe("hasContactDetails", () => {
  it("is false only when nothing is set", () => {
    expect(hasContactDetails({})).toBe(false);
    expect(hasContactDetails({ city: "Montréal" })).toBe(true);
    expect(hasContactDetails({ phone: "+1 514 555 0142" })).toBe(true);
    expect(hasContactDetails({ email: "team@example.ca" })).toBe(true);
  });
});
