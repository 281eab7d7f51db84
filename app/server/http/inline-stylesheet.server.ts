// The site's whole stylesheet, as text, for pages that carry it in their <head> (root.tsx): a
// page that names an external stylesheet cannot draw anything until that second request returns.
import stylesheet from "~/app.css?inline";

export const inlineStylesheet: string = stylesheet;
