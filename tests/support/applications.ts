import { randomUUID } from "node:crypto";
import type { Database } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";

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
