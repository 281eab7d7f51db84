import { ButtonLink } from "~/components/button-link";
import { pageMeta } from "~/components/page-meta";
import { PageHeader } from "~/components/page-section";
import { contactMeta, contactPage } from "~/content/contact";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta(contactMeta);

export default function Contact() {
  return (
    <PageHeader title={contactPage.title} lead={contactPage.intro}>
      <div className="mt-8 flex flex-wrap gap-4">
        {contactPage.registrations.map((link, index) => (
          <ButtonLink key={link.to} to={link.to} variant={index === 0 ? "primary" : "secondary"}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </PageHeader>
  );
}
