import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The key that signs form tokens (and, later, sessions): AUTH_SECRET when set, otherwise one
 * generated on first start and kept under DATA_DIR, so restarts keep forms and sessions valid.
 * Several instances must share AUTH_SECRET.
 */
export function signingSecret(options: { authSecret: string | undefined; dataDir: string }): string {
  if (options.authSecret) return options.authSecret;
  const file = path.join(options.dataDir, "secrets", "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

/**
 * Why an instance's own generated secret is a problem, or null when it is not: instances that
 * share a PostgreSQL database serve one site, and a session or form token signed by one must hold
 * on the others, so they need one AUTH_SECRET.
 */
export function sharedSecretWarning(options: { authSecret: string | undefined; databaseUrl: string | undefined }): string | null {
  if (options.authSecret || !options.databaseUrl) return null;
  return (
    "Warning: AUTH_SECRET is not set, so this instance signs sessions and form tokens with a secret of its own " +
    "(kept in DATA_DIR). Set the same AUTH_SECRET on every instance that shares this database, or visitors " +
    "will be signed out, and their forms kept as spam, when a load balancer sends them to another instance."
  );
}
