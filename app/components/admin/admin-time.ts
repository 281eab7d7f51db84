import { useRouteLoaderData } from "react-router";
import { formatZonedMinute } from "~/content/format";

// The admin pages write times in the configured zone (TIME_ZONE), which the admin layout's loader
// hands down; the browser formats with it too, so a hydrated page reads as the server wrote it.

/** The admin layout's route id, whose loader data carries the zone. */
const layoutId = "routes/admin/layout";

/** The configured zone, e.g. "America/Toronto"; UTC outside the admin layout (never expected). */
export function useTimeZone(): string {
  return useRouteLoaderData<{ timeZone: string }>(layoutId)?.timeZone ?? "UTC";
}

/** A function writing a moment as "2026-11-25 21:30 EST" in the configured zone. */
export function useFormatTime(): (value: string | Date) => string {
  const timeZone = useTimeZone();
  return (value) => formatZonedMinute(value, timeZone);
}
