import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { words } from "~/content/words";
import { bookingFormIn } from "../booking/booking-form";
import { leadFormsIn } from "./lead-forms";
import { ownHostOf, SOURCE_MAX, sourceRecord } from "./lead-source";
import { parseForm } from "./parse-form";
import { requiredAnswers } from "../../../tests/support/form-samples";

const english = leadFormsIn(words("en"));
const french = leadFormsIn(words("fr"));
const booking = { name: "Ada Lovelace", company: "Engines", email: "ada@example.ca", phone: "+1 416 555 0100" };

/** Each form that carries a source, with answers it accepts. */
const forms: [string, Parameters<typeof parseForm<ZodType>>[0], Record<string, string>][] = [
  ["contact", english.contact, requiredAnswers(english.contact)],
  ["CIO", english.cio, requiredAnswers(english.cio)],
  ["company", english.company, requiredAnswers(english.company)],
  ["French company", french.company, requiredAnswers(french.company)],
  ["booking", bookingFormIn(words("en")), booking],
];

function post(answers: Record<string, string>, source: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(answers)) data.append(name, value);
  for (const [name, value] of source) data.append(name, value);
  return data;
}

const sourceOf = (values: unknown) => {
  const { utmSource, utmMedium, utmCampaign, referrerHost, refCode } = values as Record<string, unknown>;
  return { utmSource, utmMedium, utmCampaign, referrerHost, refCode };
};

const none = { utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null, refCode: null };

describe.each(forms)("the %s form's source fields", (_name, form, answers) => {
  it("reads a first touch as the script sends it, trimmed", () => {
    const result = parseForm(
      form,
      post(answers, [
        ["utmSource", " newsletter "],
        ["utmMedium", "email"],
        ["utmCampaign", "Fall 2026 – Québec"],
        ["referrerHost", "News.Example.COM"],
        ["refCode", "partner-7_b"],
      ]),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(sourceOf(result.values)).toEqual({
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "Fall 2026 – Québec",
        referrerHost: "news.example.com",
        refCode: "partner-7_b",
      });
    }
    // They are not the visitor's typing: a form shown again does not carry them.
    expect(Object.keys(result.raw)).not.toContain("utmSource");
  });

  it("takes none sent as none", () => {
    const result = parseForm(form, post(answers, []));
    expect(result.ok && sourceOf(result.values)).toEqual(none);
  });

  it("drops what it cannot keep, and still takes the submission", () => {
    const result = parseForm(
      form,
      post(answers, [
        ["utmSource", "\u0000\u0000"],
        ["utmMedium", "   "],
        ["utmCampaign", new Blob(["a file"])],
        ["referrerHost", "not a host!"],
        ["refCode", "<script>"],
      ]),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(sourceOf(result.values)).toEqual(none);
  });

  it("drops a value sent twice rather than refusing the form", () => {
    const result = parseForm(
      form,
      post(answers, [
        ["utmSource", "one"],
        ["utmSource", "two"],
      ]),
    );
    expect(result.ok && sourceOf(result.values).utmSource).toBe(null);
  });

  it("does not hide a real problem of the form", () => {
    const result = parseForm(form, post({ ...answers, email: "nope" }, [["utmSource", "newsletter"]]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(["email"]);
  });
});

describe("each source value", () => {
  const read = (source: [string, string][]) => {
    const result = parseForm(english.contact, post(requiredAnswers(english.contact), source));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return sourceOf(result.values);
  };

  it("loses the control and invisible characters it holds, NUL included", () => {
    expect(read([["utmSource", "news\u0000let\u202Eter\u0007"]]).utmSource).toBe("newsletter");
    expect(read([["utmCampaign", "fall\r\nSet-Cookie: x"]]).utmCampaign).toBe("fallSet-Cookie: x");
    expect(read([["refCode", "partner\u00007"]]).refCode).toBe("partner7");
  });

  it(`is cut to ${SOURCE_MAX} characters, whole characters only`, () => {
    expect(read([["utmSource", "x".repeat(100_000)]]).utmSource).toBe("x".repeat(SOURCE_MAX));
    // An emoji is two UTF-16 units: cutting by units would leave half of one, which PostgreSQL refuses in JSON.
    const cut = read([["utmCampaign", "😀".repeat(SOURCE_MAX + 5)]]).utmCampaign;
    expect(cut).toBe("😀".repeat(SOURCE_MAX));
    expect(read([["refCode", "p".repeat(500)]]).refCode).toBe("p".repeat(SOURCE_MAX));
  });

  it("keeps only the host of a whole address given as the referring host", () => {
    expect(read([["referrerHost", "https://www.Example.com:8443/path/page?q=secret#top"]]).referrerHost).toBe("www.example.com");
    expect(read([["referrerHost", "http://user:pass@news.example.org/x"]]).referrerHost).toBe("news.example.org");
    expect(read([["referrerHost", "https://bücher.example/"]]).referrerHost).toBe("xn--bcher-kva.example");
    expect(read([["referrerHost", "linkedin.com."]]).referrerHost).toBe("linkedin.com");
  });

  it.each([
    "javascript:alert(1)",
    "ftp://files.example.com/",
    "https://[::1]/",
    "example.com:8080",
    "exa mple.com",
    "-bad.example",
    "bad..example",
    "a".repeat(64) + ".example",
    "<b>x</b>",
    "//example.com/path",
  ])("refuses %j as a host, as none", (value) => {
    expect(read([["referrerHost", value]]).referrerHost).toBe(null);
  });

  it.each(["partner 7", "partner/7", "p@rtner", "ünicode", "a+b"])("takes %j as no partner code", (value) => {
    expect(read([["refCode", value]]).refCode).toBe(null);
  });
});

describe("the source as stored", () => {
  it("leaves out our own site as the referrer", () => {
    const own = ownHostOf("https://cio.example.ca");
    expect(sourceRecord({ referrerHost: "cio.example.ca", utmSource: "x" }, own)).toEqual({ ...none, utmSource: "x" });
    expect(sourceRecord({ referrerHost: "linkedin.com" }, own)).toEqual({ ...none, referrerHost: "linkedin.com" });
  });

  it("is all none for a caller that has none", () => {
    expect(sourceRecord({}, null)).toEqual(none);
  });
});
