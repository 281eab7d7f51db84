// The admin's keyboard shortcuts and their words: the list the help shows, and what the key
// handling (app/components/admin/keyboard-shortcuts.tsx) does with each. English only.

/** What a shortcut does; the key handling acts on the element marked for it on the page. */
export type ShortcutAction =
  "next-row" | "previous-row" | "search" | "accept" | "deny" | "next-record" | "previous-record" | "back-to-list" | "stage" | "help";

/** `action` absent: the browser's own key (Enter follows the link in focus), listed so people know. */
export type Shortcut = { keys: string[]; action?: ShortcutAction; does: string };

/** The pages that have shortcuts, each with its own list. */
export type ShortcutPage = "list" | "record";

export const shortcuts: Record<ShortcutPage, Shortcut[]> = {
  list: [
    { keys: ["j"], action: "next-row", does: "Move to the next row" },
    { keys: ["k"], action: "previous-row", does: "Move to the previous row" },
    { keys: ["Enter"], does: "Open the row you are on" },
    { keys: ["/"], action: "search", does: "Go to the search box" },
    { keys: ["a"], action: "accept", does: "Go to the row's Accept button (press Enter to accept)" },
    { keys: ["d"], action: "deny", does: "Go to the row's Deny button (press Enter to deny)" },
    { keys: ["?"], action: "help", does: "Show these shortcuts" },
  ],
  record: [
    { keys: ["n"], action: "next-record", does: "Open the next record in the list" },
    { keys: ["p"], action: "previous-record", does: "Open the previous record in the list" },
    { keys: ["b"], action: "back-to-list", does: "Back to the list" },
    { keys: ["a"], action: "accept", does: "Go to the Accept button (press Enter to accept)" },
    { keys: ["d"], action: "deny", does: "Go to the Deny button (press Enter to deny)" },
    { keys: ["c"], action: "stage", does: "Go to the stage form" },
    { keys: ["?"], action: "help", does: "Show these shortcuts" },
  ],
};

/** The action each key starts on a page. */
export const keyMap = (page: ShortcutPage): Map<string, ShortcutAction> =>
  new Map(shortcuts[page].flatMap(({ keys, action }) => (action ? keys.map((key) => [key, action] as const) : [])));

export const shortcutHelp = {
  link: "Keyboard shortcuts",
  title: "Keyboard shortcuts",
  meta: { title: "Keyboard shortcuts", description: "The admin workspace's keyboard shortcuts." },
  intro: "Single keys act on the page you are on; they do nothing while you type in a field.",
  pages: { list: "On the applications list", record: "On an application" } satisfies Record<ShortcutPage, string>,
  key: "Key",
  does: "What it does",
  decisions: "A, D and C only move to a button or form: nothing is decided or moved until you press it.",
  toggle: "Use single-key shortcuts",
  toggleHint: "Turn them off if they get in the way of your screen reader or voice control. This browser remembers the choice.",
  needsScript: "Shortcuts need JavaScript, which is off or still loading.",
  close: "Close",
  backToList: "Back to the applications",
} as const;
