import { describe, expect, it } from "vitest";
import { CONFIRM_WITHIN_MS, holdsSlot, withinReach } from "./holds";
import { defaultAvailability } from "./slots";

const now = new Date("2026-11-27T15:00:00.000Z");

describe("holdsSlot", () => {
  const made = new Date("2026-11-27T13:00:00.000Z");
  it("holds while unconfirmed for two hours, then not, unless confirmed", () => {
    const unconfirmed = { cancelledAt: null, confirmedAt: null, createdAt: made };
    expect(holdsSlot(unconfirmed, new Date(made.getTime() + CONFIRM_WITHIN_MS - 1))).toBe(true);
    expect(holdsSlot(unconfirmed, new Date(made.getTime() + CONFIRM_WITHIN_MS))).toBe(false);
    expect(holdsSlot({ ...unconfirmed, confirmedAt: made }, new Date(made.getTime() + 30 * CONFIRM_WITHIN_MS))).toBe(true);
    expect(holdsSlot({ ...unconfirmed, confirmedAt: made, cancelledAt: made }, made)).toBe(false);
  });
});

describe("withinReach", () => {
  it("takes the notice to the horizon, and nothing like year 0000 or 9999", () => {
    const day = 86_400_000;
    expect(withinReach(defaultAvailability, new Date(now.getTime() + 2 * day), now)).toBe(true);
    expect(withinReach(defaultAvailability, new Date(now.getTime() + 3_600_000), now)).toBe(false);
    expect(withinReach(defaultAvailability, new Date(now.getTime() + 30 * day), now)).toBe(false);
    for (const far of ["9999-12-31T15:00:00.000Z", "0000-01-03T15:00:00.000Z"]) {
      expect(withinReach(defaultAvailability, new Date(far), now)).toBe(false);
    }
  });
});
