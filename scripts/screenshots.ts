// `npm run screenshots`: builds the site, starts the production server as the tests do (a fresh
// embedded database in a temporary DATA_DIR, no SMTP), and saves every public page (/book too) in both
// languages, whole, at a phone's width (390 px) and a laptop's (1366 px) into screenshots/
// (git-ignored), as <language>-<page>-<width>.png (en-how-it-works-390.png). Chromium is Debian's (tests/support/chromium.ts).
// `--no-build` reuses build/ as it is.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { allPublicPaths, bookingPaths, localeOfPath, pageOfPath } from "../app/domain/locale";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { projectRoot, startServer } from "../tests/support/server";

const WIDTHS = [390, 1366] as const;
const outDir = path.join(projectRoot, "screenshots");
const booking: string[] = Object.values(bookingPaths);
const pagePaths = [...allPublicPaths, ...booking];

function fileName(pagePath: string, width: number): string {
  const page = (pageOfPath(pagePath)?.page ?? (booking.includes(pagePath) ? "book" : "page")).replace(
    /[A-Z]/g,
    (letter) => `-${letter.toLowerCase()}`,
  );
  return `${localeOfPath(pagePath)}-${page}-${width}.png`;
}

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const pagePath of pagePaths) {
        const response = await page.goto(new URL(pagePath, server.url).href);
        if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
        // The typeface is preloaded, but a screenshot must not catch the fallback.
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.screenshot({ path: path.join(outDir, fileName(pagePath, width)), fullPage: true });
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  console.log(`${pagePaths.length * WIDTHS.length} screenshots in ${path.relative(process.cwd(), outDir) || "."}/`);
}

await main();
