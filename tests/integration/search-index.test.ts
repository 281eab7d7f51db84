import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFilters } from "~/domain/application-filters";
import { listApplications } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { databaseKinds, openTestDatabase } from "../support/database";

// The admin search's trigram index takes new rows into a pending list and merges the list into the
// index when it is full, inside the insert that filled it. The list is kept small so that a burst of
// submissions pays for many short merges rather than one long one that holds every request up.

const ROWS = 1000;
/** The pending list's limit, in 8 KB pages: 512 KB. */
const MOST_PENDING_PAGES = 64;

describe.each(databaseKinds)("the admin search index under a burst of submissions on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    for (let first = 0; first < ROWS; first += 250) {
      await handle.db.insert(applications).values(
        Array.from({ length: 250 }, (_, offset) => {
          const n = first + offset;
          return {
            type: "CIO" as const,
            firstName: `Burst${n}x`,
            lastName: "Tremblay",
            email: `burst.${n}@example.ca`,
            phone: "4165550100",
            city: "Montréal",
            province: "QC",
            submissionKey: randomUUID(),
          };
        }),
      );
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  it("leaves at most its small limit waiting to be merged", async () => {
    const result = await handle.db.execute(sql`select gin_clean_pending_list('applications_search_idx'::regclass) as pages`);
    const [row] = (result as unknown as { rows: { pages: string | number }[] }).rows;
    expect(Number(row?.pages)).toBeLessThanOrEqual(MOST_PENDING_PAGES);
  });

  it("finds the first, a middle and the last of the burst", async () => {
    for (const n of [0, 437, ROWS - 1]) {
      const list = await listApplications(handle.db, 1, readFilters(new URLSearchParams({ view: "all", q: `Burst${n}x` })));
      expect(list.rows.map((row) => row.email)).toEqual([`burst.${n}@example.ca`]);
    }
  });
});
