import { data } from "react-router";
import { useFormatTime } from "~/components/admin/admin-time";
import { fieldControlClass, LabelledField } from "~/components/admin/admin-ui";
import { pageMeta } from "~/components/page-meta";
import { Container } from "~/components/page-section";
import { availabilityErrors, availabilityPage as copy } from "~/content/admin-booking";
import {
  type AvailabilityFormValues,
  availabilityToForm,
  numberFields,
  parseAvailabilityForm,
  weekdayFields,
} from "~/domain/booking/availability-form";
import { adminContext } from "~/server/auth/admin-guard.server";
import { currentAvailability, lastSaved, saveAvailability } from "~/server/booking/availability.server";
import { readFormBody } from "~/server/http/form-body.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/availability";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

export async function loader() {
  const { database, config } = await services();
  return {
    values: availabilityToForm(await currentAvailability(database.db)),
    saved: await lastSaved(database.db),
    timeZone: config.timeZone,
  };
}

/** Saves the availability when every box reads right; otherwise the form again with what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const values: AvailabilityFormValues = {};
  for (const name of [...weekdayFields.map((field) => field.name), ...numberFields, "closedDates"]) {
    const value = body.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  const parsed = parseAvailabilityForm(values, availabilityErrors);
  if (!parsed.ok) return data({ values, errors: parsed.errors, done: false }, { status: 400 });
  const { database } = await services();
  await saveAvailability(database.db, parsed.availability, context.get(adminContext).email, new Date());
  return { values: availabilityToForm(parsed.availability), errors: {} as Record<string, string>, done: true };
}

function Field({
  name,
  label,
  value,
  error,
  hint,
  area,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  area?: boolean;
}) {
  const id = `field-${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(aria) =>
        area ? (
          <textarea id={id} name={name} rows={5} defaultValue={value} {...aria} className={fieldControlClass} />
        ) : (
          <input type="text" id={id} name={name} defaultValue={value} {...aria} className={fieldControlClass} />
        )
      }
    </LabelledField>
  );
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const formatTime = useFormatTime();
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro(loaderData.timeZone)}</p>
      {loaderData.saved && (
        <p className="mt-1 text-sm text-slate-700">{copy.lastSaved(loaderData.saved.by, formatTime(loaderData.saved.at))}</p>
      )}
      {actionData && (
        <p
          role={actionData.done ? "status" : "alert"}
          className={`mt-4 font-medium ${actionData.done ? "text-green-800" : "text-red-700"}`}
        >
          {actionData.done ? copy.saved : copy.notSaved}
        </p>
      )}
      {/* A key per answer, so the boxes show what was saved or sent back rather than what React kept. */}
      <form method="post" key={JSON.stringify(values)} className="mt-6 grid max-w-3xl gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold text-brand-900">{copy.hoursHeading}</legend>
          {weekdayFields.map(({ weekday, name }) => (
            <Field
              key={name}
              name={name}
              label={copy.weekdays[weekday]!}
              value={values[name] ?? ""}
              error={errors[name]}
              hint={copy.hoursHint}
            />
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberFields.map((name) => (
            <Field key={name} name={name} label={copy.labels[name]} value={values[name] ?? ""} error={errors[name]} />
          ))}
        </div>
        <Field name="closedDates" label={copy.labels.closedDates} value={values.closedDates ?? ""} error={errors.closedDates} area />
        <div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {copy.save}
          </button>
        </div>
      </form>
    </Container>
  );
}
