import { plainText } from "./control-characters";
import type { Field } from "./field-types";
import { oncePerWords } from "./fields";
import { MAX_REASON_LENGTH } from "../shortlists";
import { z } from "./zod";

// The company's answer on its shortlist page: either it picks one or more of the interested CIOs
// to meet, or it says none of them fit, with an optional reason. The page has two forms, each
// naming its intent in a hidden field; one schema, run by the server, reads either.

export const companyShortlistIntents = ["pick", "none-fit"] as const;
export type CompanyShortlistIntent = (typeof companyShortlistIntents)[number];

/** The company's reason follows the CIO's rule (what the shortlists module stores). */
export const COMPANY_REASON_MAX_LENGTH = MAX_REASON_LENGTH;

/** What the form says, in the page's language (words(locale).companyShortlist and .forms). */
export type CompanyShortlistFormWords = {
  labels: { intent: string; candidate: string; reason: string };
  intentMissing: string;
  pickMissing: string;
  pickNotKnown: string;
  tooLong: (maxLength: number) => string;
  controlCharacter: string;
  notText: string;
  sentTwice: string;
};

export type CompanyShortlistAnswer = { intent: "pick"; candidateIds: string[] } | { intent: "none-fit"; reason: string };

export const companyShortlistForm = oncePerWords((words: CompanyShortlistFormWords) => {
  const intent = z.enum(companyShortlistIntents, { error: words.intentMissing });
  // The ids the page's checkboxes carry: a candidate's id, so a uuid; anything else was not on the page.
  const candidate = z.array(z.string().trim()).transform((ids, context) => {
    if (ids.some((id) => !z.uuid().safeParse(id).success)) {
      context.addIssue({ code: "custom", message: words.pickNotKnown });
      return z.NEVER;
    }
    return [...new Set(ids.map((id) => id.toLowerCase()))];
  });
  const reason = plainText("multi-line", words.controlCharacter).max(COMPANY_REASON_MAX_LENGTH, words.tooLong(COMPANY_REASON_MAX_LENGTH));
  const fields = [
    { name: "intent", label: words.labels.intent, kind: "hidden", required: true, schema: intent },
    { name: "candidate", label: words.labels.candidate, kind: "checkboxes", required: false, schema: candidate },
    { name: "reason", label: words.labels.reason, kind: "textarea", required: false, maxLength: COMPANY_REASON_MAX_LENGTH, schema: reason },
  ] as const satisfies readonly Field[];
  // A pick names at least one CIO and nothing else matters; "none fit" keeps only its reason.
  const schema = z.object({ intent, candidate, reason }).transform((values, context): CompanyShortlistAnswer => {
    if (values.intent === "none-fit") return { intent: "none-fit", reason: values.reason };
    if (values.candidate.length === 0) {
      context.addIssue({ code: "custom", path: ["candidate"], message: words.pickMissing });
      return z.NEVER;
    }
    return { intent: "pick", candidateIds: values.candidate };
  });
  return { fields, schema, messages: { notText: words.notText, sentTwice: words.sentTwice } };
});
