import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { InlineStylesheetContext } from "~/components/inline-stylesheet";
import { inlineStylesheet, withPageStylesheet } from "~/server/http/inline-stylesheet.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { errorSummary } from "~/server/db/errors.server";
import { log } from "~/server/log/logger.server";
import { loggablePath } from "~/server/http/request-log.server";

export const streamTimeout = 5_000;

/** Logs server errors; a visitor's 404 or 405 is not one, and would only flood the log. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A summary: a database error's message carries the statement and its values (decision 0030).
  log.error(`${request.method} ${loggablePath(new URL(request.url).pathname)}: ${errorSummary(error)}`);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).nonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Pages are small and mostly script-free, so we send each one complete (onAllReady) rather
    // than streaming: simpler for crawlers and for tests, and the page's stylesheet is cut to what
    // its markup uses once the markup is known.
    const page = (
      <InlineStylesheetContext value={{ stylesheet: inlineStylesheet, nonce: nonce ?? "" }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = withPageStylesheet(Buffer.concat(chunks).toString("utf8"));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error(errorSummary(error));
      },
    });
  });
}
