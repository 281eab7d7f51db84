import { createContext, RouterContextProvider } from "react-router";

export type RequestInfo = {
  /** The CSP nonce of this response; empty under `react-router dev`, which has no custom server. */
  nonce: string;
  /** The visitor's address, for rate limits. */
  clientIp: string;
  /**
   * This render is kept and served to every visitor (shared-pages.server.ts): nothing in it may
   * belong to one visitor, so a page leaves a placeholder where such a value would go.
   */
  sharedRender?: boolean;
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "unknown" });

export function createRequestContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
