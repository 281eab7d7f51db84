import type { TeamSignature } from "~/server/config.server";
import { Container } from "./page-section";
import { LeadForm, type LeadFormProps } from "./lead-form";
import { ThankYou } from "./thank-you";

/** The lower part of a form page: the thank-you once sent, the form otherwise. */
export function LeadFormSection({
  submitted,
  form,
  bookCall = null,
  replier,
  ...props
}: {
  submitted: boolean;
  form: Omit<LeadFormProps, "fields" | "more" | "type" | "action"> | null;
  /** On a company's thank-you: where "Book a call now" goes. */
  bookCall?: string | null;
  /** On a thank-you: who replies (the team's signature), or undefined for the team. */
  replier?: TeamSignature;
} & Pick<LeadFormProps, "fields" | "more" | "type" | "action">) {
  return (
    <Container className="py-12">
      {submitted || !form ? <ThankYou type={props.type} replier={replier} bookCall={bookCall} /> : <LeadForm {...props} {...form} />}
    </Container>
  );
}
