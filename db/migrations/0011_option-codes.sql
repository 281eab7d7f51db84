-- Option values become stable codes (decision 0034): rows stored the English labels, which now
-- live in app/content/options.ts. Each label becomes its code; anything else is left as it was.
-- Experience ranges and the sizes 0-50 and 50-200 are their own codes already.
-- Plain SQL (CASE, unnest WITH ORDINALITY), so it runs alike on PostgreSQL and PGlite.
UPDATE "applications" SET "company_size" = CASE "company_size" WHEN '200+' THEN '200-plus' ELSE "company_size" END WHERE "company_size" IN ('200+');
--> statement-breakpoint
UPDATE "applications" SET "contract_duration" = CASE "contract_duration" WHEN '1 - 6 months' THEN '1-6-months' WHEN '6 months - 1 year' THEN '6-12-months' WHEN '1 year+' THEN '1-year-plus' ELSE "contract_duration" END WHERE "contract_duration" IN ('1 - 6 months', '6 months - 1 year', '1 year+');
--> statement-breakpoint
UPDATE "applications" SET "work_model" = CASE "work_model" WHEN 'Remote' THEN 'remote' WHEN 'Hybrid' THEN 'hybrid' WHEN 'On-site' THEN 'on-site' ELSE "work_model" END WHERE "work_model" IN ('Remote', 'Hybrid', 'On-site');
--> statement-breakpoint
UPDATE "applications" SET "availability" = CASE "availability" WHEN 'Immediate' THEN 'immediate' WHEN 'Within 30 days' THEN 'within-30-days' WHEN '1–3 Months' THEN '1-3-months' ELSE "availability" END WHERE "availability" IN ('Immediate', 'Within 30 days', '1–3 Months');
--> statement-breakpoint
UPDATE "applications" SET "industries" = ARRAY(
  SELECT CASE item WHEN 'Finance' THEN 'finance' WHEN 'Healthcare' THEN 'healthcare' WHEN 'Manufacturing' THEN 'manufacturing' WHEN 'Education' THEN 'education' WHEN 'Government' THEN 'government' WHEN 'Tech / SaaS' THEN 'tech-saas' WHEN 'Other' THEN 'other' ELSE item END
  FROM unnest("industries") WITH ORDINALITY AS entry(item, position) ORDER BY position
) WHERE "industries" && ARRAY['Finance', 'Healthcare', 'Manufacturing', 'Education', 'Government', 'Tech / SaaS', 'Other']::text[];
--> statement-breakpoint
UPDATE "applications" SET "areas_of_expertise" = ARRAY(
  SELECT CASE item WHEN 'Digital Transformation' THEN 'digital-transformation' WHEN 'Cybersecurity' THEN 'cybersecurity' WHEN 'M&A Integration' THEN 'm-and-a-integration' WHEN 'ERP / CRM Deployments' THEN 'erp-crm-deployments' WHEN 'IT Governance & Compliance' THEN 'it-governance-compliance' WHEN 'Team Development' THEN 'team-development' WHEN 'Vendor & Contract Negotiation' THEN 'vendor-contract-negotiation' ELSE item END
  FROM unnest("areas_of_expertise") WITH ORDINALITY AS entry(item, position) ORDER BY position
) WHERE "areas_of_expertise" && ARRAY['Digital Transformation', 'Cybersecurity', 'M&A Integration', 'ERP / CRM Deployments', 'IT Governance & Compliance', 'Team Development', 'Vendor & Contract Negotiation']::text[];
--> statement-breakpoint
UPDATE "applications" SET "required_expertise" = ARRAY(
  SELECT CASE item WHEN 'Digital Transformation' THEN 'digital-transformation' WHEN 'Cybersecurity' THEN 'cybersecurity' WHEN 'M&A Integration' THEN 'm-and-a-integration' WHEN 'ERP / CRM Deployments' THEN 'erp-crm-deployments' WHEN 'IT Governance & Compliance' THEN 'it-governance-compliance' WHEN 'Team Development' THEN 'team-development' WHEN 'Vendor & Contract Negotiation' THEN 'vendor-contract-negotiation' ELSE item END
  FROM unnest("required_expertise") WITH ORDINALITY AS entry(item, position) ORDER BY position
) WHERE "required_expertise" && ARRAY['Digital Transformation', 'Cybersecurity', 'M&A Integration', 'ERP / CRM Deployments', 'IT Governance & Compliance', 'Team Development', 'Vendor & Contract Negotiation']::text[];
