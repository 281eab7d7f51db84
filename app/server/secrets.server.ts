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
