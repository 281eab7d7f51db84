import type { ReactNode } from "react";
import type { Point } from "~/content/types";
import { Icon, type IconName } from "./illustrations/icons";
import { ArchMotif } from "./illustrations/motifs";

export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The top of an inner page: its one h1 and an introduction. */
export function PageHeader({ title, lead, eyebrow, children }: { title: string; lead?: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-50 py-12 sm:py-16">
      <Container className="relative">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
        {/* The site's arches fill the band's empty right side where the text leaves room for them;
            they come last, so a page that arrives slowly draws them once the band's height is known. */}
        <ArchMotif className="pointer-events-none absolute top-1/2 right-8 hidden h-36 -translate-y-1/2 xl:block" />
      </Container>
    </div>
  );
}

/** A titled block of a page, with its heading tied to the section for assistive technology. */
export function PageSection({
  id,
  title,
  intro,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`py-12 sm:py-16 ${tinted ? "bg-slate-50" : ""}`}>
      <Container>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        <div className="mt-6 sm:mt-8">{children}</div>
      </Container>
    </section>
  );
}

/** Cards for steps, perks, values and benefits; numbered when order matters; `icons` in the points' order. */
export function PointGrid({
  points,
  numbered = false,
  columns = 3,
  icons = [],
}: {
  points: readonly Point[];
  numbered?: boolean;
  columns?: 2 | 3;
  icons?: readonly IconName[];
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`grid gap-6 ${columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
      {points.map((point, index) => (
        <li key={point.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {(icons[index] || numbered) && (
            <div className="mb-4 flex items-center gap-3">
              {icons[index] && <Icon name={icons[index]} />}
              {numbered && (
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
              )}
            </div>
          )}
          <h3 className="text-lg font-semibold text-brand-900">{point.title}</h3>
          <p className="mt-2 text-slate-700">{point.body}</p>
        </li>
      ))}
    </List>
  );
}
