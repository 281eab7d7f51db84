import { ButtonLink } from "~/components/button-link";
import { ContactDetails } from "~/components/contact-details";
import { LeadFormSection } from "~/components/lead-form-section";
import { pageMeta } from "~/components/page-meta";
import { PageHeader } from "~/components/page-section";
import { useLocale, useWords, wordsAt } from "~/components/use-words";
import { pathsIn } from "~/domain/locale";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { config } from "~/server/config.server";
import { leadFormActions, leadFormPage } from "~/server/leads/form-posts.server";
import { readFormFields } from "~/server/http/form-body.server";
import { formPostOf, requestInfoOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/contact";

export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).contact.contactMeta, location);

/** The team's phone, e-mail and city come from this server's configuration, like /privacy's officer. */
export const loader = async (args: Route.LoaderArgs) => ({ ...(await leadFormPage(args.request, requestInfoOf(args))), contactDetails: config().contactDetails });

export const action = (args: Route.ActionArgs) => leadFormActions.contact(formPostOf(args, readFormFields));

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = useWords();
  const { contactPage } = words.contact;
  return (
    <>
      <PageHeader title={contactPage.title} lead={contactPage.intro}>
        <div className="mt-8 flex flex-wrap gap-4">
          {contactPage.registrations.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} variant={index === 0 ? "primary" : "secondary"}>
              {link.label}
            </ButtonLink>
          ))}
        </div>
        <ContactDetails details={loaderData.contactDetails} />
      </PageHeader>
      <LeadFormSection
        fields={leadFormsIn(words).contact.fields}
        type="Inquiry"
        action={pathsIn(locale).contact}
        submitted={loaderData.submitted && !actionData}
        form={actionData ?? loaderData.form}
        replier={loaderData.replier}
      />
    </>
  );
}
