import { eq } from "drizzle-orm";
import { type Availability, defaultAvailability } from "~/domain/booking/slots";
import type { Database } from "../db/client.server";
import { bookingSettings } from "../db/schema.server";

/**
 * The team's availability, read from the database on each use: one row by its key, so a change
 * saved at /admin/availability takes effect at once on every server.
 */
export async function currentAvailability(db: Database): Promise<Availability> {
  const [row] = await db.select({ availability: bookingSettings.availability }).from(bookingSettings).where(eq(bookingSettings.id, 1));
  return row ? { ...defaultAvailability, ...row.availability } : defaultAvailability;
}

export async function saveAvailability(db: Database, availability: Availability, by: string, now: Date): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ id: 1, availability, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: bookingSettings.id, set: { availability, updatedBy: by, updatedAt: now } });
}

/** Who saved the availability last, and when; null while the defaults apply. */
export async function lastSaved(db: Database): Promise<{ by: string; at: Date } | null> {
  const [row] = await db
    .select({ by: bookingSettings.updatedBy, at: bookingSettings.updatedAt })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  return row ?? null;
}
