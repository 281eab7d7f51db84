/** What a route module can tell the document shell through `export const handle`. */
export type RouteHandle = {
  /** Ship React to the browser for this page. Public pages stay HTML and CSS only. */
  hydrate?: boolean;
  /** The path search engines should index for this page, when it differs from the URL. */
  canonicalPath?: string;
  /** The page draws its own header, main and footer (the admin's compact frame), not the public site's. */
  ownFrame?: boolean;
};

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === "object" && handle !== null ? (handle as RouteHandle) : {};
}
