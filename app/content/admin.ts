// The admin's screens: what they say, and what the server answers an admin. The applications
// list's own words (its title, columns, Accept and Deny) are adminPage in auth.ts; decisions'
// e-mail words are in decision-emails.ts; privacy requests' in privacy-requests.ts.

const languageNames = { en: "English", fr: "French" } as const;
/** A stored locale column by name; anything but "fr" is English, as the e-mails read it. */
const languageName = (locale: string) => (locale === "fr" ? languageNames.fr : languageNames.en);

/** The language a visitor used on the public site, stored with each application and inquiry. */
export const recordLanguage = {
  names: languageNames,
  name: languageName,
  /** On an application's page and an inquiry's card. */
  line: (locale: string) => `Language: ${languageName(locale)}`,
} as const;

/** The list pages' pager, beyond adminPage's Previous and Next. */
export const pagerWords = {
  page: (number: number) => `Page ${number}`,
  /** Which rows a list page shows; 0 to 0 of 0 when empty. */
  showing: ({ first, last, total }: { first: number; last: number; total: number }) => `Showing ${first} to ${last} of ${total} entries`,
} as const;

/** The bar above every admin page. */
export const adminNav = {
  label: "Admin",
  queue: "Today",
  inquiries: "Inquiries",
  outbox: "E-mail",
} as const;

/** The queue, the admin's home page: what needs someone today. */
export const queuePage = {
  meta: { title: "Today", description: "What needs someone today." },
  title: "Today",
} as const;

/** What a button says while its action runs (it cannot be pressed again meanwhile). */
export const busyLabels = {
  accepting: "Accepting…",
  denying: "Denying…",
  introducing: "Introducing…",
  reopening: "Reopening…",
  saving: "Saving…",
  deleting: "Deleting…",
  moving: "Moving…",
  retrying: "Retrying…",
} as const;

/** The admin's own compact frame (instead of the public site's header and footer). */
export const adminFrame = {
  skipToContent: "Skip to content",
  brand: "Fractional CIO Canada",
  signedInAs: "Signed in as",
  publicSite: "Open the public site",
  /** On the bottom line: which zone the times on these pages are in. */
  timesIn: (zone: string) => `Times are shown in ${zone.replace(/_/g, " ")} time.`,
  /** Under an error on an admin page (whose words are the site's, errors.ts). */
  backToList: "Back to Today",
} as const;

/** The applications list, beyond adminPage: its views, filters and notices. */
export const applicationsList = {
  views: { label: "Views" },
  /** Beyond adminPage.columns; "Received" also labels the date on a phone's card. */
  columns: { type: "Type", received: "Received", stage: "Stage" },
  filters: {
    all: "All",
    type: "Type",
    types: { CIO: "CIO", Company: "Company" },
    status: "Status",
    statuses: { pending: "Pending", accepted: "Accepted", denied: "Denied", withdrawn: "Withdrawn" },
    language: "Language",
    languages: languageNames,
    stage: "Stage",
    search: "Search name, e-mail or company",
    submit: "Filter",
    exportCsv: "Export CSV",
  },
  nothingMatches: "Nothing matches this view.",
  spam: (reason: string) => `Spam: ${reason}`,
  notSpam: "Not spam",
  pagerLabel: "Applications pages",
  notices: {
    released: "Moved out of spam: it is in the list now, and its e-mails are on their way.",
    withdrew: (name: string) => `${name} withdrew this application; your choice was not recorded.`,
    alreadyDecided: (name: string, status: string, by: string | null) =>
      `${name} had already been ${status} by ${by ?? "another admin"}; your choice was not recorded.`,
  },
  errors: {
    chooseDecision: "Choose Accept or Deny for an application in the list.",
    notFound: "That application does not exist.",
  },
} as const;

/** /admin/applications/:id. */
export const applicationPage = {
  meta: { fallbackTitle: "Application", description: "An application in full." },
  kind: { CIO: "CIO application", Company: "Company request" },
  received: (when: string) => `, received ${when}`,
  appliedBefore: "Applied before",
  earlierApplication: (type: string, when: string) => `${type} application of ${when}`,
  sections: {
    decision: "Decision",
    details: "Details",
    consent: "Consent to news e-mails",
    matches: { Company: "Suggested CIOs", CIO: "Company requests that fit" },
    history: "History",
    notes: "Notes",
    personalData: "Personal data",
  },
  decision: {
    spam: (reason: string) => `Caught by the spam checks: ${reason}.`,
    notSpam: "Not spam",
    withdrawn: "Withdrawn by the applicant",
    withdrawnAfter: ". It takes no part in matching.",
    decidedBy: (by: string, when: string) => ` by ${by}, ${when}`,
    reopenReason: "Reason for reopening",
    reopen: "Reopen decision",
  },
  matches: {
    spam: "Spam takes no part in matching.",
    withdrawn: "A withdrawn application takes no part in matching.",
    denied: "A denied application takes no part in matching.",
    none: { Company: "No accepted CIO with anything in common yet.", CIO: "No open company request with anything in common yet." },
    /** On a CIO's page before they are accepted: the fits are shown, but only an accepted CIO is introduced. */
    acceptFirst: "Accept this CIO to introduce them to a company.",
    showMore: (count: number) => `Show ${count} more`,
    fit: (score: number) => `Fit ${score} / 100`,
    introducedBefore: "These two were introduced before. Introduce them again?",
    introduceAgain: "Yes, introduce again",
    introduce: "Introduce directly",
    /** 'Introduce directly' shows both e-mails before anything is sent. */
    preview: {
      title: "Introduce directly: nothing is sent yet",
      intro:
        "This skips the shortlist: the CIO is not asked first. Both sides get these e-mails, each naming the other with their contact details.",
      to: "To",
      subject: "Subject",
      confirm: "Yes, introduce directly",
      cancel: "Cancel",
    },
    introducedTimes: (count: number) => `Introduced ${count === 1 ? "once" : `${count} times`}`,
  },
  history: {
    empty: "Nothing yet.",
    reopened: (reason: string) => `Reopened: ${reason}`,
    introduced: (name: string | null, direct: boolean) =>
      `Introduced ${direct ? "directly " : ""}to ${name ?? "an application since deleted"}`,
    released: "Taken out of spam",
    markedSpam: "Marked as spam",
    // The actor, shown after it, is "the applicant".
    withdrawn: "Withdrawn",
    cancelledFallback: "decision",
  },
  notes: {
    add: "Add a note (only admins see it)",
    save: "Save note",
  },
  /** What the page says after an action (POST → redirect → GET); decisionNotice and the editors add theirs. */
  notices: {
    decided: "The decision is recorded.",
    already: "Another admin decided this application first; your choice was not recorded.",
    reopened: "The decision is reopened: the application has no status again.",
    noted: "Your note is saved.",
    released: "The submission is out of spam: it is in the list now, and its e-mails are on their way.",
    introduced: "Introduction sent: both sides get an e-mail naming the other.",
  },
  errors: {
    notFound: "No application with this address.",
    chooseDecision: "Choose Accept or Deny.",
    sayWhy: "Say why.",
    writeNote: "Write the note first.",
    writeText: "Write the text first.",
    chooseIntroduction: "Choose whom to introduce.",
    notAPair: "Only a company request and an accepted CIO can be introduced.",
    sayWhyDeleted: "Say why the data is deleted.",
    unknownAction: "Unknown action.",
  },
} as const;

/** What the consent box recorded, on an application or inquiry. */
export const consentEvidence = {
  noRecord: "No record: this submission was stored before the forms asked for consent to news e-mails.",
  newsEmails: "News e-mails",
  version: "Wording version",
  noVersion: "None: the form was sent without the box's wording",
  wording: "Wording shown",
  recorded: "Recorded",
  form: "Form",
  summaryNoRecord: "News e-mails: no record",
  summaryVersion: (version: string) => `wording ${version}`,
  summaryNoWording: "no wording shown",
  summary: (answer: string, details: string) => `News e-mails: ${answer} (${details})`,
} as const;

/** /admin/inquiries. */
export const inquiriesPage = {
  meta: { title: "Inquiries", description: "Contact-form inquiries." },
  title: "Inquiries",
  empty: "No inquiries yet. Messages sent with the contact form appear here.",
  handled: "Handled",
  new: "New",
  received: (when: string) => ` · received ${when}`,
  noMessage: "No message",
  handledBy: (by: string | null, when: string) => `Handled by ${by}, ${when}`,
  markNew: "Mark as new",
  markHandled: "Mark handled",
  pagerLabel: "Inquiries pages",
  notFound: "That inquiry does not exist.",
} as const;

/** /admin/outbox: the e-mails the site sends. */
export const outboxPage = {
  meta: { title: "E-mail", description: "The e-mails the site sends." },
  title: "E-mail",
  empty: "No e-mail yet.",
  tableLabel: "E-mail messages",
  columns: { recipient: "Recipient", subject: "Subject", status: "Status", attempts: "Attempts", lastError: "Last error" },
  statuses: { pending: "Waiting", sending: "Sending", sent: "Sent", failed: "Failed" },
  queued: (when: string) => `queued ${when}`,
  nextTry: (when: string) => `next try ${when}`,
  retry: "Retry",
  /** In place of the recipients: a notice posted to the team's chat (NOTIFY_WEBHOOK_URL). */
  teamChat: "Team chat",
  /** Before the addresses in copy (Cc), under the recipients. */
  cc: "Cc",
  pagerLabel: "E-mail pages",
} as const;

/**
 * The CSV export's header words for columns that are no form field; the fields' columns are named
 * as the forms name them.
 */
export const csvHeaders = {
  id: "Id",
  type: "Type",
  /** The applicant as the admin list names them: "Acme Widgets Inc. (Priya Singh)" for a company. */
  name: "Name",
  received: "Received",
  status: "Status",
  decidedBy: "Decided by",
  decidedAt: "Decided at",
  spamReason: "Spam reason",
  newsConsent: "News e-mails consent",
  consentVersion: "Consent wording version",
  consentAt: "Consent recorded at",
  consentForm: "Consent form",
  language: "Language",
  stage: "Stage",
  closeReason: "Close reason",
} as const;

/** What the server answers a signed-in person who is not an admin. */
export const adminOnly = "Only admins may do this.";
