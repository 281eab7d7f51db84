// The admin's words for shortlists (decision 0075) on a record's page: choosing 1–3 CIOs for an
// accepted company request, the preview of each CIO's e-mail, and each shortlisted CIO's state.
// The workspace is English only.

/** A CIO's state on a shortlist, in words; "not-for-me" adds the CIO's reason when they gave one. */
const candidateStates = {
  sent: "Invitation sent, not opened yet",
  viewed: "Opened the invitation, no answer yet",
  interested: "Interested",
  "not-for-me": "Not for me",
  expired: "Link expired without an answer",
  revoked: "Link revoked",
  picked: "Picked by the company",
  "not-picked": "Not picked by the company",
  "no-longer-available": "No longer available",
} as const;

const shortlistStatuses = {
  open: "Open",
  picked: "The company picked",
  "none-fit": "The company found none fit",
  closed: "Closed",
} as const;

/** "Shortlist CIOs" on an accepted company request's page. */
export const shortlistForm = {
  section: "Shortlist CIOs",
  intro:
    "Choose 1 to 3 CIOs. Each gets an e-mail in their own language with a private link (valid 7 days) describing the request without the company's name or contact details, and answers Interested or Not for me.",
  /** Why the form is not offered. */
  notOffered: {
    spam: "Spam takes no part in shortlists.",
    pending: "Accept this request first: only an accepted company request can be shortlisted for.",
    denied: "This request was denied: it takes no part in shortlists.",
    withdrawn: "This request was withdrawn: it takes no part in shortlists.",
    open: "This request has an open shortlist (below). A new one can be made once it is picked or closed.",
    none: "No CIO in the network can be shortlisted for this request yet (accepted, and working in French when the company needs French).",
  },
  needsFrench: "The company needs French: only CIOs who work in French are listed.",
  choose: "CIOs who can be shortlisted, best fit first",
  pick: (name: string) => `Shortlist ${name}`,
  fit: (score: number) => `Fit ${score} / 100`,
  language: (language: string) => `E-mailed in ${language}`,
  notes: "Notes (optional)",
  noteForCio: "Note for the CIO (in their language)",
  noteForCompany: "Note for the company",
  noteHint: "Why we suggest them, in a sentence or two.",
  preview: "Preview",
  send: "Send",
  previewing: "Preparing the preview…",
  sending: "Sending…",
} as const;

/** The preview of what "Send" would queue. */
export const shortlistPreview = {
  title: "Preview: nothing is sent yet",
  intro: "Each CIO gets exactly this e-mail. Press Send below the list to send them.",
  to: "To",
  subject: "Subject",
  text: "Text",
  companyNote: "The company will read (once they see the shortlist)",
  noCompanyNote: "No note for the company.",
  forCio: (name: string) => `E-mail to ${name}`,
} as const;

/** The "Shortlists" section on both records' pages. */
export const shortlistList = {
  section: "Shortlists",
  none: { Company: "No shortlist for this request yet.", CIO: "Not on any shortlist yet." },
  statuses: shortlistStatuses,
  heading: (status: string, when: string, by: string) => `${status}: made ${when} by ${by}`,
  forCompany: "For the company request",
  deletedCio: "A CIO whose data was deleted",
  states: candidateStates,
  state: (state: keyof typeof candidateStates, reason: string | null) =>
    state === "not-for-me" && reason ? `${candidateStates[state]}: “${reason}”` : candidateStates[state],
  linkSent: (when: string) => `Link sent ${when}`,
  answered: (when: string) => `answered ${when}`,
  noteForCio: "Note for the CIO",
  noteForCompany: "Note for the company",
  reason: (reason: string) => `Reason: ${reason}`,
  expiredHelp: "The link lasted 7 days. Send a new link to ask again; the old one stays dead.",
  revokedHelp: "The CIO's link no longer works. Send a new link if they should answer after all.",
  revoke: "Revoke link",
  resend: "Send a new link",
  revoking: "Revoking…",
  resending: "Sending…",
  /** Hidden words after a button, so each says whose link it acts on. */
  whose: (name: string) => ` of ${name}`,
} as const;

/** What the page says after a shortlist's action (POST → redirect → GET), and when one is refused. */
export const shortlistNotices = {
  sent: "Shortlist sent: each CIO gets their invitation by e-mail. Their answers show below.",
  revoked: "The link is revoked: it no longer opens the invitation.",
  resent: "A new link is on its way to the CIO; the old one no longer works.",
} as const;

export const shortlistErrors = {
  choosePicks: "Choose 1 to 3 different CIOs.",
  notACio: "Choose CIOs from the list.",
  companyNotEligible: "Only an accepted company request can be shortlisted for.",
  cioNotEligible:
    "A CIO you chose can no longer be shortlisted (not accepted, or not working in French where the company needs it). Choose again from the list.",
  alreadyOpen: "This request already has an open shortlist (another admin, or a second press of Send): nothing more was sent.",
  noteNotValid: "A note is too long or holds a character it may not.",
  noSuchCandidate: "No such shortlisted CIO on this record.",
  shortlistClosed: "This shortlist has ended: its links can no longer be revoked or sent again.",
  alreadyRevoked: "This link was already revoked (perhaps by another admin).",
  cioGone: "This CIO is no longer in the network: no new link was sent.",
} as const;
