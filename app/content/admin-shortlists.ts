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
  reminded: (when: string) => `reminded ${when}`,
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

/** The company's link on each shortlist of a company request's page. */
export const companyLink = {
  heading: "The company's page",
  states: {
    "not-sent": "Not sent yet: it goes out when the first CIO says they are interested.",
    sent: "Sent, not opened yet",
    viewed: "Opened by the company, no choice yet",
    picked: "The company picked",
    "none-fit": "The company answered that none of these fit",
    expired: "Link expired without a choice",
    revoked: "Link revoked",
    closed: "The shortlist was closed",
  },
  picked: (names: string) => `The company picked ${names}`,
  noneFit: (reason: string | null) =>
    reason ? `The company answered that none of these fit: “${reason}”` : "The company answered that none of these fit (no reason given)",
  sent: (when: string) => `Sent ${when}`,
  viewed: (when: string) => `opened ${when}`,
  reminded: (when: string) => `reminded ${when}`,
  answered: (when: string) => `answered ${when}`,
  expiredHelp:
    "The company's link lasted 14 days. Press “Send the company a new link” to send the shortlist again: the company gets a new link valid 14 days, and the old one stays dead.",
  revokedHelp: "The company's link no longer works. Press “Send the company a new link” if they should see the shortlist after all.",
  revoke: "Revoke the company's link",
  resend: "Send the company a new link",
  revoking: "Revoking…",
  resending: "Sending…",
} as const;

/** What the page says after a shortlist's action (POST → redirect → GET), and when one is refused. */
export const shortlistNotices = {
  sent: "Shortlist sent: each CIO gets their invitation by e-mail. Their answers show below.",
  revoked: "The link is revoked: it no longer opens the invitation.",
  resent: "A new link is on its way to the CIO; the old one no longer works.",
  companyRevoked: "The company's link is revoked: it no longer opens the shortlist.",
  companyResent: "A new link is on its way to the company; the old one no longer works.",
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
  noSuchShortlist: "No such shortlist on this company request.",
  companyAlreadyRevoked: "The company's link was already revoked (perhaps by another admin).",
  companyGone: "The company request is no longer accepted, or no CIO on the shortlist is interested: no new link was sent.",
  tooManyResends: "The company's link was sent again several times in the last hour: wait before sending it once more.",
} as const;

/** A shortlist step as the history writes it; `other` is the other record's name (null once deleted). */
type Said = (other: string, reason: string | null) => string;
const because = (reason: string | null) => (reason ? `: “${reason}”` : "");

/**
 * Every shortlist step in a record's history, worded for the page it is on: the company request's
 * (the other record is a CIO) or the CIO's (the other is the company request).
 */
export const shortlistHistory = {
  deletedCio: "a CIO whose data was deleted",
  deletedCompany: "a company request since deleted",
  company: {
    shortlisted: (cio) => `Shortlisted ${cio}: invitation e-mailed`,
    "shortlist-viewed": (cio) => `${cio} opened their invitation`,
    "cio-interested": (cio, reason) => `${cio} is interested${because(reason)}`,
    "cio-not-for-me": (cio, reason) => `${cio} answered Not for me${because(reason)}`,
    "shortlist-link-revoked": (cio) => `Link of ${cio} revoked`,
    "shortlist-link-resent": (cio) => `New link e-mailed to ${cio}`,
    "shortlist-link-expired": (cio) => `Link of ${cio} expired without an answer`,
    "company-shortlist-sent": () => "Shortlist page e-mailed to the company",
    "company-shortlist-viewed": () => "The company opened its shortlist page",
    "company-link-revoked": () => "The company's link revoked",
    "company-link-resent": () => "New link e-mailed to the company",
    "company-link-expired": () => "The company's link expired without a choice",
    "shortlist-reminded": (cio) => `Reminder e-mailed to ${cio}: no answer after 2 business days`,
    "company-reminded": () => "Reminder e-mailed to the company: no choice after 5 business days",
    "company-picked": (cio) => `The company picked ${cio}`,
    "not-picked": (cio) => `${cio} not picked by the company`,
    "company-none-fit": (_cio, reason) => `The company answered that none of the shortlist fit${because(reason)}`,
    "shortlist-closed": (cio, reason) => `Shortlist closed for ${cio}${because(reason)}`,
  },
  cio: {
    shortlisted: (company) => `Shortlisted for ${company}: invitation e-mailed`,
    "shortlist-viewed": (company) => `Opened the invitation for ${company}`,
    "cio-interested": (company, reason) => `Interested in ${company}${because(reason)}`,
    "cio-not-for-me": (company, reason) => `Answered Not for me to ${company}${because(reason)}`,
    "shortlist-link-revoked": (company) => `Link for ${company} revoked`,
    "shortlist-link-resent": (company) => `New link for ${company} e-mailed`,
    "shortlist-link-expired": (company) => `Link for ${company} expired without an answer`,
    "company-shortlist-sent": (company) => `Shortlist page e-mailed to ${company}`,
    "company-shortlist-viewed": (company) => `${company} opened its shortlist page`,
    "company-link-revoked": (company) => `Link of ${company} revoked`,
    "company-link-resent": (company) => `New link e-mailed to ${company}`,
    "company-link-expired": (company) => `Link of ${company} expired without a choice`,
    "shortlist-reminded": (company) => `Reminder e-mailed for ${company}: no answer after 2 business days`,
    "company-reminded": (company) => `Reminder e-mailed to ${company}: no choice after 5 business days`,
    "company-picked": (company) => `Picked by ${company}`,
    "not-picked": (company) => `Not picked by ${company}`,
    "company-none-fit": (company, reason) => `${company} answered that none of the shortlist fit${because(reason)}`,
    "shortlist-closed": (company, reason) => `The shortlist of ${company} closed${because(reason)}`,
  },
} satisfies { deletedCio: string; deletedCompany: string; company: Record<string, Said>; cio: Record<string, Said> };
