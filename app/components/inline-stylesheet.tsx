import { createContext, useContext } from "react";

/**
 * The stylesheet's text, given by the server's entry (entry.server.tsx) and empty in the browser:
 * a page that never runs React in the browser carries it in a <style>, so nothing blocks its first
 * paint; a page that does links the file, so that React finds on hydration what the server drew.
 */
export const InlineStylesheetContext = createContext("");

export function useInlineStylesheet(): string {
  return useContext(InlineStylesheetContext);
}
