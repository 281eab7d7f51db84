// The configuration of `npm run db:*`, read as `npm start` reads it (server.js): the environment,
// then a `.env` file in the working directory (npm runs scripts from the project's root) for the
// variables the environment leaves unset, checked by the server's own parser.
import { existsSync } from "node:fs";
import { type Config, ConfigError, parseConfig } from "../app/server/config.server";

/** The configuration the server would start with here; a bad value ends the script with its message. */
export function scriptConfig(): Config {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Which database a script works on, without the password: "PostgreSQL at host:5432/name" or "PGlite in <folder>". */
export function databaseName(config: Config): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}
