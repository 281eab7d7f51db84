import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The Node.js versions the project claims (package.json's engines, .nvmrc, README) are ones that
// every installed package supports, up to the newest line CI runs (24). semver comes with npm's
// tooling (React Router's and typescript-eslint's); it has no types here, hence the signature.
const semver = createRequire(import.meta.url)("semver") as {
  subset: (sub: string, sup: string) => boolean;
  satisfies: (version: string, range: string) => boolean;
  intersects: (first: string, second: string) => boolean;
};

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
const newestLineTested = 24;

describe("the Node.js versions the project claims", () => {
  it("are supported by every installed package", () => {
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { engines?: { node?: string } }> };
    // Newer lines than CI runs are a promise no test keeps; a package may well cap them.
    const tested = engines
      .split("||")
      .map((set) => `${set.trim()} <${newestLineTested + 1}.0.0-0`)
      .join(" || ");
    const narrower = Object.entries(lock.packages)
      .filter(([folder, entry]) => folder !== "" && entry.engines?.node && existsSync(path.join(root, folder)))
      .filter(([, entry]) => !semver.subset(tested, entry.engines!.node!))
      .map(([folder, entry]) => `${folder.replace(/^.*node_modules\//, "")}: ${entry.engines!.node}`);
    expect(narrower).toEqual([]);
  });

  it("exclude the Node 22 releases before 22.13, and Node 23", () => {
    for (const version of ["22.0.0", "22.11.0", "22.12.0", "23.11.0", "20.18.0"])
      expect(semver.satisfies(version, engines), version).toBe(false);
    for (const version of ["20.19.0", "22.13.0", "24.0.0"]) expect(semver.satisfies(version, engines), version).toBe(true);
  });

  it("are what .nvmrc and README say", () => {
    const nvmrc = read(".nvmrc").trim();
    // nvm takes the newest release of the line .nvmrc names, so the line must reach into the range.
    expect(semver.intersects(`^${nvmrc}`, engines)).toBe(true);
    const runIt = read("README.md").split("## Run it")[1]?.split("\n## ")[0] ?? "";
    expect(runIt).toContain("Node.js 20.19 or later on 20, 22.13 or later on 22, or 24");
    expect(runIt).toContain("`.nvmrc`");
  });
});
