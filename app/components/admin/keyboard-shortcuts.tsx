import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { keyMap, type ShortcutAction, type ShortcutPage, shortcutHelp as copy, shortcuts } from "~/content/admin-shortcuts";
import { SHORTCUTS_STORAGE_KEY, shortcutAction } from "~/domain/shortcut-keys";
import { buttonClass } from "./admin-ui";

// The admin pages' keyboard shortcuts: one listener for the page, acting on what the page already
// shows (a row's link, a visible button, the stage form). A/D/C only move the focus: nothing is
// decided without the button being pressed. Without JavaScript, the "Keyboard shortcuts" link opens
// the help as a page of its own; with it, the same link opens the help as a dialog.

/** The path of the help as a page. */
export const shortcutsPath = "/admin/shortcuts";

/** The list page marks each row's link with this attribute; j and k move between them. */
export const rowLinkAttribute = "data-row-link";

// The choice to use single-key shortcuts, kept in this browser's storage (and in memory where the
// storage is refused, for as long as the page lives). Every part of the page that reads it hears a change.
let remembered: boolean | null = null;
const listeners = new Set<() => void>();

const readEnabled = (): boolean => {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== "off";
  } catch {
    return remembered ?? true;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};

function chooseEnabled(on: boolean) {
  remembered = on;
  try {
    if (on) window.localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
    else window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, "off");
  } catch {
    // Refused: the choice holds in memory.
  }
  for (const listener of listeners) listener();
}

/** Whether single-key shortcuts are on; null on the server and before hydration (only the browser knows). */
const useShortcutsEnabled = () => useSyncExternalStore(subscribe, readEnabled, () => null);

const shown = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.getClientRects().length > 0 && !(element as HTMLButtonElement).disabled;

/** A visible button of a decision ("Accepted" or "Denied") within `scope`, if there is one. */
const decisionButton = (scope: Element | null, status: "Accepted" | "Denied") =>
  [...(scope?.querySelectorAll(`button[name="status"][value="${status}"]`) ?? [])].find(shown);

function moveRow(step: 1 | -1) {
  const rows = [...document.querySelectorAll<HTMLElement>(`[${rowLinkAttribute}]`)].filter(shown);
  if (rows.length === 0) return;
  const current = rows.findIndex((link) => link.closest("tr")?.contains(document.activeElement));
  const next = current === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, current + step));
  rows[next]?.focus();
}

/** Does what `action` says on this page; false when there is nothing on the page for it. */
function perform(action: ShortcutAction, page: ShortcutPage, openHelp: () => void): boolean {
  const focusOn = (element: Element | null | undefined) => {
    if (!shown(element)) return false;
    element.focus();
    return true;
  };
  const follow = (name: string) => {
    const link = document.querySelector<HTMLElement>(`[data-shortcut="${name}"]`);
    if (!shown(link)) return false;
    link.click();
    return true;
  };
  // On the list, a decision is the focused row's; on a record, its Decision section's.
  const decisionScope = () => (page === "list" ? (document.activeElement?.closest("tr") ?? null) : sectionOf("decision"));
  switch (action) {
    case "next-row":
    case "previous-row":
      moveRow(action === "next-row" ? 1 : -1);
      return true;
    case "search":
      return focusOn(document.getElementById("filter-q"));
    case "accept":
      return focusOn(decisionButton(decisionScope(), "Accepted"));
    case "deny":
      return focusOn(decisionButton(decisionScope(), "Denied"));
    case "stage":
      return focusOn([...(sectionOf("stage")?.querySelectorAll("select, input:not([type=hidden])") ?? [])].find(shown));
    case "next-record":
    case "previous-record":
    case "back-to-list":
      return follow(action);
    case "help":
      openHelp();
      return true;
  }
}

/** A record page's section, by its heading's id (app/components/admin/admin-ui.tsx). */
const sectionOf = (headingId: string) => document.getElementById(headingId)?.closest("section") ?? null;

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));

/** The shortcuts of both pages, as a table each. */
export function ShortcutTables({ headingLevel: Heading = "h2" }: { headingLevel?: "h2" | "h3" }) {
  return (
    <>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      {(Object.keys(shortcuts) as ShortcutPage[]).map((page) => (
        <section key={page} className="mt-4">
          <Heading className="text-lg font-semibold text-brand-900">{copy.pages[page]}</Heading>
          {/* Its own scrolling box, like every table of the workspace: a narrow screen never scrolls sideways. */}
          <div className="overflow-x-auto">
            <table className="mt-2 text-left">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{copy.key}</th>
                  <th scope="col">{copy.does}</th>
                </tr>
              </thead>
              <tbody>
                {shortcuts[page].map((shortcut) => (
                  <tr key={shortcut.does}>
                    <th scope="row" className="py-1 pr-4 align-top font-normal">
                      <kbd className="rounded border border-slate-400 bg-slate-50 px-2 py-0.5 font-mono text-sm">
                        {shortcut.keys.join(", ")}
                      </kbd>
                    </th>
                    <td className="py-1 text-slate-800">{shortcut.does}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <p className="mt-4 text-slate-700">{copy.decisions}</p>
    </>
  );
}

/** The on/off choice for single-key shortcuts; disabled until the page's JavaScript has read it. */
export function ShortcutToggle() {
  const enabled = useShortcutsEnabled();
  const id = useId();
  return (
    <div className="mt-4">
      <p className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={enabled ?? true}
          disabled={enabled === null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => chooseEnabled(event.currentTarget.checked)}
        />
        <label htmlFor={id} className="font-medium">
          {copy.toggle}
        </label>
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {enabled === null ? copy.needsScript : copy.toggleHint}
      </p>
    </div>
  );
}

/**
 * The page's shortcuts, and the "Keyboard shortcuts" link to their help: a page of its own without
 * JavaScript, a dialog with it (the focus moves into it, Escape closes it, the focus goes back).
 */
export function KeyboardShortcuts({ page }: { page: ShortcutPage }) {
  const enabled = useShortcutsEnabled();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  const openHelp = useCallback(() => {
    if (!dialog.current || dialog.current.open) return;
    opener.current = document.activeElement;
    dialog.current.showModal();
  }, []);

  useEffect(() => {
    const keys = keyMap(page);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutAction(
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          isComposing: event.isComposing,
          inField: inField(event.target),
          inDialog: document.querySelector("dialog[open]") !== null,
        },
        keys,
        enabled === true,
      );
      if (action && perform(action, page, openHelp)) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [page, enabled, openHelp]);

  useEffect(() => {
    const element = dialog.current;
    // However it closes (Escape, the button), the focus goes back to where it was.
    const onClose = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
    element?.addEventListener("close", onClose);
    return () => element?.removeEventListener("close", onClose);
  }, []);

  return (
    <>
      <a
        href={shortcutsPath}
        className="text-brand-700 underline"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          openHelp();
        }}
      >
        {copy.link}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-2xl font-bold text-brand-900">
          {copy.title}
        </h2>
        <ShortcutTables headingLevel="h3" />
        <ShortcutToggle />
        <form method="dialog" className="mt-6">
          <button type="submit" className={buttonClass("primary")}>
            {copy.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
