import { randomUUID } from "node:crypto";
import type { Database } from "~/server/db/client.server";
import { applications, bookings } from "~/server/db/schema.server";

export type NewApplication = Partial<typeof applications.$inferInsert> & { firstName: string };

/**
 * Stores an application straight into the table, with plain values for what a test does not care
 * about (a CIO in Halifax, an e-mail made from the first name); returns the stored row.
 */
export async function insertApplication(db: Database, values: NewApplication) {
  const [row] = await db
    .insert(applications)
    .values({
      type: "CIO",
      lastName: "Person",
      email: `${values.firstName.toLowerCase().replace(/\W/g, "")}@example.ca`,
      phone: "4165550100",
      city: "Halifax",
      province: "NS",
      submissionKey: randomUUID(),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * Stores a confirmed half-hour call at `startsAt` straight into the table, with plain values for
 * what a test does not care about; the address's key is its lower case. Returns the stored row.
 */
export async function insertBooking(db: Database, values: Partial<typeof bookings.$inferInsert> & { startsAt: Date }) {
  const email = values.email ?? `caller.${randomUUID().slice(0, 8)}@call.example`;
  const [row] = await db
    .insert(bookings)
    .values({
      endsAt: new Date(values.startsAt.getTime() + 30 * 60_000),
      name: "Caller",
      company: "Firm",
      emailKey: email.toLowerCase(),
      phone: "4165550100",
      topic: "ERP",
      submissionKey: randomUUID(),
      confirmedAt: new Date(),
      createdAt: new Date(),
      ...values,
      email,
    })
    .returning();
  return row!;
}
