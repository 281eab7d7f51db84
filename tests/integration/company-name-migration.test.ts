import { describe, expect, it } from "vitest";
import { applicantName } from "~/domain/applicant-name";
import { databaseKinds } from "../support/database";
import { rowsAcrossMigration } from "../support/migrations";

// Migration 0013: a company request stored when the form put the company's name in first_name (and
// asked only the contact's last name) comes out with the name in company_name and an unknown ('')
// first name, so the admin reads "Acme Widgets Inc. (Singh)"; a CIO's row is left as it was.

type Row = { type: "CIO" | "Company"; company_name: string | null; first_name: string; last_name: string; found: boolean };

describe.each(databaseKinds)("migration 0013 on %s", (kind) => {
  it("moves an old company request's name to company_name and keeps it searchable", async () => {
    const columns = "type, first_name, last_name, email, phone, city, province, submission_key";
    const insert = `insert into applications (${columns}) values
      ('Company', 'Acme Widgets Inc.', 'Singh', 'it@acme.example.ca', '4165550100', 'Toronto', 'ON', 'k1'),
      ('CIO', 'Ada', 'Lovelace', 'ada@example.ca', '4165550100', 'Toronto', 'ON', 'k2')`;
    // The admin search's expression (searchText), as its trigram index holds it.
    const check = `select type, company_name, first_name, last_name,
        (coalesce(company_name, '') || ' ' || first_name || ' ' || last_name || ' ' || email) ilike '%acme widgets%' as found
      from applications order by submission_key`;
    const rows = (await rowsAcrossMigration(kind, "0013_", insert, check)) as Row[];
    expect(rows).toEqual([
      { type: "Company", company_name: "Acme Widgets Inc.", first_name: "", last_name: "Singh", found: true },
      { type: "CIO", company_name: null, first_name: "Ada", last_name: "Lovelace", found: false },
    ]);
    const names = rows.map((row) =>
      applicantName({ type: row.type, companyName: row.company_name, firstName: row.first_name, lastName: row.last_name }),
    );
    expect(names).toEqual(["Acme Widgets Inc. (Singh)", "Ada Lovelace"]);
  }, 120_000);
});
