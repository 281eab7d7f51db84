import { nextTurn } from "../db/client.server";
import { type KeptPage, keepPage, keepPlainAnswer, type RenderedPage } from "./page-cache.server";
import { log } from "../log/logger.server";
import { loggableMessage } from "../loggable-error.server";

/**
 * A page that shows live data yet is the same for every visitor at a given moment (/book: the free
 * slots), kept while that data stays the same (decision 0057). Each request asks `readState` for the
 * data as a string (a couple of queries, a few milliseconds) and gets the page made for it; when
 * the data differs, the page is rendered again, once for all the requests waiting on it. Nothing
 * is ever older than the data read for the request itself, on any server, so no change needs to be
 * announced and a visitor never sees a slot taken a moment before.
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

/**
 * `read`, shared by the requests that arrive together: a read begins at the next turn of the event
 * loop after the one before it ended, and every request that arrived before it began takes its
 * answer. So each answer comes from a read begun after its request arrived, and a crowd costs one
 * read per turn, not one per request: the embedded database runs one statement at a time (and, in
 * the calling thread, without yielding to the network), so 50 visitors at once made 50 reads in a
 * row and the last waited seconds.
 */
function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let joinable: Promise<T> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  const settled = () => undefined;
  return () => {
    if (!joinable) {
      const next: Promise<T> = previous.then(nextTurn).then(() => {
        joinable = undefined; // from here on, arrivals wait for the read after this one
        return read();
      });
      joinable = next;
      previous = next.then(settled, settled);
    }
    return joinable;
  };
}

export function livePage(path: string, render: (path: string) => Promise<RenderedPage>, readState: () => Promise<string>): LivePage {
  const stateOf = sharedFreshRead(readState);
  let kept: { state: string; page: KeptPage } | undefined;
  const rendering = new Map<string, Promise<KeptPage>>();

  /** Renders the page for `state`; keeps it only when it is a 200 and the data has not moved meanwhile. */
  const make = async (state: string): Promise<KeptPage> => {
    const rendered = await render(path);
    const page = keepPage(rendered, { quality: BROTLI_QUALITY });
    if (rendered.status === 200 && (await stateOf()) === state) kept = { state, page };
    return page;
  };

  return async () => {
    try {
      const state = await stateOf();
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
