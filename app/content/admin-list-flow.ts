// The admin's words for moving through the applications list: its views, and a record's way back
// to the list it was opened from and on to its neighbours. The workspace is English only.
import type { ListView } from "~/domain/application-filters";

/** The list's views, in the order their tabs show. */
export const listViews: { view: ListView; label: string }[] = [
  { view: "reply", label: "Needs a reply" },
  { view: "list", label: "All" },
  { view: "spam", label: "Spam" },
];

export const viewLabel = (view: ListView) => listViews.find((entry) => entry.view === view)?.label ?? "";

/** A record's navigation within its list. */
export const recordNavigation = {
  label: "Move through the list",
  backToList: "Back to the list",
  /** Which list Previous and Next follow. */
  inView: (view: string) => `In "${view}"`,
  previous: "Previous",
  next: "Next",
  /** Said to a screen reader after Previous / Next (the link text alone is not enough on its own). */
  previousRecord: "Previous record",
  nextRecord: "Next record",
  /** Where there is none on that side. */
  first: "This is the first in the list.",
  last: "This is the last in the list.",
} as const;

/** When "Needs a reply" is empty. */
export const nothingWaiting = "Nothing needs a reply: every application has had one.";
