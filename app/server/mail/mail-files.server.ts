import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.server";

// The .eml files the server writes instead of sending when there is no SMTP server (development,
// tests): the site's own copy of the mail it sent, so deletion and retention reach them too.

/** Where the .eml files are when there is no SMTP server (development and tests); null with SMTP. */
export function mailFilesFolder(config: Pick<Config, "smtpUrl" | "dataDir">): string | null {
  return config.smtpUrl ? null : path.join(config.dataDir, "mail");
}

/** The .eml files of `folder`; none when it does not exist (nothing was written yet). */
async function emlFiles(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => name.endsWith(".eml")).map((name) => path.join(folder, name));
  } catch {
    return [];
  }
}

/** The outbox row an .eml file was written for: the transport ends its name with the row's id. */
const ROW_ID = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;

/**
 * Deletes the files written for the outbox rows `ids` (a row sent twice has two); returns how many.
 * Found by name only, never by what a file says: someone else's file may contain the same text.
 */
export async function removeMailFilesOf(folder: string, ids: string[]): Promise<number> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return 0;
  let removed = 0;
  for (const file of await emlFiles(folder)) {
    const rowId = ROW_ID.exec(path.basename(file))?.[1];
    if (rowId && wanted.has(rowId)) {
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}

/** Deletes the files written before `before`; returns how many. */
export async function removeMailFilesOlderThan(folder: string, before: Date): Promise<number> {
  let removed = 0;
  for (const file of await emlFiles(folder)) {
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await unlink(file).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
