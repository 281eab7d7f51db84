import { getTableColumns } from "drizzle-orm";
import { words } from "~/content/words";
import { describe, expect, it } from "vitest";
import { applications, bookings, inquiries } from "~/server/db/schema.server";
import { bookingFormIn } from "../booking/booking-form";
import { leadFormsIn } from "./lead-forms";
import { applicationCsvColumns, formValuesOf, recordOf, valuesOf } from "./record";
import { sampleValues } from "../../../tests/support/form-samples";

const english = leadFormsIn(words("en"));
const { cio: cioForm, company: companyForm, contact: contactForm } = english;

/**
 * The columns no form field fills: the record's identity and type, its review (status, decision,
 * handling, withdrawal, the reports' first reply), the spam checks' verdict and key, the consent evidence (written from the
 * consent fields by app/domain/consent.ts) and the time it was stored. A new column is either on
 * this list or filled by a field: otherwise it would be left out of the insert, the e-mails, the
 * admin's page and the CSV without anyone noticing. The source columns are filled from each form's
 * source fields (./lead-source.ts), which are not shown.
 */
const reportColumns = ["firstReplyAt", "firstReplyMinutes", "firstReplyLate"];

const notFromFields = {
  applications: [
    "id",
    "type",
    "status",
    "decidedBy",
    "decidedAt",
    "withdrawnAt",
    "stage",
    "closeReason",
    "furthestStage",
    "ownerEmail",
    "spamReason",
    "submissionKey",
    "newsConsent",
    "consentVersion",
    "locale",
    "consentAt",
    "consentForm",
    "createdAt",
    ...reportColumns,
  ],
  inquiries: [
    "id",
    "type",
    "spamReason",
    "submissionKey",
    "handledBy",
    "handledAt",
    "newsConsent",
    "consentVersion",
    "locale",
    "consentAt",
    "consentForm",
    "createdAt",
    ...reportColumns,
  ],
};

const columnsOf = (table: typeof applications | typeof inquiries) => Object.keys(getTableColumns(table)).sort();
const filled = (...forms: { fields: readonly { name: string }[] }[]) => forms.flatMap((form) => form.fields.map((field) => field.name));

describe("the map from form field to record", () => {
  it("covers every column of applications with a field or the short list of columns no field fills", () => {
    const covered = new Set([...filled(cioForm, companyForm), ...cioForm.sourceFields, ...notFromFields.applications]);
    expect(columnsOf(applications).filter((column) => !covered.has(column))).toEqual([]);
    // And every field names a column that exists.
    expect(filled(cioForm, companyForm).filter((column) => !columnsOf(applications).includes(column))).toEqual([]);
  });

  it("covers every column of inquiries the same way", () => {
    const covered = new Set([...filled(contactForm), ...contactForm.sourceFields, ...notFromFields.inquiries]);
    expect(columnsOf(inquiries).filter((column) => !covered.has(column))).toEqual([]);
    expect(filled(contactForm).filter((column) => !columnsOf(inquiries).includes(column))).toEqual([]);
  });

  it("stores every form's source fields in a column of its own name, on bookings too", () => {
    for (const [form, table] of [
      [cioForm, applications],
      [companyForm, applications],
      [contactForm, inquiries],
      [bookingFormIn(words("en")), bookings],
    ] as const) {
      expect(form.sourceFields.filter((name) => !Object.keys(getTableColumns(table)).includes(name))).toEqual([]);
    }
  });

  it("heads the CSV's field columns with the labels of the declared fields, in their order", () => {
    // The literal header line is kept by tests/integration/consent.test.ts; here, the rule.
    const declared = Object.values(english.fields);
    expect(applicationCsvColumns(english).map((column) => [column.column, column.header])).toEqual(
      declared.map((field) => [field.name, field.label]),
    );
    // A company's contact's names are headed as the CIO form names them.
    expect(applicationCsvColumns(english).find((column) => column.column === "firstName")?.header).toBe(cioForm.fields[0].label);
  });

  it("stores a company's fields under their names and reads them back", () => {
    const values = {
      ...sampleValues(companyForm),
      companyName: "Engines Inc.",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.ca",
      phone: "4165550100",
      companyUrl: "https://engines.example",
      companySize: "200-plus",
      contractDuration: "1-year-plus",
      city: "Toronto",
      province: "ON",
      workModel: "hybrid",
      availability: null,
      industries: ["finance"],
      requiredExpertise: ["cybersecurity"],
      message: null,
    };
    const record = recordOf(companyForm, values);
    expect(record).toEqual(values);
    expect(valuesOf(companyForm, record)).toEqual(values);
    expect(formValuesOf(english, { type: "Company", ...record })).toEqual(values);
  });

  it("writes option codes in the CSV by their labels, lists kept as lists, and a province by its name", () => {
    const row = { type: "Company" as const, companySize: "200-plus", requiredExpertise: ["m-and-a-integration"], province: "QC" };
    const cell = (column: string) =>
      applicationCsvColumns(english)
        .find((entry) => entry.column === column)!
        .value(row);
    expect(cell("companySize")).toBe("200+");
    expect(cell("requiredExpertise")).toEqual(["M&A Integration"]);
    expect(cell("province")).toBe("Quebec");
    expect(cell("linkedin")).toBeNull();
  });
});
