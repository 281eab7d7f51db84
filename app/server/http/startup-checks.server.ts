// Warnings printed once when the server starts, about set-ups that run without an error but not as
// the owner expects: no one told of new submissions, or a build older than the code beside it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.server";

/** The warnings for this configuration and checkout; none in a checkout built since its last change. */
export function startupWarnings(config: Config, checkout = checkoutPaths()): string[] {
  return [notifyWarning(config), staleBuildWarning(checkout)].filter((warning) => warning !== null);
}

/** Without NOTIFY_EMAILS a submission e-mails only its visitor, and the team hears of nothing. */
export function notifyWarning(config: Pick<Config, "notifyEmails">): string | null {
  if (config.notifyEmails.length > 0) return null;
  return (
    "Warning: NOTIFY_EMAILS is empty, so nobody on the team is e-mailed about new applications and inquiries " +
    "(the visitor still gets a confirmation). Set NOTIFY_EMAILS to the team's addresses, comma-separated."
  );
}

export type CheckoutPaths = { sourceDir: string; buildEntry: string };

/** app/ and build/server/index.js of the checkout this server was built in. */
function checkoutPaths(): CheckoutPaths {
  let root = import.meta.dirname;
  while (!existsSync(path.join(root, "package.json")) && path.dirname(root) !== root) root = path.dirname(root);
  return { sourceDir: path.join(root, "app"), buildEntry: path.join(root, "build", "server", "index.js") };
}

/**
 * Names a source file changed after the build (after a `git pull` or an edit), or null. Tests are
 * not part of the build; an image without sources (the Dockerfile's) has nothing to compare.
 */
export function staleBuildWarning({ sourceDir, buildEntry }: CheckoutPaths): string | null {
  if (!existsSync(sourceDir) || !existsSync(buildEntry)) return null;
  const builtAt = statSync(buildEntry).mtimeMs;
  let newest: { file: string; changedAt: number } | undefined;
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: "utf8" })) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const stats = statSync(path.join(sourceDir, file));
    if (stats.isFile() && stats.mtimeMs > builtAt && stats.mtimeMs > (newest?.changedAt ?? 0)) {
      newest = { file, changedAt: stats.mtimeMs };
    }
  }
  if (!newest) return null;
  return (
    `Warning: the build is older than the code (${path.join(path.basename(sourceDir), newest.file)} changed after it), ` +
    "so this server runs the site as it was built. Run `npm run build`, then start the server again."
  );
}
