import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Availability } from "~/domain/booking/slots";
import { applications } from "./application-schema.server";
import { sourceColumns } from "./columns.server";

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
    /**
     * The address as the per-address limits count it (lower case, no +tag): one person holds one call
     * to come, whatever tag they add. Computed by the app when it stores the booking.
     */
    emailKey: text("email_key").notNull(),
    phone: text("phone").notNull(),
    topic: text("topic").notNull(),
    /** The invite's SEQUENCE: raised by each move, so calendars replace the event (the UID is the id). */
    sequence: integer("sequence").notNull().default(0),
    /** How many times the visitor has moved the call: a booking moves a few times at most. */
    moves: integer("moves").notNull().default(0),
    /**
     * When the visitor confirmed from the e-mailed link; null until then. An unconfirmed booking
     * holds its slot for two hours only (bookings.server.ts), so an address never opened frees it.
     */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * A keyed hash of the network the booking came from (an IPv4 address, an IPv6 /64), never the
     * address itself: it caps how many calls to come one network holds. Null when not booked by a visitor.
     */
    networkKey: text("network_key"),
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
    ...sourceColumns(),
    locale: text("locale").notNull().default("en"),
    /**
     * The company request whose signed booking link the call was booked from (checked on the server
     * when it was booked), whatever address was typed; null otherwise, or once the request is deleted.
     */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_slot_idx")
      .on(table.startsAt)
      .where(sql`${table.cancelledAt} IS NULL`),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
    index("bookings_email_key_idx").on(table.emailKey),
    index("bookings_network_key_idx").on(table.networkKey),
    index("bookings_application_idx").on(table.applicationId),
  ],
);

/** The team's availability for /book, one row, edited at /admin/availability; until saved, the defaults apply. */
export const bookingSettings = pgTable("booking_settings", {
  id: smallint("id").primaryKey().default(1),
  availability: jsonb("availability").$type<Availability>().notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
