import { describe, expect, it } from "vitest";
import { keyMap, shortcuts } from "~/content/admin-shortcuts";
import { type KeyPress, shortcutAction } from "./shortcut-keys";

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  isComposing: false,
  inField: false,
  inDialog: false,
  ...more,
});

describe("single-key shortcuts", () => {
  const list = keyMap("list");
  const record = keyMap("record");

  it("answer their keys on their page", () => {
    expect(shortcutAction(press("j"), list, true)).toBe("next-row");
    expect(shortcutAction(press("k"), list, true)).toBe("previous-row");
    expect(shortcutAction(press("/"), list, true)).toBe("search");
    expect(shortcutAction(press("?"), list, true)).toBe("help");
    expect(shortcutAction(press("n"), record, true)).toBe("next-record");
    expect(shortcutAction(press("p"), record, true)).toBe("previous-record");
    expect(shortcutAction(press("c"), record, true)).toBe("stage");
    expect(shortcutAction(press("a"), record, true)).toBe("accept");
    expect(shortcutAction(press("n"), list, true)).toBeNull();
    // Enter is the browser's: it follows the focused link.
    expect(shortcutAction(press("Enter"), list, true)).toBeNull();
    expect(shortcutAction(press("J"), list, true)).toBeNull();
  });

  it("never act while typing, with a modifier, mid-composition, in a dialog, or when turned off", () => {
    for (const more of [
      { inField: true },
      { ctrlKey: true },
      { altKey: true },
      { metaKey: true },
      { isComposing: true },
      { inDialog: true },
    ]) {
      expect(shortcutAction(press("j", more), list, true), JSON.stringify(more)).toBeNull();
    }
    expect(shortcutAction(press("?"), list, false)).toBeNull();
  });

  it("each key does one thing on a page, and each is in the help", () => {
    for (const page of ["list", "record"] as const) {
      const keys = shortcuts[page].flatMap((shortcut) => shortcut.keys);
      expect(new Set(keys).size).toBe(keys.length);
      expect(shortcuts[page].every((shortcut) => shortcut.does.length > 0)).toBe(true);
    }
  });
});
