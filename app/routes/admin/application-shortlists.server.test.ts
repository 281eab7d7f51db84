import { describe, expect, it } from "vitest";
import { companyLinkState } from "./application-shortlists.server";

// The company link's state on a company request's page (decision 0079): the outcome first, then
// whether the link still opens. An expired link is what makes the page say how to resend it.

const issued = new Date("2026-11-27T15:00:00Z");
const side = { status: "open" as const, companyLinkIssuedAt: issued, companyLinkRevokedAt: null, companyViewedAt: null };
const daysLater = (days: number) => new Date(issued.getTime() + days * 86_400_000);

describe("companyLinkState", () => {
  it("is not sent until the first interest, then sent, then viewed", () => {
    expect(companyLinkState({ ...side, companyLinkIssuedAt: null }, daysLater(1))).toBe("not-sent");
    expect(companyLinkState(side, daysLater(1))).toBe("sent");
    expect(companyLinkState({ ...side, companyViewedAt: daysLater(1) }, daysLater(2))).toBe("viewed");
  });

  it("expires after 14 days, and a revoked link reads as revoked", () => {
    expect(companyLinkState(side, daysLater(14))).toBe("sent");
    expect(companyLinkState(side, new Date(daysLater(14).getTime() + 1))).toBe("expired");
    expect(companyLinkState({ ...side, companyLinkRevokedAt: daysLater(1) }, daysLater(2))).toBe("revoked");
  });

  it("says the outcome once the company answered or the shortlist closed", () => {
    expect(companyLinkState({ ...side, status: "picked" }, daysLater(20))).toBe("picked");
    expect(companyLinkState({ ...side, status: "none-fit" }, daysLater(20))).toBe("none-fit");
    expect(companyLinkState({ ...side, status: "closed" }, daysLater(2))).toBe("closed");
  });
});
