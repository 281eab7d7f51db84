import { Form, Link } from "react-router";
import { ActionButton, AdminSection, buttonClass, formatWhen, TextAreaField } from "~/components/admin/admin-ui";
import { ConsentEvidence } from "~/components/admin/consent-evidence";
import { TextEdit } from "~/components/admin/text-edit";
import { NotifyApplicant } from "~/components/admin/notify-applicant";
import { PersonalDataSection } from "~/components/admin/personal-data-section";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { adminPage } from "~/content/auth";
import { noteEditing, reasonEditing } from "~/content/privacy-requests";
import { NOTE_MAX_LENGTH, REOPEN_REASON_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { decisionNotice } from "~/content/decision-emails";
import { adminContext } from "~/server/auth/admin-guard.server";
import { applicationAction, applicationPage } from "~/routes/admin/application.server";
import type { Route } from "./+types/application";

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: data ? `${data.application.firstName} ${data.application.lastName}` : "Application",
    description: "An application in full.",
  }),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => applicationPage(request, params.id);

export const action = ({ request, params, context }: Route.ActionArgs) =>
  applicationAction(request, params.id, context.get(adminContext).email);

type PageData = Route.ComponentProps["loaderData"];
type Problem = Route.ComponentProps["actionData"];

const linkFields = new Set(["linkedin", "companypage"]);

function Fields({ fields }: { fields: PageData["fields"] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={field.kind === "textarea" ? "sm:col-span-2" : undefined}>
          <dt className="text-sm font-semibold text-slate-600">{field.label}</dt>
          <dd className="mt-1 break-words whitespace-pre-line text-slate-900">
            {linkFields.has(field.name) && field.value.startsWith("http") ? (
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

function Decision({ application, problem }: { application: PageData["application"]; problem: Problem }) {
  if (application.spamReason) {
    return (
      <div className="space-y-3">
        <p>Caught by the spam checks: {application.spamReason}.</p>
        <ActionButton intent="release" style="quiet">
          Not spam
        </ActionButton>
      </div>
    );
  }
  if (application.status === "Withdrawn") {
    return (
      <p className="text-lg">
        Withdrawn by the applicant
        {application.withdrawnAt && <span className="text-slate-700">, {formatWhen(application.withdrawnAt)}</span>}. It takes no part in
        matching.
      </p>
    );
  }
  if (!application.status) {
    // One form: the 'notify' box goes with whichever button is pressed.
    return (
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="decide" />
        {problem?.errors.status && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
            {problem.errors.status}
          </p>
        )}
        <NotifyApplicant hint />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="status" value="Accepted" className={buttonClass("accept")}>
            {adminPage.accept}
          </button>
          <button type="submit" name="status" value="Denied" className={buttonClass("deny")}>
            {adminPage.deny}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-lg">
        {application.status === "Accepted" ? adminPage.accepted : adminPage.denied}
        {application.decidedBy && application.decidedAt && (
          <span className="text-slate-700">
            {" "}
            by {application.decidedBy}, {formatWhen(application.decidedAt)}
          </span>
        )}
      </p>
      <Form method="post" className="max-w-xl space-y-3">
        <input type="hidden" name="intent" value="reopen" />
        <TextAreaField name="reason" label="Reason for reopening" error={problem?.errors.reason} rows={2} />
        <button type="submit" className={buttonClass("quiet")}>
          Reopen decision
        </button>
      </Form>
    </div>
  );
}

/** The text and error of a refused edit, for the note or history entry it was about. */
const refusedEdit = (problem: Problem, id: string) =>
  problem?.refusedEdit?.id === id ? { text: problem.refusedEdit.text, error: problem.refusedEdit.error } : undefined;

function eventText(event: PageData["events"][number]): string {
  switch (event.kind) {
    case "decided":
      return `${event.status}`;
    case "reopened":
      return `Reopened: ${event.reason ?? ""}`;
    case "introduced":
      return `Introduced to ${event.otherName ?? "an application since deleted"}`;
    case "released-from-spam":
      return "Taken out of spam";
    case "withdrawn":
      // The actor, shown after it, is "the applicant".
      return "Withdrawn";
    case "applicant-notified":
      return decisionNotice.history.notified;
    case "applicant-not-notified":
      return decisionNotice.history.notNotified;
    case "decision-email-cancelled":
      return decisionNotice.history.cancelled(event.status ?? "decision");
  }
}

function Matches({ data, problem }: { data: PageData; problem: Problem }) {
  const isCompany = data.application.type === "Company";
  if (data.application.spamReason) return <p>Spam takes no part in matching.</p>;
  if (data.application.status === "Withdrawn") return <p>A withdrawn application takes no part in matching.</p>;
  if (data.suggestions.length === 0) {
    return <p>{isCompany ? "No accepted CIO yet." : "No open company request yet."}</p>;
  }
  return (
    <>
      {problem?.errors.introduce && (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {problem.errors.introduce}
        </p>
      )}
      <ol className="space-y-4">
        {data.suggestions.map((suggestion) => (
          <li key={suggestion.id} className="rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`/admin/applications/${suggestion.id}`} className="font-semibold text-brand-700 underline">
                {suggestion.name}
              </Link>
              <span className="text-slate-700">Fit {suggestion.fit.score} / 100</span>
            </div>
            {suggestion.fit.reasons.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {suggestion.fit.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">Nothing in common beyond being available.</p>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {problem?.confirmIntroduction === suggestion.id ? (
                <div role="alert" className="flex flex-wrap items-center gap-3">
                  <span>These two were introduced before. Introduce them again?</span>
                  <ActionButton intent="introduce" values={{ otherId: suggestion.id, confirmed: "yes" }} style="primary">
                    Yes, introduce again
                  </ActionButton>
                </div>
              ) : (
                <ActionButton intent="introduce" values={{ otherId: suggestion.id }} style="primary">
                  Introduce<span className="sr-only"> {suggestion.name}</span>
                </ActionButton>
              )}
              {suggestion.introductions > 0 && (
                <span className="text-sm text-slate-700">
                  Introduced {suggestion.introductions === 1 ? "once" : `${suggestion.introductions} times`}
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

export default function AdminApplication({ loaderData: data, actionData: problem }: Route.ComponentProps) {
  const { application } = data;
  return (
    <Container className="py-10">
      <p>
        <Link to="/admin" className="text-brand-700 underline">
          ← {adminPage.title}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-brand-900">
        {application.firstName} {application.lastName}
      </h1>
      <p className="mt-2 text-slate-700">
        {application.type === "CIO" ? "CIO application" : "Company request"}, received {formatWhen(application.createdAt)}
      </p>
      {data.duplicates.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">Applied before</span>
          {data.duplicates.map((duplicate) => (
            <Link key={duplicate.id} to={`/admin/applications/${duplicate.id}`} className="text-brand-700 underline">
              {duplicate.type} application of {formatWhen(duplicate.createdAt)}
            </Link>
          ))}
        </p>
      )}
      <div aria-live="polite" className="mt-4">
        {data.notice && <p className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">{data.notice}</p>}
      </div>

      <AdminSection title="Decision" id="decision">
        <Decision application={application} problem={problem} />
      </AdminSection>
      <AdminSection title="Details" id="details">
        <Fields fields={data.fields} />
      </AdminSection>
      <AdminSection title="Consent to news e-mails" id="consent">
        <ConsentEvidence record={application} />
      </AdminSection>
      <AdminSection title={application.type === "Company" ? "Suggested CIOs" : "Company requests that fit"} id="matches">
        <Matches data={data} problem={problem} />
      </AdminSection>
      <AdminSection title="History" id="history">
        {data.events.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className="space-y-2">
            {data.events.map((event) => (
              <li key={event.id} id={`event-${event.id}`} className="break-words">
                <span className="font-medium">{eventText(event)}</span>{" "}
                <span className="text-slate-700">
                  — {event.actor}, {formatWhen(event.createdAt)}
                </span>
                {event.kind === "reopened" && (
                  <TextEdit
                    intent="edit-reason"
                    idField="eventId"
                    record={{ id: event.id, text: event.reason ?? "" }}
                    copy={reasonEditing}
                    maxLength={REOPEN_REASON_MAX_LENGTH}
                    refused={refusedEdit(problem, event.id)}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
      </AdminSection>
      <AdminSection title="Notes" id="notes">
        {data.notes.length > 0 && (
          <ul className="mb-6 space-y-4">
            {data.notes.map((note) => (
              <li key={note.id} id={`note-${note.id}`} className="rounded-lg bg-slate-50 p-4">
                <p className="break-words whitespace-pre-line">{note.body}</p>
                <p className="mt-2 text-sm text-slate-700">
                  {note.author}, {formatWhen(note.createdAt)}
                </p>
                <TextEdit
                  intent="edit-note"
                  idField="noteId"
                  record={{ id: note.id, text: note.body }}
                  copy={noteEditing}
                  maxLength={NOTE_MAX_LENGTH}
                  refused={refusedEdit(problem, note.id)}
                />
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="max-w-xl space-y-3">
          <input type="hidden" name="intent" value="note" />
          <TextAreaField name="body" label="Add a note (only admins see it)" error={problem?.errors.body} />
          <button type="submit" className={buttonClass("primary")}>
            Save note
          </button>
        </Form>
      </AdminSection>
      <AdminSection title="Personal data" id="personal-data">
        <PersonalDataSection
          applicationId={application.id}
          person={data.person}
          mentions={data.mentions}
          confirm={problem?.confirmDeletion}
          error={problem?.errors.deletionReason}
        />
      </AdminSection>
    </Container>
  );
}
