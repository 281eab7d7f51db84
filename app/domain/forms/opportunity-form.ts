import { plainText } from "./control-characters";
import type { Field } from "./field-types";
import { oncePerWords } from "./fields";
import { MAX_REASON_LENGTH } from "../shortlists";
import { z } from "./zod";

// A shortlisted CIO's answer on their opportunity page: Interested or Not for me, and an optional
// reason for the team. One schema, run by the server; the page shows the same rules as attributes.

export const opportunityAnswers = ["interested", "not-for-me"] as const;
export type OpportunityAnswer = (typeof opportunityAnswers)[number];

/** The shortlists' own rule for a CIO's reason (what the module stores), so the form refuses no less and no more. */
export const OPPORTUNITY_REASON_MAX_LENGTH = MAX_REASON_LENGTH;

/** What the form says, in the page's language (words(locale).opportunity and .forms). */
export type OpportunityFormWords = {
  labels: { answer: string; reason: string };
  answerMissing: string;
  tooLong: (maxLength: number) => string;
  controlCharacter: string;
  notText: string;
  sentTwice: string;
};

export const opportunityForm = oncePerWords((words: OpportunityFormWords) => {
  const answer = z.enum(opportunityAnswers, { error: words.answerMissing });
  const reason = plainText("multi-line", words.controlCharacter).max(
    OPPORTUNITY_REASON_MAX_LENGTH,
    words.tooLong(OPPORTUNITY_REASON_MAX_LENGTH),
  );
  const fields = [
    { name: "answer", label: words.labels.answer, kind: "select", required: true, schema: answer },
    {
      name: "reason",
      label: words.labels.reason,
      kind: "textarea",
      required: false,
      maxLength: OPPORTUNITY_REASON_MAX_LENGTH,
      schema: reason,
    },
  ] as const satisfies readonly Field[];
  return { fields, schema: z.object({ answer, reason }), messages: { notText: words.notText, sentTwice: words.sentTwice } };
});
