import { applicantName } from "~/domain/applicant-name";
import { and, desc, eq, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { mentionsAny } from "~/domain/mentions";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applicationEvents, applicationNotes, applications } from "../db/schema.server";
import type { Person } from "./person.server";

/** A note or reopening reason on another application that names the person, for the admin to review. */
export type Mention = {
  kind: "note" | "history";
  /** The note's or history entry's id. */
  id: string;
  applicationId: string;
  applicationName: string;
  text: string;
  createdAt: Date;
};

/** How many rows the database hands over to be checked word by word, and how many mentions are shown. */
const MENTION_CANDIDATES = 500;
const MENTIONS_SHOWN = 20;

/**
 * Notes and reopening reasons of other applications that name the person (their address, or a name
 * of theirs as whole words), newest first. Only read, for the admin to open and edit: a
 * deletion never changes them, as a name like "the" or an address inside another would rewrite
 * someone else's words.
 */
export async function mentionsElsewhere(db: Database, person: Person): Promise<Mention[]> {
  const terms = [person.email, ...person.names];
  // The database narrows down by the longest word of each term; the whole-word check is done here.
  const words = terms.map((term) =>
    term
      .split(/\s+/)
      .reduce((a, b) => (b.length > a.length ? b : a))
      .toLowerCase(),
  );
  const containsAWord = (column: AnyPgColumn) => or(...words.map((word) => sql`strpos(lower(${column}), ${word}) > 0`));
  const others = (column: AnyPgColumn) => (person.applicationIds.length > 0 ? notInArray(column, person.applicationIds) : undefined);
  const application = {
    ...applicantNameColumns,
  };
  const [notes, events] = await Promise.all([
    db
      .select({
        id: applicationNotes.id,
        applicationId: applicationNotes.applicationId,
        text: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
        ...application,
      })
      .from(applicationNotes)
      .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
      .where(and(others(applicationNotes.applicationId), containsAWord(applicationNotes.body)))
      .orderBy(desc(applicationNotes.createdAt))
      .limit(MENTION_CANDIDATES),
    db
      .select({
        id: applicationEvents.id,
        applicationId: applicationEvents.applicationId,
        text: applicationEvents.reason,
        createdAt: applicationEvents.createdAt,
        ...application,
      })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(and(others(applicationEvents.applicationId), isNotNull(applicationEvents.reason), containsAWord(applicationEvents.reason)))
      .orderBy(desc(applicationEvents.createdAt))
      .limit(MENTION_CANDIDATES),
  ]);
  const mention =
    (kind: Mention["kind"]) =>
    (row: (typeof notes)[number] | (typeof events)[number]): Mention => ({
      kind,
      id: row.id,
      applicationId: row.applicationId,
      applicationName: applicantName(row),
      text: row.text ?? "",
      createdAt: row.createdAt,
    });
  return [...notes.map(mention("note")), ...events.map(mention("history"))]
    .filter((found) => mentionsAny(found.text, terms))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MENTIONS_SHOWN);
}
