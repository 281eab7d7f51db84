import { describe, expect, it } from "vitest";
import { databaseKinds } from "../support/database";
import { rowsAcrossMigration } from "../support/migrations";

// Migration 0011: rows stored when option values were their English labels come out with the
// codes the forms now post, so matching, the CSV and the e-mails read them as before.

describe.each(databaseKinds)("migration 0011 on %s", (kind) => {
  it("turns stored option labels into codes, lists kept in order, anything unknown kept as it was", async () => {
    const columns = `type, first_name, last_name, email, phone, city, province, submission_key,
      company_size, contract_duration, work_model, availability, industries, areas_of_expertise, required_expertise`;
    const insert = `insert into applications (${columns}) values
      ('Company', 'Acme', 'Row', 'a@example.ca', '4165550100', 'Toronto', 'ON', 'k1',
       '200+', '6 months - 1 year', 'On-site', '1–3 Months', array['Tech / SaaS', 'Finance'], null,
       array['M&A Integration', 'IT Governance & Compliance', 'Vendor & Contract Negotiation']),
      ('CIO', 'Ada', 'Row', 'b@example.ca', '4165550100', 'Toronto', 'ON', 'k2',
       null, null, 'Hybrid', 'Within 30 days', array['Other', 'Basket weaving'], array['ERP / CRM Deployments', 'Cybersecurity'], null),
      ('Company', 'Beta', 'Row', 'c@example.ca', '4165550100', 'Toronto', 'ON', 'k3',
       '50-200', '1 year+', 'Remote', 'Immediate', array[]::text[], null, array['Digital Transformation', 'Team Development'])`;
    const check = `select submission_key, company_size, contract_duration, work_model, availability, industries,
      areas_of_expertise, required_expertise from applications order by submission_key`;
    expect(await rowsAcrossMigration(kind, "0011_", insert, check)).toEqual([
      {
        submission_key: "k1",
        company_size: "200-plus",
        contract_duration: "6-12-months",
        work_model: "on-site",
        availability: "1-3-months",
        industries: ["tech-saas", "finance"],
        areas_of_expertise: null,
        required_expertise: ["m-and-a-integration", "it-governance-compliance", "vendor-contract-negotiation"],
      },
      {
        submission_key: "k2",
        company_size: null,
        contract_duration: null,
        work_model: "hybrid",
        availability: "within-30-days",
        industries: ["other", "Basket weaving"],
        areas_of_expertise: ["erp-crm-deployments", "cybersecurity"],
        required_expertise: null,
      },
      {
        submission_key: "k3",
        company_size: "50-200",
        contract_duration: "1-year-plus",
        work_model: "remote",
        availability: "immediate",
        industries: [],
        areas_of_expertise: null,
        required_expertise: ["digital-transformation", "team-development"],
      },
    ]);
  }, 120_000);
});
