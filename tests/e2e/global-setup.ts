import { existsSync } from "node:fs";
import path from "node:path";
import { makeTemplates } from "../support/database-templates";
import { projectRoot, startServer } from "../support/server";
import { sharedAdminEmails } from "./auth-helpers";

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
  // Browser tests fill forms faster than people, send many from one address, and sign in often
  // from 127.0.0.1. BASE_URL stays https, as in production: the session cookie is then
  // `__Secure-…; Secure`, which Chromium keeps on http://127.0.0.1 (a potentially trustworthy origin).
  const server = await startServer({
    BASE_URL: "https://cio.example.ca",
    FORM_MIN_FILL_SECONDS: "0",
    SUBMISSIONS_PER_HOUR_PER_IP: "10000",
    SUBMISSIONS_PER_HOUR_PER_EMAIL: "10000",
    ADMIN_EMAILS: sharedAdminEmails.join(","),
    SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "10000",
    FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "10000",
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
    await removeTemplates();
  };
}
