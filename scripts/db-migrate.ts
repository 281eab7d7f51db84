// `npm run db:migrate`: applies pending migrations to the PostgreSQL server in DATABASE_URL (from the
// environment or `.env`, as `npm start` reads them). The server does this itself at start; this is
// for deployments that migrate as a separate step.
import { migratePostgresServer } from "../app/server/db/client.server";
import { databaseName, scriptConfig } from "./script-config";

const config = scriptConfig();
if (!config.databaseUrl) {
  console.error(
    "DATABASE_URL is not set, in the environment or in .env: name the PostgreSQL database to migrate " +
      "(postgres://user:password@host/db). Without it the server migrates its PGlite database itself at start.",
  );
  process.exit(1);
}
try {
  await migratePostgresServer(config.databaseUrl);
  console.log(`Migrations applied to ${databaseName(config)}.`);
} catch (error) {
  // Drizzle's error names the statement; PostgreSQL's reason is its cause.
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  console.error(`Migration of ${databaseName(config)} failed: ${error instanceof Error ? error.message : String(error)}`);
  if (reason) console.error(`PostgreSQL said: ${reason}`);
  if (reason.startsWith("permission denied")) {
    console.error("The role in DATABASE_URL needs the CREATE right on this database (owning it is simplest): see README, Production.");
  }
  process.exit(1);
}
