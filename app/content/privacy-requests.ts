// The words of the applicant's withdrawal page and of the admin's privacy tools (download, delete).

const kinds = { CIO: "CIO application", Company: "Request for a fractional CIO" } as const;

export const withdrawalPage = {
  /** Recorded as the reason when an applicant deletes their details from the withdrawal page. */
  deletionReason: "Asked for by the applicant on the withdrawal page.",
  /** A post that is not one of the page's buttons. */
  useTheButton: "Use the page's button to withdraw.",
  meta: { title: "Withdraw your application", description: "Withdraw your application and have your details deleted." },
  kinds,
  open: {
    title: "Withdraw your application",
    lead: "This page comes from the personal link in the e-mail we sent you after your application.",
    details: { type: "Type", name: "Name", received: "Received" },
    effect:
      "Once withdrawn, your application takes no further part in our matching and we will not contact you about it again. We confirm it by e-mail.",
    deleteLabel: "Also delete the details I gave you now",
    deleteHint: (months: number) =>
      `Without this, we keep the details of a withdrawn application for ${months} months as a record, then delete them.`,
    submit: "Withdraw my application",
  },
  withdrawn: {
    title: "Your application is withdrawn",
    justNow: "We have withdrawn your application and sent a confirmation to your e-mail address.",
    already: (date: string) => `This application was already withdrawn on ${date}. Nothing has changed.`,
    kept: (months: number) =>
      `We keep its details for ${months} months as a record, then delete them. You can have them deleted now instead.`,
    submit: "Delete my details now",
  },
  deleted: {
    title: "Your application is withdrawn and your details are deleted",
    body: "We deleted the application, our notes on it and the e-mails about it. We sent a last confirmation to your e-mail address.",
  },
  invalid: {
    title: "This link does not work",
    body: "The link is incomplete or has been changed. Open it again from the e-mail we sent you: copy the whole address if your e-mail program split it over two lines.",
  },
  expired: {
    title: "This link has expired",
    body: (days: number) => `Withdrawal links work for ${days} days after the application is sent.`,
  },
  gone: {
    title: "This application no longer exists",
    body: "It has been deleted, at your request or because its retention period ended. We hold nothing more from it.",
  },
  contact: (email: string) =>
    `To withdraw an application, see what we hold about you or have it deleted, write to our privacy officer at ${email} from the address you applied with.`,
} as const;

/** How the admin list and page show an application its applicant withdrew. */
export const withdrawnStatus = "Withdrawn";

export const personalDataTools = {
  title: "Personal data",
  intro: (email: string, applications: number, calls: number) =>
    `For requests from ${email}. It covers ${applications === 1 ? "this application" : `all ${applications} applications from this address`} with their notes, history and e-mails, the contact inquiries from the address${calls === 0 ? "" : calls === 1 ? ", and the call booked with it" : `, and the ${calls} calls booked with it`}.`,
  download: "Download data",
  deleteHeading: "Delete personal data",
  reasonLabel: "Reason for deleting",
  reasonHint: "Kept in the record of the deletion. Do not name the person: their name and address are removed from it.",
  inquiriesLabel: (count: number) => `Also delete the ${count === 1 ? "contact inquiry" : `${count} contact inquiries`} from this address`,
  submit: "Delete personal data",
  confirmTitle: "Delete for good?",
  confirmSubmit: "Yes, delete personal data",
  cancel: "Cancel",
  kept: "Only a record that a deletion happened stays: when, by whom, why, and how many records of each kind.",
  mentions: {
    heading: "Other applications that name this person",
    intro:
      "Notes and reopening reasons on other applications that contain this address or name as a whole word. They are someone else's records: deleting this person's data leaves them as they are. Open each one to edit what should go.",
    none: "No note or reopening reason on another application names this address or name.",
    note: (application: string) => `Note on ${application}`,
    history: (application: string) => `Reopening reason on ${application}`,
  },
} as const;

/** Editing a note or a reopening reason on an application's page, e.g. to take out a person whose data was deleted. */
export const noteEditing = {
  summary: "Edit note",
  label: "Note",
  submit: "Save changes",
  saved: "The note is changed.",
  gone: "This note no longer exists.",
} as const;

export const reasonEditing = {
  summary: "Edit reason",
  label: "Reopening reason",
  submit: "Save changes",
  saved: "The reason is changed.",
  gone: "This history entry has no reason to edit.",
} as const;

/** The list's message after a deletion: what went, and what stays. */
export const deletionNotice = (counts: Partial<Record<keyof typeof countLabels, number>>) =>
  `Personal data deleted: ${countsText(counts)}. ${personalDataTools.kept}`;

/** "2 applications, 1 note", leaving out kinds with none. */
export function countsText(counts: Partial<Record<keyof typeof countLabels, number>>): string {
  const parts = Object.entries(countLabels)
    .map(([key, [one, many]]) => {
      const n = counts[key as keyof typeof countLabels] ?? 0;
      return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
    })
    .filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

const countLabels = {
  applications: ["application", "applications"],
  notes: ["note", "notes"],
  events: ["history entry", "history entries"],
  inquiries: ["contact inquiry", "contact inquiries"],
  bookings: ["booked call", "booked calls"],
  emails: ["e-mail", "e-mails"],
  mailFiles: ["e-mail file", "e-mail files"],
  accounts: ["account", "accounts"],
  mentionsRemoved: ["mention in other records", "mentions in other records"],
  rateLimitCounters: ["rate-limit counter", "rate-limit counters"],
} as const;
