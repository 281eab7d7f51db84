import { describe, expect, it } from "vitest";
import { mentionsAny, withoutMentions } from "./mentions";

describe("mentions of a person", () => {
  it("finds an address only as a whole address", () => {
    const terms = ["smith@corp.example"];
    expect(mentionsAny("Write to smith@corp.example.", terms)).toBe(true);
    expect(mentionsAny("(SMITH@Corp.Example)", terms)).toBe(true);
    expect(mentionsAny("Write to joe.smith@corp.example.", terms)).toBe(false);
    expect(mentionsAny("Write to smith@corp.example.org", terms)).toBe(false);
    expect(mentionsAny("Write to jsmith@corp.example", terms)).toBe(false);
  });

  it("finds a name only as whole words, whatever the case and spacing", () => {
    expect(mentionsAny("Called WILHELMINA  zorblatt today", ["Wilhelmina Zorblatt"])).toBe(true);
    expect(mentionsAny("Annabel and Ann-Marie called", ["Ann"])).toBe(false);
    expect(mentionsAny("Called Zoë.", ["Zoë"])).toBe(true);
    expect(mentionsAny("Called Zoëlle.", ["Zoë"])).toBe(false);
    expect(mentionsAny("anything", [])).toBe(false);
  });

  it("blanks whole mentions only", () => {
    expect(withoutMentions("The reason: the applicant, theory", ["the"])).toBe("[removed] reason: [removed] applicant, theory");
    expect(withoutMentions("Sam Smith (smith@corp.example), not joe.smith@corp.example", ["Sam Smith", "smith@corp.example"])).toBe(
      "[removed] ([removed]), not joe.smith@corp.example",
    );
  });
});
