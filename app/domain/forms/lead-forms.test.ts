import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { leadFormsIn, optionCodes, provinceCodes } from "./lead-forms";
import { parseForm } from "./parse-form";
import { requiredAnswers } from "../../../tests/support/form-samples";

const { expertise, industries } = optionCodes;
const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.ca", phone: "+1 (416) 555-0100" };
const cio = {
  ...requiredAnswers(cioForm),
  ...contact,
  linkedin: "https://www.linkedin.com/in/ada",
  experience: "16-20",
  city: "Toronto",
  province: "ON",
};
const company = {
  ...requiredAnswers(companyForm),
  ...contact,
  companyName: "Analytical Engines Inc.",
  companySize: "50-199",
  contractDuration: "6-12-months",
  city: "Montréal",
  province: "QC",
};

function formData(values: Record<string, string | string[]>): URLSearchParams {
  const data = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const entry of Array.isArray(value) ? value : [value]) data.append(name, entry);
  }
  return data;
}

describe("the contact form", () => {
  it("accepts the required fields, trims them, and makes an empty message null", () => {
    const result = parseForm(contactForm, formData({ ...contact, firstName: "  Ada ", message: "   " }));
    expect(result).toMatchObject({ ok: true, values: { ...contact, message: null } });
  });

  it.each([
    ["firstName", "", "First Name is required."],
    ["lastName", "x".repeat(101), "Use at most 100 characters."],
    ["email", "ada@", "Enter an e-mail address like name@example.com."],
    ["email", `${"a".repeat(250)}@example.ca`, "Use at most 254 characters."],
    ["phone", "123456", "Enter a phone number of 7 to 20 digits; spaces, +, - and brackets are fine."],
    ["phone", "416.555.0100", "Enter a phone number of 7 to 20 digits; spaces, +, - and brackets are fine."],
    ["phone", "1".repeat(21), "Enter a phone number of 7 to 20 digits; spaces, +, - and brackets are fine."],
    ["message", "x".repeat(5_001), "Use at most 5,000 characters."],
  ])("rejects %s = %j with a message for that field", (name, value, message) => {
    const result = parseForm(contactForm, formData({ ...contact, [name]: value }));
    expect(result).toMatchObject({ ok: false, errors: { [name]: message } });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([name]);
  });

  it("gives back what was typed, to show again", () => {
    const result = parseForm(contactForm, formData({ ...contact, email: "nope", message: "<b>hi</b>" }));
    // The news e-mail box and its wording's version are read too: here, not sent.
    expect(result.raw).toEqual({ ...contact, email: "nope", message: "<b>hi</b>", newsConsent: "", consentVersion: "" });
  });

  it("refuses a field sent twice instead of picking one", () => {
    const data = formData(contact);
    data.append("email", "other@example.ca");
    expect(parseForm(contactForm, data)).toMatchObject({ ok: false, errors: { email: "Send this field once." } });
  });

  it("reports every missing required field at once", () => {
    const result = parseForm(contactForm, new URLSearchParams());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "firstName", "lastName", "phone"]);
  });
});

describe("the CIO form", () => {
  it("keeps every field, with multi-selects as lists and nothing chosen as null", () => {
    const result = parseForm(
      cioForm,
      formData({ ...cio, industries: ["finance", "tech-saas", "finance"], workModel: "hybrid", availability: "" }),
    );
    expect(result).toMatchObject({
      ok: true,
      values: {
        ...cio,
        workModel: "hybrid",
        availability: null,
        industries: ["finance", "tech-saas"],
        areasOfExpertise: null,
        message: null,
      },
    });
  });

  it.each([
    ["linkedin", "https://example.com/marc", "Enter your LinkedIn profile's address, like linkedin.com/in/your-name."],
    ["linkedin", "https://linkedin.com.evil.example/in/ada", "Enter your LinkedIn profile's address, like linkedin.com/in/your-name."],
    ["linkedin", "javascript:alert(1)", "Enter your LinkedIn profile's address, like linkedin.com/in/your-name."],
    ["experience", "", "Years of Experience is required: choose one."],
    ["experience", "30+", "Choose one of the listed options."],
    ["province", "Ontario", "Choose one of the listed options."],
    ["workModel", "Mars", "Choose one of the listed options."],
    ["areasOfExpertise", ["cybersecurity", "Juggling"], "Choose one of the listed options."],
  ])("rejects %s = %j", (name, value, message) => {
    expect(parseForm(cioForm, formData({ ...cio, [name]: value }))).toMatchObject({
      ok: false,
      errors: { [name]: message },
    });
  });

  it("stores a LinkedIn profile typed without a scheme as its https://www.linkedin.com address", () => {
    expect(parseForm(cioForm, formData({ ...cio, linkedin: " ca.linkedin.com/in/ada/?trk=x " }))).toMatchObject({
      ok: true,
      values: { linkedin: "https://www.linkedin.com/in/ada" },
    });
  });

  it("keeps what was typed when the LinkedIn address is refused", () => {
    expect(parseForm(cioForm, formData({ ...cio, linkedin: "https://example.com/marc" }))).toMatchObject({
      ok: false,
      raw: { linkedin: "https://example.com/marc" },
    });
  });

  it("accepts every listed option", () => {
    for (const province of provinceCodes) {
      const values = { ...cio, province, industries: [...industries], areasOfExpertise: [...expertise] };
      expect(parseForm(cioForm, formData(values)).ok, province).toBe(true);
    }
  });
});

describe("the company form", () => {
  it("requires size and contract duration, and takes an optional http(s) company page", () => {
    expect(parseForm(companyForm, formData(company))).toMatchObject({ ok: true, values: { companyUrl: null } });
    expect(parseForm(companyForm, formData({ ...company, companyUrl: "https://engines.example" }))).toMatchObject({
      ok: true,
      values: { companyUrl: "https://engines.example" },
    });
    expect(parseForm(companyForm, formData({ ...company, companyUrl: "acme.example.ca" }))).toMatchObject({
      ok: true,
      values: { companyUrl: "https://acme.example.ca" },
    });
    for (const typed of ["javascript:alert(1)", "ftp://files.acme.ca", "acme", "acme .ca"]) {
      expect(parseForm(companyForm, formData({ ...company, companyUrl: typed })), typed).toMatchObject({
        ok: false,
        errors: { companyUrl: "Enter a website's address, like www.example.ca." },
        raw: { companyUrl: typed },
      });
    }
    const missing = parseForm(companyForm, formData({ ...company, companySize: "", contractDuration: "" }));
    expect(missing).toMatchObject({
      ok: false,
      errors: { companySize: "Company Size is required: choose one.", contractDuration: "Contract Duration is required: choose one." },
    });
  });

  it("asks the company's name and its contact's first and last names, each required", () => {
    expect(companyForm.fields.slice(0, 3).map((field) => [field.name, field.label])).toEqual([
      ["companyName", "Company Name"],
      ["firstName", "Contact First Name"],
      ["lastName", "Contact Last Name"],
    ]);
    const missing = parseForm(companyForm, formData({ ...company, companyName: "", firstName: " ", lastName: "" }));
    expect(missing).toMatchObject({
      ok: false,
      errors: {
        companyName: "Company Name is required.",
        firstName: "Contact First Name is required.",
        lastName: "Contact Last Name is required.",
      },
    });
  });

  it("offers the 13 provinces and territories", () => {
    expect(companyForm.fields.find((field) => field.name === "province")?.options).toHaveLength(13);
  });
});
