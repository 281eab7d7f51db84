// The admin's words for a record's owner: the record page's Owner section, the list's column and
// filter, and the history's line. The workspace is English only.

export const ownerSection = {
  title: "Owner",
  now: (owner: string | null) => (owner ? `Assigned to ${owner}` : "Assigned to nobody"),
  noLongerAdmin: " (no longer an admin)",
  label: "Assign to",
  nobody: "Nobody",
  assign: "Assign",
  assignToMe: "Assign to me",
  assigning: "Assigning…",
  assigned: "The owner is changed.",
};

export const ownerErrors = {
  changed: (owner: string | null) =>
    `Someone assigned it to ${owner ?? "nobody"} meanwhile. Nothing was changed; look again and assign it if you still need to.`,
  notAnAdmin: "Choose one of the admins listed, or Nobody.",
  unchanged: "It is already assigned to them.",
  notFound: "This record is not in the list (it was deleted, or it is spam).",
};

/** The list's Owner column and its "Mine" filter. */
export const ownerList = {
  column: "Owner",
  nobody: "Nobody",
  filter: "Owner",
  anyone: "Anyone",
  mine: "Mine",
};

/** The history's line: who it went to, and who assigned it (the line's time follows it). */
export const ownerHistory = (owner: string | null, by: string) => (owner ? `Assigned to ${owner} by ${by}` : `Unassigned by ${by}`);

/** The CSV's column, last. */
export const ownerCsvHeader = "Owner";
