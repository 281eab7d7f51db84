import { companyLink as words } from "~/content/admin-shortlists";
import { ActionButton } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import type { ApplicationPageData } from "./application-page-data";

type Shortlist = ApplicationPageData["shortlists"][number];

/** States in which the company's link still opens its page: the admin may revoke it. */
const live = new Set<Shortlist["companyLink"]["state"]>(["sent", "viewed"]);
/** States in which the company has no working link while the shortlist is open: the admin may send a new one. */
const dead = new Set<Shortlist["companyLink"]["state"]>(["expired", "revoked"]);

/** What the company request's page says of the company's own link to a shortlist, with its buttons. */
export function CompanyLinkEntry({ shortlist }: { shortlist: Shortlist }) {
  const formatTime = useFormatTime();
  const link = shortlist.companyLink;
  const open = shortlist.status === "open";
  const picked = shortlist.candidates.filter((candidate) => candidate.state === "picked").map((candidate) => candidate.cioName);
  const stateText =
    link.state === "picked" && picked.length > 0
      ? words.picked(picked.join(", "))
      : link.state === "none-fit"
        ? words.noneFit(shortlist.reason)
        : words.states[link.state];
  const dates = [
    link.issuedAt && words.sent(formatTime(link.issuedAt)),
    link.viewedAt && words.viewed(formatTime(link.viewedAt)),
    link.remindedAt && words.reminded(formatTime(link.remindedAt)),
    link.answeredAt && words.answered(formatTime(link.answeredAt)),
  ].filter(Boolean);
  return (
    <div id={`company-link-${shortlist.shortlistId}`} className="mt-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="font-semibold">{words.heading}:</span>
        <span className="font-medium break-words text-slate-900" data-company-link-state={link.state}>
          {stateText}
        </span>
      </p>
      {dates.length > 0 && <p className="mt-1 text-sm text-slate-700">{dates.join(", ")}</p>}
      {open && link.state === "expired" && <p className="mt-2 text-slate-800">{words.expiredHelp}</p>}
      {open && link.state === "revoked" && <p className="mt-2 text-slate-800">{words.revokedHelp}</p>}
      {open && (live.has(link.state) || dead.has(link.state)) && (
        <div className="mt-3 flex flex-wrap gap-3">
          {live.has(link.state) ? (
            <ActionButton
              intent="revoke-company-link"
              values={{ shortlistId: shortlist.shortlistId }}
              style="deny"
              busyLabel={words.revoking}
            >
              {words.revoke}
            </ActionButton>
          ) : (
            <ActionButton
              intent="resend-company-link"
              values={{
                shortlistId: shortlist.shortlistId,
                ...(link.issuedAt ? { issuedAt: new Date(link.issuedAt).toISOString() } : {}),
              }}
              style="primary"
              busyLabel={words.resending}
            >
              {words.resend}
            </ActionButton>
          )}
        </div>
      )}
    </div>
  );
}
