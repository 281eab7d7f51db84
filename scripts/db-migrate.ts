// `npm run db:migrate`: applies pending migrations to the PostgreSQL server in DATABASE_URL.
// The server does this itself at start; this is for deployments that migrate as a separate step.
import { migratePostgresServer } from "../app/server/db/client.server";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is not set: name the PostgreSQL database to migrate (postgres://user:password@host/db).");
  process.exit(1);
}
try {
  await migratePostgresServer(url);
  console.log("Migrations applied.");
} catch (error) {
  console.error("Migration failed:", error instanceof Error ? error.message : error);
  process.exit(1);
}
