// When a single-key shortcut of the admin pages may act: never while a person types in a field,
// with a modifier held (those keys belong to the browser and assistive software), in an open
// dialog, or when the person turned single-key shortcuts off (WCAG 2.1.4). Pure, so it is tested
// without a browser; app/components/admin/keyboard-shortcuts.tsx feeds it the real event.

/** What the handler reads of a key press and the page around it. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** Mid-composition of an accented or East Asian character. */
  isComposing: boolean;
  /** The key went to a text field, a select, or editable text. */
  inField: boolean;
  /** A dialog is open (its own keys, Escape first, are its own). */
  inDialog: boolean;
};

/** The action a key press starts, or null when it must be left to the page. Shift is part of the key itself ("?" is shift and "/"). */
export function shortcutAction<Action>(press: KeyPress, keys: ReadonlyMap<string, Action>, enabled: boolean): Action | null {
  if (!enabled || press.ctrlKey || press.altKey || press.metaKey || press.isComposing || press.inField || press.inDialog) return null;
  return keys.get(press.key) ?? null;
}

/** Where the choice is kept in the browser; "off" turns single-key shortcuts off. */
export const SHORTCUTS_STORAGE_KEY = "admin-shortcuts";
