import { z } from "./zod";

// Undo of a decision inside its window (decision 0086): one form on the list's rows, the record's
// page and the queue, all posting to the record's page.

/** A placeholder origin: `back` is read as a path of this site, never as another site's address. */
const thisSite = "http://this-site.invalid";

/**
 * `value` as a path of the admin workspace (`/admin` or below, with its query), or null: never
 * another site (`//host`, `https:`), a backslash, control characters, or a path outside /admin.
 */
export function adminReturnPath(value: string): string | null {
  if (value.length > 2000 || !value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || /\p{Cc}/u.test(value)) return null;
  if (!URL.canParse(value, thisSite)) return null;
  const url = new URL(value, thisSite);
  if (url.origin !== thisSite) return null;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Undo: the moment of the decision the page showed (so a decision made again since is not undone by
 * mistake), and where to go back to: the list or the queue the button was on, else the record.
 */
export const undoForm = z.object({
  decidedAt: z.iso.datetime().transform((value) => new Date(value)),
  back: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return null;
      const path = adminReturnPath(value);
      if (path === null) context.addIssue({ code: "custom", message: "back" });
      return path;
    }),
});
