import { and, count, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { ApplicationFilters } from "~/domain/application-filters";
import { isUuid } from "~/domain/ids";
import { oldestFirst, pageOfPosition } from "~/domain/list-order";
import type { Database } from "../db/client.server";
import { applications } from "../db/schema.server";
import { filterCondition, newestFirst, oldestFirstOrder } from "./applications.server";

/** Where a record sits in the list it was opened from: the records either side, and the list page that shows it. */
export type ListPlace = { previous: string | null; next: string | null; page: number };

/**
 * The record's neighbours in the view's order, each found by one keyset query on the list's sort
 * keys (never by loading the list), and the page it sits on by counting the entries ahead of it.
 * The record need not be in the view any more (a decision takes it out of "Needs a reply"): its
 * received time and id still say where it was, so Next goes on to the one after it.
 * The time is compared inside the database: a JavaScript Date keeps milliseconds, a timestamp
 * microseconds, and a rounded copy would find the record itself as its own neighbour.
 */
export async function placeInList(db: Database, id: string, filters: ApplicationFilters): Promise<ListPlace | null> {
  if (!isUuid(id)) return null;
  const received = sql`(select current_row.created_at from applications current_row where current_row.id = ${id})`;
  // Earlier and later by received time; a tie goes by id, as the list's index orders it.
  const earlier = or(lt(applications.createdAt, received), and(eq(applications.createdAt, received), gt(applications.id, id)));
  const later = or(gt(applications.createdAt, received), and(eq(applications.createdAt, received), lt(applications.id, id)));
  const upward = oldestFirst(filters.view);
  const nearest = async (side: SQL | undefined, order: typeof newestFirst | typeof oldestFirstOrder) => {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(filterCondition(filters), side))
      .orderBy(...order)
      .limit(1);
    return row?.id ?? null;
  };
  const before = upward ? earlier : later;
  const [previous, next, [ahead]] = await Promise.all([
    nearest(before, upward ? newestFirst : oldestFirstOrder),
    nearest(upward ? later : earlier, upward ? oldestFirstOrder : newestFirst),
    db
      .select({ total: count() })
      .from(applications)
      .where(and(filterCondition(filters), before)),
  ]);
  return { previous, next, page: pageOfPosition(ahead?.total ?? 0) };
}
