import type { ApplicationPageData } from "./application-page-data";

/** Every field of the application as its form names it; web and e-mail addresses as links. */
export function ApplicationFields({ fields }: { fields: ApplicationPageData["fields"] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={field.kind === "textarea" ? "sm:col-span-2" : undefined}>
          <dt className="text-sm font-semibold text-slate-600">{field.label}</dt>
          <dd className="mt-1 break-words whitespace-pre-line text-slate-900">
            {field.kind === "url" && field.value.startsWith("http") ? (
              <a href={field.value} rel="noopener noreferrer" className="text-brand-700 underline">
                {field.value}
              </a>
            ) : field.kind === "email" ? (
              <a href={`mailto:${field.value}`} className="text-brand-700 underline">
                {field.value}
              </a>
            ) : (
              field.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
