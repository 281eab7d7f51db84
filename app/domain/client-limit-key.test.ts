import { describe, expect, it } from "vitest";
import { clientLimitKey } from "./client-limit-key";

describe("clientLimitKey", () => {
  it("groups IPv6 addresses by their /64", () => {
    const a = clientLimitKey("2001:db8:1:2:aaaa::1");
    expect(clientLimitKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientLimitKey("2001:0db8:0001:0002:0000:0000:0000:0009")).toBe(a);
    expect(clientLimitKey("2001:db8:1:3::1")).not.toBe(a);
  });

  it("keeps each IPv4 address apart, mapped into IPv6 or not", () => {
    expect(clientLimitKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientLimitKey("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientLimitKey("203.0.113.8")).not.toBe(clientLimitKey("203.0.113.7"));
  });

  it("keys a stand-in that is no address as itself", () => {
    expect(clientLimitKey("unknown")).toBe("ip:unknown");
  });
});
