import type { Words } from "~/content/words";
import { PageSection } from "./page-section";

type Content = Words["people"];
type Labels = Words["team"]["teamProof"];

/** How many of the sections below have entries (the page alternates its bands' tint after them). */
export function proofSectionCount({ people, proof }: Content): number {
  return [people, proof.clients, proof.testimonials, proof.caseStudies].filter((list) => list.length > 0).length;
}

/**
 * The Team page's people, client logos, testimonials and case studies, from app/content/people.ts.
 * A section with no entries renders nothing at all: no heading over an empty list. The sections
 * shown alternate tinted and white bands, the first tinted.
 */
export function PeopleAndProof({ content, labels }: { content: Content; labels: Labels }) {
  const { people, proof } = content;
  let shown = 0;
  const tinted = () => shown++ % 2 === 0;
  return (
    <>
      {people.length > 0 && (
        <PageSection id="people" title={labels.peopleTitle} tinted={tinted()}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li key={person.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                {/* Fixed size, so the page does not move when the photo arrives. */}
                <img
                  src={person.photo}
                  alt={labels.photoAlt(person.name)}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="size-24 rounded-full bg-slate-100 object-cover"
                />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{person.name}</h3>
                <p className="text-sm font-medium text-brand-700">{person.role}</p>
                <p className="mt-3 text-slate-700">{person.bio}</p>
                {person.linkedIn && (
                  <p className="mt-auto pt-4">
                    <a href={person.linkedIn} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                      {labels.linkedIn(person.name)}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {proof.clients.length > 0 && (
        <PageSection id="clients" title={labels.clientsTitle} tinted={tinted()}>
          <ul className="grid grid-cols-2 items-center gap-8 sm:grid-cols-3 lg:grid-cols-6">
            {proof.clients.map((client) => (
              <li key={client.name} className="flex h-16 items-center justify-center">
                <img src={client.logo} alt={client.name} loading="lazy" decoding="async" className="max-h-16 w-auto max-w-full" />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {proof.testimonials.length > 0 && (
        <PageSection id="testimonials" title={labels.testimonialsTitle} tinted={tinted()}>
          <ul className="grid gap-6 md:grid-cols-2">
            {proof.testimonials.map((testimonial) => (
              <li key={testimonial.quote}>
                <figure className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                  <blockquote className="text-lg text-slate-800">{testimonial.quote}</blockquote>
                  <figcaption className="mt-4 text-sm text-slate-700">
                    <span className="font-semibold text-brand-900">{testimonial.name}</span>, {testimonial.role}, {testimonial.company}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {proof.caseStudies.length > 0 && (
        <PageSection id="case-studies" title={labels.caseStudiesTitle} tinted={tinted()}>
          <ul className="grid gap-6 md:grid-cols-2">
            {proof.caseStudies.map((study) => (
              <li key={study.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-900">{study.title}</h3>
                <p className="text-sm font-medium text-brand-700">{study.client}</p>
                <dl className="mt-3 space-y-3 text-slate-700">
                  <div>
                    <dt className="font-semibold text-slate-800">{labels.challenge}</dt>
                    <dd>{study.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-800">{labels.outcome}</dt>
                    <dd>{study.outcome}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
}
