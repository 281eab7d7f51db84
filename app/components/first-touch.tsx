import { useRouteLoaderData } from "react-router";
import firstTouchScript from "./remember-first-touch.js?inline-script";

/**
 * The public pages' one script for everyone: it remembers where the visit began and hands it to the
 * forms that carry a lead's source (decision 0082). Inline, as the forms' enhancement is (decision
 * 0006): with the response's CSP nonce on a page rendered for one request, allowed by its hash on a
 * page kept for everyone.
 */
export function FirstTouch() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: firstTouchScript }} />;
}

/** The attribute that marks a form the script adds the source fields to. */
export const leadSourceAttribute = { "data-lead-source": "" } as const;
