import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// A first start on the embedded database copies a data folder made by `npm run build` instead of
// running initdb (decision 0043): initdb runs a second Postgres beside the first and, once, takes
// the process past what a small machine has; a copy costs no more than a second start.

/** The folder above this file (or the built server) that holds package.json. */
export function projectFolder(): string {
  let directory = import.meta.dirname;
  while (!existsSync(path.join(directory, "package.json"))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error("package.json not found above " + import.meta.dirname);
    directory = parent;
  }
  return directory;
}

/** Where the build keeps the ready-made folder. */
export const templateFolder = () => path.join(projectFolder(), "build", "pglite-template");
const MARKER = "made-by.json";

/** What a folder must have been made by to be copied: this PGlite, whose Postgres writes it. */
function maker(): { pglite: string } {
  const manifest = path.join(projectFolder(), "node_modules", "@electric-sql", "pglite", "package.json");
  return { pglite: String((JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version) };
}

/**
 * Makes the template: `initialise` opens a PGlite on the given folder (running initdb and the
 * migrations) and closes it. Written beside and renamed, so a template is whole or absent.
 */
export async function makeTemplate(initialise: (folder: string) => Promise<void>, into = templateFolder()): Promise<void> {
  const making = `${into}.making`;
  rmSync(making, { recursive: true, force: true });
  await initialise(making);
  writeFileSync(path.join(making, MARKER), JSON.stringify(maker()));
  rmSync(into, { recursive: true, force: true });
  renameSync(making, into);
}

/**
 * Copies the template into `pgliteFolder` when that holds no database yet and the template was made
 * by this PGlite; returns whether it did. Copied beside and renamed: a start cut short leaves no
 * half-made database, only a `.copying` folder that the next start replaces.
 */
export function startFromTemplate(pgliteFolder: string, from = templateFolder()): boolean {
  const isEmpty = !existsSync(pgliteFolder) || readdirSync(pgliteFolder).length === 0;
  if (!isEmpty || !existsSync(path.join(from, MARKER))) return false;
  const made = JSON.parse(readFileSync(path.join(from, MARKER), "utf8")) as { pglite?: string };
  if (made.pglite !== maker().pglite) return false;
  const copying = `${pgliteFolder}.copying`;
  rmSync(copying, { recursive: true, force: true });
  cpSync(from, copying, { recursive: true, filter: (source) => path.basename(source) !== MARKER });
  rmSync(pgliteFolder, { recursive: true, force: true });
  renameSync(copying, pgliteFolder);
  return true;
}
