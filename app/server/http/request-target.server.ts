import type { RequestHandler, Response } from "express";
import { requestErrors } from "~/content/errors";

// node:http passes on request targets and methods that nothing behind it handles: a proxy's
// absolute-form target (`GET http://host/path`), the asterisk of `OPTIONS *`, and methods such as
// TRACE that the Fetch API refuses to build a Request for. Each is answered here, before any other
// layer, so that none becomes a 500 with the full target (tokens included) in an error.

/** The Host header as a URL would write it (lower case, no default port); "" when it is not a host. */
function hostOf(header: string | undefined): string {
  try {
    return new URL(`http://${header ?? ""}`).host;
  } catch {
    return "";
  }
}

function refuse(res: Response, status: 400 | 501, message: string): void {
  res.status(status).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text/plain").send(message);
}

/**
 * Lets through origin-form targets (`/path?query`) as they are, and an absolute-form target naming
 * this request's own host rewritten to origin-form, as RFC 9112 asks a server to accept it. A
 * target naming another host is refused (this is no proxy), as are `*` and TRACE.
 */
export const checkRequestTarget: RequestHandler = (req, res, next) => {
  // The Fetch API cannot represent TRACE (node:http itself refuses TRACK, and drops CONNECT).
  if (req.method === "TRACE") return refuse(res, 501, requestErrors.methodNotImplemented);
  const target = req.url;
  if (target.startsWith("/")) return next();
  if (target === "*") {
    return req.method === "OPTIONS" ? refuse(res, 501, requestErrors.methodNotImplemented) : refuse(res, 400, requestErrors.malformedUrl);
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return refuse(res, 400, requestErrors.malformedUrl);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host !== hostOf(req.headers.host) || url.username || url.password) {
    return refuse(res, 400, requestErrors.foreignTarget);
  }
  // React Router's adapter builds its Request from originalUrl, which Express took before this ran.
  req.url = req.originalUrl = url.pathname + url.search;
  next();
};
