import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { config } from "../config.server";

/**
 * The address a request came from, for rate limits and session records. With no trusted proxy
 * (`trustedHops` 0) it is the socket's address and X-Forwarded-For is ignored: a client could
 * write anything there. Behind `trustedHops` proxies that each append the address they received
 * the request from, it is the `trustedHops`-th address from the right of X-Forwarded-For; when the
 * header holds fewer addresses, the leftmost (the request came past fewer proxies than configured).
 * An entry that is not an IP address is never used: the socket's address stands in.
 */
export function clientIpFrom(request: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string {
  const socketAddress = request.socketAddress ?? "unknown";
  if (request.trustedHops <= 0 || request.forwardedFor === undefined) return socketAddress;
  const forwarded = [request.forwardedFor]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socketAddress;
  const chosen = forwarded[Math.max(0, forwarded.length - request.trustedHops)]!;
  return isIP(chosen) ? chosen : socketAddress;
}

/** The client address of a request to this server, as TRUST_PROXY_HOPS says to read it. */
export function clientIpOf(req: IncomingMessage): string {
  return clientIpFrom({
    socketAddress: req.socket.remoteAddress,
    forwardedFor: req.headers["x-forwarded-for"],
    trustedHops: config().trustProxyHops,
  });
}
