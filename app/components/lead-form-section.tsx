import { Container } from "./page-section";
import { LeadForm, type LeadFormProps, ThankYou } from "./lead-form";

/** The lower part of a form page: the thank-you once sent, the form otherwise. */
export function LeadFormSection({
  submitted,
  form,
  bookCall = null,
  ...props
}: {
  submitted: boolean;
  form: Omit<LeadFormProps, "fields" | "more" | "type" | "action"> | null;
  /** On a company's thank-you: where "Book a call now" goes. */
  bookCall?: string | null;
} & Pick<LeadFormProps, "fields" | "more" | "type" | "action">) {
  return (
    <Container className="py-12">{submitted || !form ? <ThankYou bookCall={bookCall} /> : <LeadForm {...props} {...form} />}</Container>
  );
}
