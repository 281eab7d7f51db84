// The matching service's shortlists (decision 0075): the team suggests 1–3 accepted CIOs for an
// accepted company request, each CIO says yes first on a signed page, the company then picks from
// those interested, and only a pick exchanges contact details. Callers outside this folder (the
// admin's pages, the CIO's and the company's pages, the daily jobs) import from here only.

export { eligibleCios, previewShortlist, sendShortlist } from "./shortlist-send.server";
export { shortlistsOf } from "./shortlist-views.server";
export { answerOpportunity, opportunityFor, resendCandidateLink, revokeCandidateLink } from "./cio-links.server";
export { remindAndExpire, type ReminderSettings } from "./shortlist-reminders.server";
export { startReminderJob, type ReminderJob } from "./shortlist-reminder-job.server";
export { companyShortlistFor, resendCompanyLink, revokeCompanyLink } from "./company-links.server";
export { answerNoneFit, pickFromShortlist } from "./shortlist-picks.server";

export type {
  CandidatePick,
  ShortlistInput,
  ShortlistPreview,
  ShortlistProblem,
  Settings,
  CandidateState,
  CandidateView,
  ShortlistView,
  Opportunity,
  LinkCheck,
  ReasonRefused,
  LinkChange,
  ShortlistedCio,
  CompanyShortlist,
  PickRefused,
  PickOutcome,
  NoneFitOutcome,
  PickSettings,
} from "./shortlist-types.server";
