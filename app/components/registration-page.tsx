import type { LinkCopy } from "~/content/types";
import { TextLink } from "./button-link";
import { PageHeader } from "./page-section";

/**
 * The top of the CIO application and the company request: each with the heading and subtitle of
 * its own reader, and a link to the other form for a visitor who picked the wrong one.
 */
export function RegistrationPage({
  copy: { title, subtitle, lead, switchLink },
}: {
  copy: { title: string; subtitle: string; lead: string; switchLink: LinkCopy };
}) {
  return (
    <PageHeader title={title}>
      <p className="mt-2 text-xl font-semibold text-brand-700">{subtitle}</p>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>
      <p className="mt-4">
        <TextLink to={switchLink.to}>{switchLink.label}</TextLink>
      </p>
    </PageHeader>
  );
}
