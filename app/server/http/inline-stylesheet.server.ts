// The site's whole stylesheet, as text, for pages that carry it in their <head> (root.tsx): a
// page that names an external stylesheet cannot draw anything until that second request returns.
// Each page then keeps only the rules its markup can use (page-stylesheet.server.ts).
import stylesheet from "~/app.css?inline";
import { pageStylesheets } from "./page-stylesheet.server";

export const inlineStylesheet: string = stylesheet;

const stylesheets = pageStylesheets(inlineStylesheet);

/** `html` with the whole stylesheet it carries, if it does, cut down to the rules the page uses. */
export function withPageStylesheet(html: string): string {
  const at = inlineStylesheet ? html.indexOf(inlineStylesheet) : -1;
  if (at === -1) return html;
  return html.slice(0, at) + stylesheets.forPage(html) + html.slice(at + inlineStylesheet.length);
}
