import ipaddr from "ipaddr.js";

/**
 * The key a client address counts against in every per-IP limit. One IPv6 customer is usually
 * given a whole /64 and can pick any address in it, so IPv6 addresses are grouped by their first
 * 64 bits; an IPv4 address (written plainly or mapped into IPv6) stands alone. Anything that is
 * not an address (the "unknown" stand-in) is its own key.
 */
export function clientLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `ip:${ip}`;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") return `ip:${parsed.toString()}`;
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `ip6:${prefix.toString()}/64`;
}
