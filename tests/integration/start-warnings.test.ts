import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectRoot, type RunningServer, startServer } from "../support/server";

// What `npm start` says at start about set-ups that work but not as an owner expects.

const staleBuild = /Warning: the build is older than the code \((\S+) changed after it\).*Run `npm run build`/;
const nobodyNotified = "Warning: NOTIFY_EMAILS is empty";

describe("warnings at start", () => {
  const running: RunningServer[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("a checkout just built: no word of the build, and a word that the team hears of nothing", async () => {
    const server = await startServer();
    running.push(server);
    expect(server.output()).not.toMatch(staleBuild);
    expect(server.output()).toContain(nobodyNotified);
  });

  it("code changed after the build (a git pull): names the file and `npm run build`", async () => {
    // A checkout of its own, whose build is a copy of this one's and whose app/ is newer.
    const checkout = mkdtempSync(path.join(tmpdir(), "cio-checkout-"));
    folders.push(checkout);
    for (const entry of ["package.json", "server.js", "build"])
      cpSync(path.join(projectRoot, entry), path.join(checkout, entry), { recursive: true });
    for (const entry of ["node_modules", "db"]) symlinkSync(path.join(projectRoot, entry), path.join(checkout, entry));
    cpSync(path.join(projectRoot, "app"), path.join(checkout, "app"), { recursive: true, preserveTimestamps: true });
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(checkout, "app", "root.tsx"), later, later);

    const server = await startServer({ NOTIFY_EMAILS: "team@example.ca" }, 60_000, { script: path.join(checkout, "server.js") });
    running.push(server);
    expect(server.output()).toMatch(staleBuild);
    expect(staleBuild.exec(server.output())?.[1]).toBe(path.join("app", "root.tsx"));
    expect(server.output()).not.toContain(nobodyNotified);
  });
});
