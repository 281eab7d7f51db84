import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The house rules of README's "Layout", checked so they stay true as the code grows (decision 0035).

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file !== "" && existsSync(file));
const productFiles = tracked.filter((file) => /^app\/.*\.(ts|tsx|js)$/.test(file) && !/\.test\.tsx?$/.test(file));

/** The app modules a file imports, by path (`~/…` and relative specifiers). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, specifier = ""] of source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : null;
    if (!base) continue;
    const target = ["", ".ts", ".tsx", ".js"]
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target) found.push(path.normalize(target));
  }
  return found;
}

/** A chain of imports that leads from a module back to itself, or null. */
function findImportLoop(files: string[]): string[] | null {
  const graph = new Map<string, string[]>();
  const importsFrom = (file: string) => graph.get(file) ?? graph.set(file, importsOf(file)).get(file)!;
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return [...trail.slice(trail.indexOf(file)), file];
    state.set(file, "open");
    trail.push(file);
    for (const next of importsFrom(file)) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of files) {
    const loop = visit(file);
    if (loop) return loop;
  }
  return null;
}

/**
 * The imports by which code under app/server/ outside app/server/http/ reaches into app/server/http/,
 * as "importer -> imported". The features take plain values (FormPost, a Request, an address) from
 * the route modules, which are the adapters between React Router and them.
 */
function transportImports(files: string[]): string[] {
  const inHttp = (file: string) => file.startsWith(path.join("app", "server", "http") + path.sep);
  return files
    .filter((file) => file.startsWith(path.join("app", "server") + path.sep) && !inHttp(file))
    .flatMap((file) =>
      importsOf(file)
        .filter(inHttp)
        .map((target) => `${file} -> ${target}`),
    );
}

describe("the layout", () => {
  it("has no module that imports back into one that imports it", () => {
    expect(findImportLoop(productFiles)).toBeNull();
  });

  it("finds a loop when there is one (the check itself works)", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "layout-"));
    writeFileSync(path.join(folder, "a.ts"), 'import { b } from "./b";\nexport const a = 1;\n');
    writeFileSync(path.join(folder, "b.ts"), 'import type { a } from "./a";\nexport const b = 2;\n');
    writeFileSync(path.join(folder, "c.ts"), 'import { b } from "./b";\n');
    const loop = findImportLoop([path.join(folder, "c.ts"), path.join(folder, "a.ts")]);
    expect(loop?.map((file) => path.basename(file))).toEqual(["b.ts", "a.ts", "b.ts"]);
    rmSync(folder, { recursive: true });
  });

  it("keeps app/domain/ free of words: no domain module imports app/content/", () => {
    const domainFiles = productFiles.filter((file) => file.startsWith("app/domain/"));
    expect(domainFiles.length).toBeGreaterThan(20);
    const importingContent = domainFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("app/content/"))
        .map((target) => `${file} imports ${target}`),
    );
    expect(importingContent).toEqual([]);
  });

  it("has one words registry: only app/content/words.ts puts the two languages' words together", () => {
    // A module that imports an English words module and its French twin picks words by language:
    // that is the one job of words(locale).
    const registries = productFiles.filter((file) => {
      if (file === "app/content/words.ts" || file.startsWith("app/content/fr/")) return false;
      const imported = importsOf(file);
      return imported.some(
        (target) => /^app\/content\/[^/]+$/.test(target) && imported.includes(target.replace("app/content/", "app/content/fr/")),
      );
    });
    expect(registries).toEqual([]);
    expect(readFileSync("app/content/words.ts", "utf8")).toMatch(/export function words\(locale: Locale\)/);
  });

  it("has no file under app/server/ outside http/ that imports app/server/http/ (only routes adapt to it)", () => {
    expect(transportImports(productFiles)).toEqual([]);
  });

  it("keeps app/server/ in folders by concern, with few loose files at its top", () => {
    const loose = productFiles.filter((file) => path.dirname(file) === "app/server");
    expect(loose.length).toBeLessThanOrEqual(10);
  });

  it("keeps every route module in a group folder: public, auth, admin or meta", () => {
    const table = readFileSync("app/routes.ts", "utf8");
    const modules = [...table.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map(([, module]) => module);
    expect(modules.length).toBeGreaterThan(30);
    for (const module of modules) expect(module).toMatch(/^routes\/(public|auth|admin|meta)\/[a-z0-9-]+\.tsx?$/);
  });

  it("has no product file over 300 lines", () => {
    const long = productFiles
      .map((file) => ({ file, lines: readFileSync(file, "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > 300);
    expect(long).toEqual([]);
  });

  it("cites no document the repository lacks", () => {
    const citing = tracked
      .filter((file) => /\.(ts|tsx|js|md|json)$/.test(file) && !file.startsWith("db/migrations/meta/"))
      .filter((file) => /\b(SPEC|DESIGN)\.md\b/.test(readFileSync(file, "utf8")));
    expect(citing).toEqual([]);
  });
});
