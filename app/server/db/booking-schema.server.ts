import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Availability } from "~/domain/booking/slots";

/**
 * Calls booked at /book. A slot is held by at most one booking not cancelled: the partial unique
 * index is what keeps two visitors (on two servers) out of one slot, not a check before the insert.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    topic: text("topic").notNull(),
    /** The invite's SEQUENCE: raised by each move, so calendars replace the event (the UID is the id). */
    sequence: integer("sequence").notNull().default(0),
    /** When it was cancelled, by whom ("the visitor" or the admin's e-mail) and why; null while it holds its slot. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** The form's one-time token and values: a resent POST finds its booking instead of taking a second slot. */
    submissionKey: text("submission_key").notNull().unique(),
    // The news box's answer and the visitor's language, as on the lead forms' rows (schema.server.ts).
    newsConsent: boolean("news_consent"),
    consentVersion: text("consent_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentForm: text("consent_form"),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_slot_idx")
      .on(table.startsAt)
      .where(sql`${table.cancelledAt} IS NULL`),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** The team's availability for /book, one row, edited at /admin/availability; until saved, the defaults apply. */
export const bookingSettings = pgTable("booking_settings", {
  id: smallint("id").primaryKey().default(1),
  availability: jsonb("availability").$type<Availability>().notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
