import { type KeptPage, keepPage, keepPlainAnswer, type RenderedPage } from "./page-cache.server";
import { log } from "../log/logger.server";
import { loggableMessage } from "../loggable-error.server";

/**
 * A page that shows live data yet is the same for every visitor at a given moment (/book: the free
 * slots), kept while that data stays the same (decision 0057). Each request asks `readState` for the
 * data as a string (a couple of queries, a few milliseconds) and gets the page made for it; when
 * the data differs, the page is rendered again, once for all the requests waiting on it. Nothing
 * is ever older than the data read for the request itself, on any server, so no change needs to be
 * announced and a visitor never sees a slot taken a moment before. Each request makes its own read.
 */
export type LivePage = () => Promise<KeptPage>;

/** A Brotli quality cheap enough for a page that may be made again within seconds. */
const BROTLI_QUALITY = 5;

const unavailable = () =>
  keepPlainAnswer({
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    body: "This page is unavailable for a moment. Please try again shortly.\n",
  });

export function livePage(path: string, render: (path: string) => Promise<RenderedPage>, readState: () => Promise<string>): LivePage {
  let kept: { state: string; page: KeptPage } | undefined;
  const rendering = new Map<string, Promise<KeptPage>>();

  /** Renders the page for `state`; keeps it only when it is a 200 and the data has not moved meanwhile. */
  const make = async (state: string): Promise<KeptPage> => {
    const rendered = await render(path);
    const page = keepPage(rendered, { quality: BROTLI_QUALITY });
    if (rendered.status === 200 && (await readState()) === state) kept = { state, page };
    return page;
  };

  return async () => {
    try {
      const state = await readState();
      if (kept?.state === state) return kept.page;
      let pending = rendering.get(state);
      if (!pending) {
        pending = make(state).finally(() => rendering.delete(state));
        rendering.set(state, pending);
      }
      return await pending;
    } catch (error) {
      // The database is away (the page's own loader would fail the same way): say so, keep nothing.
      log.warn(`${path} could not be made: ${loggableMessage(error)}`);
      try {
        return keepPage(await render(path), { quality: BROTLI_QUALITY });
      } catch {
        return unavailable();
      }
    }
  };
}
