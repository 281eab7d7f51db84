import { type ContactDetails as Details, hasContactDetails, telephoneHref } from "~/domain/contact-details";
import { useWords } from "./use-words";
import { EmailAddress } from "./email-address";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";

/** The team's phone, e-mail and city from the configuration (CONTACT_*), each only when set; nothing when none is. */
export function ContactDetails({ details }: { details: Details }) {
  const { reach } = useWords().contact.contactPage;
  if (!hasContactDetails(details)) return null;
  const { phone, email, city } = details;
  return (
    <section aria-labelledby="reach-title" className="mt-10">
      <h2 id="reach-title" className="text-xl font-semibold text-brand-900">
        {reach.title}
      </h2>
      <dl className="mt-4 grid max-w-3xl gap-4 text-lg sm:grid-cols-3">
        {phone && (
          <div>
            <dt className="text-sm font-semibold text-slate-700">{reach.phone}</dt>
            <dd className="mt-1">
              <a href={telephoneHref(phone)} className={linkClass}>
                {phone}
              </a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt className="text-sm font-semibold text-slate-700">{reach.email}</dt>
            <dd className="mt-1">
              <a href={`mailto:${email}`} className={linkClass}>
                <EmailAddress email={email} />
              </a>
            </dd>
          </div>
        )}
        {city && (
          <div>
            <dt className="text-sm font-semibold text-slate-700">{reach.city}</dt>
            <dd className="mt-1 break-words text-slate-900">{city}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
