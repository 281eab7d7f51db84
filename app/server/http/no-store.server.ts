import type { HeadersFunction } from "react-router";

/** Form pages carry a time-trap token renewed every second, so no cache may keep them; an action's headers (Retry-After) pass through. */
export const noStoreHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};
