import { createContext, useContext } from "react";

/**
 * The stylesheet's text and the response's CSP nonce, given by the server's entry
 * (entry.server.tsx) and empty in the browser: a page that never runs React in the browser carries
 * the sheet in a <style>, so nothing blocks its first paint; a page that does links the file, so
 * that React finds on hydration what the server drew. A page made once for everyone has no nonce:
 * its policy names the <style> by its hash instead.
 */
export const InlineStylesheetContext = createContext({ stylesheet: "", nonce: "" });

export function useInlineStylesheet(): { stylesheet: string; nonce: string } {
  return useContext(InlineStylesheetContext);
}
