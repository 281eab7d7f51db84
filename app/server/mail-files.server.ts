import { readdir, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config.server";

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

/** Undoes quoted-printable soft breaks and escapes, so an address split over two lines is found. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Deletes the files that name `email` (lower-cased) in a header or the text; returns how many. */
export async function removeMailFilesNaming(folder: string, email: string): Promise<number> {
  let removed = 0;
  for (const file of await emlFiles(folder)) {
    const raw = (await readFile(file, "latin1").catch(() => "")).toLowerCase();
    if (raw.includes(email) || decodeQuotedPrintable(raw).includes(email)) {
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
