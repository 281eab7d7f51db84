import { availabilityErrors } from "~/content/admin-booking";
import { describe, expect, it } from "vitest";
import { availabilityToForm, parseAvailabilityForm } from "./availability-form";
import { defaultAvailability } from "./slots";

describe("the availability form", () => {
  it("reads back what it writes", () => {
    const parsed = parseAvailabilityForm(
      availabilityToForm({ ...defaultAvailability, closedDates: ["2026-12-25", "2027-01-01"] }),
      availabilityErrors,
    );
    expect(parsed).toEqual({ ok: true, availability: { ...defaultAvailability, closedDates: ["2026-12-25", "2027-01-01"] } });
  });

  it("reads split days and names each bad box", () => {
    const form = availabilityToForm(defaultAvailability);
    const split = parseAvailabilityForm({ ...form, "hours-1": " 09:00-12:00 , 13:00-17:30 " }, availabilityErrors);
    expect(split.ok && split.availability.weeklyHours.filter((range) => range.weekday === 1)).toEqual([
      { weekday: 1, start: 540, end: 720 },
      { weekday: 1, start: 780, end: 1050 },
    ]);
    const bad = parseAvailabilityForm(
      {
        ...form,
        "hours-2": "17:00-09:00",
        "hours-3": "09:00-12:00, 11:00-13:00",
        slotMinutes: "0",
        noticeHours: "1.5",
        closedDates: "2026-02-30",
      },
      availabilityErrors,
    );
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.errors).sort()).toEqual(["closedDates", "hours-2", "hours-3", "noticeHours", "slotMinutes"]);
  });
});
