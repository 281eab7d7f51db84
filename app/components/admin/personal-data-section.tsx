import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { busyLabels } from "~/content/admin";
import { countsText, personalDataTools, personalDataTools as copy } from "~/content/privacy-requests";
import { REASON_MAX_LENGTH } from "~/domain/forms/privacy-forms";
import type { Mention } from "~/server/privacy/personal-data.server";
import { buttonClass, TextAreaField } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import { BusyButton, BusyForm } from "./busy-form";

type Preview = Parameters<typeof countsText>[0];

export type PersonalDataSectionProps = {
  applicationId: string;
  person: { email: string; applications: number; inquiries: number; calls: number };
  /** Notes and reopening reasons of other applications that name the person, newest first. */
  mentions: Mention[];
  /** Set after the first 'Delete personal data': what would go, asked once more. */
  confirm?: { reason: string; includeInquiries: boolean; preview: Preview };
  error?: string;
};

/** Confirms a deletion on a second screen: the form's values carried over, what would go counted. */
function ConfirmDeletion({ applicationId, confirm }: { applicationId: string; confirm: NonNullable<PersonalDataSectionProps["confirm"]> }) {
  const box = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone: put keyboard and screen-reader focus on the question.
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="confirm-deletion-title"
      className="max-w-xl space-y-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-950"
    >
      <p id="confirm-deletion-title" className="text-lg font-bold">
        {copy.confirmTitle}
      </p>
      <p>This deletes {countsText(confirm.preview)}. It cannot be undone.</p>
      <p>{copy.kept}</p>
      <BusyForm method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="delete-personal-data" />
        <input type="hidden" name="deletionReason" value={confirm.reason} />
        {confirm.includeInquiries && <input type="hidden" name="includeInquiries" value="yes" />}
        <input type="hidden" name="confirmed" value="yes" />
        <BusyButton busyLabel={busyLabels.deleting} className={buttonClass("deny")}>
          {copy.confirmSubmit}
        </BusyButton>
        {/* The page's own address without the hash, so that without JavaScript it loads again. */}
        <Link to={`/admin/applications/${applicationId}`} className="font-semibold text-brand-700 underline">
          {copy.cancel}
        </Link>
      </BusyForm>
    </div>
  );
}

/** How much of a long note the list shows: enough to recognise it; the link opens the rest. */
const EXCERPT_LENGTH = 200;

/**
 * Other people's records that name the person: a deletion leaves them as they are, since rewriting
 * them by a name or an address could change someone else's words, so the admin opens each from
 * here, before or after deleting, and edits what should go.
 */
function Mentions({ mentions }: { mentions: Mention[] }) {
  const copy = personalDataTools.mentions;
  const formatTime = useFormatTime();
  return (
    <>
      <h3 className="text-lg font-bold text-brand-900">{copy.heading}</h3>
      <p className="max-w-3xl">{mentions.length === 0 ? copy.none : copy.intro}</p>
      {mentions.length > 0 && (
        <ul className="max-w-3xl space-y-3">
          {mentions.map((mention) => (
            <li key={`${mention.kind}-${mention.id}`} className="break-words">
              <Link
                to={`/admin/applications/${mention.applicationId}#${mention.kind === "note" ? `note-${mention.id}` : `event-${mention.id}`}`}
                className="font-semibold text-brand-700 underline"
              >
                {mention.kind === "note" ? copy.note(mention.applicationName) : copy.history(mention.applicationName)}
              </Link>
              <span className="text-slate-700">, {formatTime(mention.createdAt)}</span>
              <p className="whitespace-pre-line text-slate-800">
                {mention.text.length > EXCERPT_LENGTH ? `${mention.text.slice(0, EXCERPT_LENGTH - 1)}…` : mention.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** 'Download data' and 'Delete personal data' (with a reason and a confirmation), for a person's requests. */
export function PersonalDataSection({ applicationId, person, mentions, confirm, error }: PersonalDataSectionProps) {
  return (
    <div className="space-y-6">
      <p className="max-w-3xl break-words">{copy.intro(person.email, person.applications, person.calls)}</p>
      <p>
        <a href={`/admin/applications/${applicationId}/personal-data.json`} download className={buttonClass("quiet")}>
          {copy.download}
        </a>
      </p>
      <Mentions mentions={mentions} />
      <h3 className="text-lg font-bold text-brand-900">{copy.deleteHeading}</h3>
      {confirm ? (
        <ConfirmDeletion applicationId={applicationId} confirm={confirm} />
      ) : (
        <BusyForm method="post" className="max-w-xl space-y-4">
          <input type="hidden" name="intent" value="delete-personal-data" />
          <TextAreaField
            name="deletionReason"
            label={copy.reasonLabel}
            hint={copy.reasonHint}
            error={error}
            rows={2}
            maxLength={REASON_MAX_LENGTH}
          />
          {person.inquiries > 0 && (
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="includeInquiries" value="yes" className="size-5 accent-brand-600" />
              <span>{copy.inquiriesLabel(person.inquiries)}</span>
            </label>
          )}
          <BusyButton busyLabel={busyLabels.deleting} className={buttonClass("deny")}>
            {copy.submit}
          </BusyButton>
        </BusyForm>
      )}
    </div>
  );
}
