import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { notifyWarning, staleBuildWarning } from "./startup-checks.server";

describe("notifyWarning", () => {
  it("warns that only the visitor hears of a submission when NOTIFY_EMAILS is empty", () => {
    expect(notifyWarning({ notifyEmails: [] })).toMatch(/NOTIFY_EMAILS is empty, so nobody on the team is e-mailed/);
  });

  it("says nothing once someone is told", () => {
    expect(notifyWarning({ notifyEmails: ["team@example.ca"] })).toBeNull();
  });
});

describe("staleBuildWarning", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A checkout whose build was made at `builtAt` (seconds) and whose app/ files changed at the given times. */
  function checkout(builtAt: number, sources: Record<string, number>) {
    const root = mkdtempSync(path.join(tmpdir(), "cio-checkout-"));
    folders.push(root);
    const sourceDir = path.join(root, "app");
    const buildEntry = path.join(root, "build", "server", "index.js");
    for (const [file, changedAt] of Object.entries(sources)) {
      const full = path.join(sourceDir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, "");
      utimesSync(full, changedAt, changedAt);
    }
    mkdirSync(path.dirname(buildEntry), { recursive: true });
    writeFileSync(buildEntry, "");
    utimesSync(buildEntry, builtAt, builtAt);
    return { sourceDir, buildEntry };
  }

  it("is silent for a build made after every source file (a fresh clone, then a build)", () => {
    expect(staleBuildWarning(checkout(2_000, { "root.tsx": 1_000, "routes/public/home.tsx": 1_999 }))).toBeNull();
  });

  it("names the newest file changed since the build, and the command to run", () => {
    const warning = staleBuildWarning(checkout(2_000, { "root.tsx": 2_100, "routes/public/home.tsx": 2_500, "app.css": 1_000 }));
    expect(warning).toContain(`(${path.join("app", "routes", "public", "home.tsx")} changed after it)`);
    expect(warning).toContain("Run `npm run build`");
  });

  it("ignores tests, which are not part of the build", () => {
    expect(staleBuildWarning(checkout(2_000, { "root.tsx": 1_000, "layout.test.ts": 3_000, "content/format.test.tsx": 3_000 }))).toBeNull();
  });

  it("has nothing to compare in an image without sources", () => {
    const paths = checkout(2_000, {});
    expect(staleBuildWarning({ ...paths, sourceDir: path.join(paths.sourceDir, "missing") })).toBeNull();
  });
});
