import { createContext, RouterContextProvider } from "react-router";

/** The CSP nonce of this response; empty under `react-router dev`, which has no custom server. */
export const cspNonceContext = createContext<string>("");

export function createRequestContext(nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  return context;
}
