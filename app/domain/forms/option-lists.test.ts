import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { optionLabel } from "../options";
import { displayValue } from "./display";
import type { Field } from "./fields";
import { leadFormsIn, retiredOptionCodes } from "./lead-forms";
import { parseForm } from "./parse-form";
import { applicationCsvColumns, readableRecord } from "./record";
import { requiredAnswers } from "../../../tests/support/form-samples";

// The option lists that once contradicted the product (decision 0092): sizes that overlapped, a
// duration under the three-month minimum, experience that stopped at 20. New codes for the new
// ranges; the old codes stay readable in stored rows, and no form takes them any more.

const english = leadFormsIn(words("en"));
const french = leadFormsIn(words("fr"));

const fieldOf = (fields: readonly Field[], name: string): Field => {
  const found = fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const choices = (field: Field) => field.options?.map((option) => [option.value, option.label]);

describe("the option lists", () => {
  it("offers company sizes that do not overlap, in both languages", () => {
    expect(choices(fieldOf(english.company.fields, "companySize"))).toEqual([
      ["1-49", "1-49"],
      ["50-199", "50-199"],
      ["200-plus", "200+"],
    ]);
    expect(choices(fieldOf(french.company.fields, "companySize"))).toEqual([
      ["1-49", "1 à 49 employés"],
      ["50-199", "50 à 199 employés"],
      ["200-plus", "200 employés et plus"],
    ]);
  });

  it("offers no contract shorter than the three-month minimum, in both languages", () => {
    expect(choices(fieldOf(english.company.fields, "contractDuration"))).toEqual([
      ["3-6-months", "3-6 months"],
      ["6-12-months", "6-12 months"],
      ["1-year-plus", "1 year+"],
    ]);
    expect(choices(fieldOf(french.company.fields, "contractDuration"))).toEqual([
      ["3-6-months", "3 à 6 mois"],
      ["6-12-months", "6 à 12 mois"],
      ["1-year-plus", "Plus d'un an"],
    ]);
  });

  it("lets a CIO say more than 20 years of experience, in both languages", () => {
    expect(choices(fieldOf(english.cio.fields, "experience"))?.at(-1)).toEqual(["20-plus", "More than 20"]);
    expect(choices(fieldOf(french.cio.fields, "experience"))?.at(-1)).toEqual(["20-plus", "Plus de 20"]);
    const answers = { ...requiredAnswers(english.cio), experience: "20-plus" };
    expect(parseForm(english.cio, new URLSearchParams(answers))).toMatchObject({ ok: true, values: { experience: "20-plus" } });
  });

  it("refuses the retired codes on a new request", () => {
    for (const [name, code] of [
      ["companySize", "0-50"],
      ["companySize", "50-200"],
      ["contractDuration", "1-6-months"],
    ]) {
      const answers = { ...requiredAnswers(english.company), [name!]: code! };
      expect(parseForm(english.company, new URLSearchParams(answers)), code).toMatchObject({
        ok: false,
        errors: { [name!]: "Choose one of the listed options." },
      });
    }
  });

  it("reads a stored row's retired codes by the labels the form showed, wherever a row is read", () => {
    const row = { companySize: "50-200", contractDuration: "1-6-months", province: "QC" };
    const size = fieldOf(english.company.fields, "companySize");
    const duration = fieldOf(english.company.fields, "contractDuration");
    // The admin's record page and the e-mails.
    expect(displayValue(size, row.companySize)).toBe("50-200");
    expect(displayValue(duration, row.contractDuration)).toBe("1 - 6 months");
    expect(displayValue(fieldOf(french.company.fields, "contractDuration"), row.contractDuration)).toBe("1 à 6 mois");
    // The CSV export and the personal-data export.
    const csv = Object.fromEntries(applicationCsvColumns(english).map((column) => [column.column, column.value(row)]));
    expect(csv).toMatchObject({ companySize: "50-200", contractDuration: "1 - 6 months" });
    expect(readableRecord(english.company, { ...row, companySize: "0-50" })).toMatchObject({
      companySize: "0-50",
      contractDuration: "1 - 6 months",
    });
    // The pages that show a request by its codes (a CIO's opportunity, the shortlist e-mails).
    expect(optionLabel(words("en").options, "1-6-months")).toBe("1 - 6 months");
    expect(optionLabel(words("fr").options, "0-50")).toBe("0 à 50");
  });

  it("has a label for every retired code in both languages, and no retired code among the offered ones", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const [list, codes] of Object.entries(retiredOptionCodes)) {
        const labels: Record<string, string> = words(locale).options.retired[list as keyof typeof retiredOptionCodes];
        expect(Object.keys(labels).sort(), `${locale} ${list}`).toEqual([...codes].sort());
        const offered: Record<string, string> = words(locale).options.labels[list as keyof typeof retiredOptionCodes];
        for (const code of codes) expect(Object.keys(offered), `${locale} ${list}`).not.toContain(code);
      }
    }
  });
});

describe("the company form's order", () => {
  it("asks its nine required fields first, then folds the seven optional ones", () => {
    for (const forms of [english, french]) {
      const { fields, more } = forms.company;
      expect(fields).toHaveLength(16);
      expect(fields.slice(0, 9).every((field) => field.required)).toBe(true);
      expect(more.every((field) => !field.required)).toBe(true);
      expect(fields.slice(9)).toEqual(more);
      expect(fields.slice(0, 9).map((field) => field.name)).toEqual([
        "companyName",
        "firstName",
        "lastName",
        "email",
        "phone",
        "companySize",
        "contractDuration",
        "city",
        "province",
      ]);
    }
    expect(english.cio.more).toEqual([]);
    expect(english.contact.more).toEqual([]);
  });
});
