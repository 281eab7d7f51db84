import type { LinkCopy } from "~/content/types";
import { TextLink } from "./button-link";
import { PageHeader } from "./page-section";
import { useWords } from "./use-words";

/** The shared top of the CIO application and company inquiry pages (docs/product.md). */
export function RegistrationPage({ lead, switchLink }: { lead: string; switchLink: LinkCopy }) {
  const { registrationPage } = useWords().contact;
  return (
    <PageHeader title={registrationPage.title}>
      <p className="mt-2 text-xl font-semibold text-brand-700">{registrationPage.subtitle}</p>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>
      <p className="mt-4">
        <TextLink to={switchLink.to}>{switchLink.label}</TextLink>
      </p>
    </PageHeader>
  );
}
