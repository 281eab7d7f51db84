import { existsSync } from "node:fs";
import path from "node:path";
import { makeTemplates } from "../../support/database-templates";
import { projectRoot } from "../../support/server";
import { startSharedServer } from "./servers";

/**
 * Serves the production build on a free port for the whole run; tests read E2E_BASE_URL, and
 * E2E_DATA_DIR to read the e-mails it writes (no SMTP_URL: they land under DATA_DIR/mail/).
 */
export default async function globalSetup() {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  // The servers of the run (this one and the spec files' own) start from a migrated copy, as in the integration tests.
  const removeTemplates = await makeTemplates({ postgres: false });
  const server = await startSharedServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await removeTemplates();
  };
}
