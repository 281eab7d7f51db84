import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Container, PageHeader } from "~/components/page-section";
import { useWords, wordsAt } from "~/components/use-words";
import { collectedByForm } from "~/domain/forms/record";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import type { Widen } from "~/content/dictionary-types";
import type { Inline, PolicyBlock } from "~/content/privacy";
import { config } from "~/server/config.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(wordsAt(location).privacy.privacyMeta, location);

/** The contact, retention periods and outside services come from this server's configuration, so the policy says what it does. */
export function loader() {
  const { privacy, databaseUrl, smtpUrl, notifyWebhookUrl } = config();
  const services = { database: Boolean(databaseUrl), email: Boolean(smtpUrl), chat: Boolean(notifyWebhookUrl) };
  return { contactEmail: privacy.contactEmail, retention: privacy.retention, services };
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

function Text({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) => {
    if (typeof part === "string") return part;
    if ("email" in part) {
      return (
        <a key={index} href={`mailto:${part.email}`} className={linkClass}>
          {part.email}
        </a>
      );
    }
    return (
      <Link key={index} to={part.to} className={linkClass}>
        {part.label}
      </Link>
    );
  });
}

// Either language's policy: the dictionary holds it with read-only lists.
function Block({ block }: { block: Widen<PolicyBlock> }) {
  if ("paragraph" in block) {
    return (
      <p>
        <Text parts={block.paragraph} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6">
        {block.list.map((item, index) => (
          <li key={index}>
            <Text parts={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="space-y-3">
      {block.terms.map(({ term, description }) => (
        <div key={term}>
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="mt-1 break-words">
            <Text parts={description} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const policy = words.privacy.privacyPolicy({ ...loaderData, collected: collectedByForm(leadFormsIn(words)) });
  return (
    <>
      <PageHeader title={policy.title} lead={policy.lead}>
        <p className="mt-4 text-slate-700">
          <time dateTime={policy.updated.iso}>{policy.updated.text}</time>
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="max-w-3xl space-y-12">
          {policy.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-brand-900">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-lg text-slate-700">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
