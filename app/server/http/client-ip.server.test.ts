import { describe, expect, it } from "vitest";
import { clientIpFrom } from "./client-ip.server";
import { parseConfig } from "../config.server";

const socketAddress = "10.0.0.5";

describe("clientIpFrom", () => {
  it("uses the socket's address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: "203.0.113.7", trustedHops: 0 })).toBe(socketAddress);
    expect(clientIpFrom({ socketAddress, forwardedFor: undefined, trustedHops: 0 })).toBe(socketAddress);
  });

  it("takes the address the one trusted proxy appended, not what the client wrote before it", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: "203.0.113.7", trustedHops: 1 })).toBe("203.0.113.7");
    expect(clientIpFrom({ socketAddress, forwardedFor: "1.2.3.4, 203.0.113.7", trustedHops: 1 })).toBe("203.0.113.7");
  });

  it("takes the Nth address from the right behind N proxies", () => {
    const forwardedFor = "1.2.3.4, 198.51.100.9, 203.0.113.7";
    expect(clientIpFrom({ socketAddress, forwardedFor, trustedHops: 2 })).toBe("198.51.100.9");
    expect(clientIpFrom({ socketAddress, forwardedFor, trustedHops: 3 })).toBe("1.2.3.4");
  });

  it("reads repeated headers as one list, in order", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: ["1.2.3.4", "203.0.113.7, 198.51.100.9"], trustedHops: 2 })).toBe("203.0.113.7");
  });

  it("takes the leftmost address when the header is shorter than the trusted hops", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: "203.0.113.7", trustedHops: 2 })).toBe("203.0.113.7");
  });

  it("keeps IPv6 addresses", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: "2001:db8::1", trustedHops: 1 })).toBe("2001:db8::1");
  });

  it("falls back to the socket's address when the header is missing, empty or not an address", () => {
    expect(clientIpFrom({ socketAddress, forwardedFor: undefined, trustedHops: 1 })).toBe(socketAddress);
    expect(clientIpFrom({ socketAddress, forwardedFor: " , ", trustedHops: 1 })).toBe(socketAddress);
    expect(clientIpFrom({ socketAddress, forwardedFor: "1.2.3.4, <script>", trustedHops: 1 })).toBe(socketAddress);
    expect(clientIpFrom({ socketAddress: undefined, forwardedFor: undefined, trustedHops: 0 })).toBe("unknown");
  });
});

describe("TRUST_PROXY_HOPS", () => {
  it("defaults to trusting no proxy, and takes a small whole number", () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    for (const bad of ["-1", "1.5", "yes", "11"]) {
      expect(() => parseConfig({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});
