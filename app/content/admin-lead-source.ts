// The admin's words for where a lead came from (decision 0082): the Source line on a record, and the
// CSV's source columns. English only, like the workspace.
import type { LeadSource, SourceFieldName } from "~/domain/forms/lead-source";

export const leadSourceWords = {
  label: "Source",
  /** Nothing was sent with the form: JavaScript off, a direct visit, or stored before sources were kept. */
  none: "Not recorded",
  /** Each part as the line names it, in the line's order. */
  parts: {
    utmSource: "utm_source",
    utmMedium: "utm_medium",
    utmCampaign: "utm_campaign",
    referrerHost: "Referring site",
    refCode: "Partner code",
  } satisfies Record<SourceFieldName, string>,
} as const;

/** The CSV's and the person's data export's headers for the source columns, after every other column. */
export const leadSourceCsvHeaders = {
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  referrerHost: "Referring site",
  refCode: "Partner code",
} satisfies Record<SourceFieldName, string>;

/** The parts of a record's source that were sent, in order, each with its name. */
export function sourceParts(source: LeadSource): { name: SourceFieldName; label: string; value: string }[] {
  return (Object.keys(leadSourceWords.parts) as SourceFieldName[]).flatMap((name) => {
    const value = source[name];
    return value === null ? [] : [{ name, label: leadSourceWords.parts[name], value }];
  });
}
