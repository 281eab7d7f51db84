import { signingSecret } from "~/server/secrets.server";
import { fastForms } from "../../support/lead-forms";
import { type RunningServer, startServer } from "../../support/server";

// The servers the browser tests talk to: one shared by the run (global-setup.ts), and one of a spec
// file's own where counts and e-mails must be exact (admin.ts).

/**
 * Settings of every e2e server. Browser tests fill forms faster than people, send many from one
 * address, and sign in often from 127.0.0.1. BASE_URL stays https, as in production: the session
 * cookie is then `__Secure-…; Secure`, which Chromium keeps on http://127.0.0.1 (a potentially
 * trustworthy origin).
 */
const e2eSettings = {
  BASE_URL: "https://cio.example.ca",
  ...fastForms,
  SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "10000",
  FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "10000",
};

/** Admins of the shared server (global-setup puts them on its ADMIN_EMAILS); each test uses its own. */
export const sharedAdmins = {
  pendingNotice: "admin-pending-notice@e2e.example.ca",
  keyboard: "admin-keyboard@e2e.example.ca",
  alreadySignedIn: "admin-already-signed-in@e2e.example.ca",
  /** On the list, but its address is never verified. */
  unverified: "admin-unverified@e2e.example.ca",
  /** Signed up first by a stranger; the owner takes it back with a new password. */
  recoveredJs: "admin-recovered-js@e2e.example.ca",
  recoveredNoJs: "admin-recovered-nojs@e2e.example.ca",
} as const;

/** Starts the shared server of the run (no SMTP_URL: its e-mails land under DATA_DIR/mail/). */
export function startSharedServer(): Promise<RunningServer> {
  return startServer({ ...e2eSettings, ADMIN_EMAILS: Object.values(sharedAdmins).join(",") });
}

/** The shared server of the run, started by global-setup. */
export function sharedServer(): { url: string; dataDir: string } {
  const url = process.env.E2E_BASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!url || !dataDir) throw new Error("E2E_BASE_URL and E2E_DATA_DIR are set by tests/e2e/support/global-setup.ts");
  return { url, dataDir };
}

/** An own server, for counts no other test can change: the given admins (and any other settings). */
export function startIsolatedServer(adminEmails: string[], env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ ...e2eSettings, ADMIN_EMAILS: adminEmails.join(","), ...env });
}

/** The secret the server signs with (generated in its DATA_DIR, as when AUTH_SECRET is unset). */
export function serverSecret(server: { dataDir: string }): string {
  return signingSecret({ authSecret: undefined, dataDir: server.dataDir });
}
