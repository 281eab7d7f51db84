import { existsSync } from "node:fs";
import path from "node:path";
import { projectRoot, startServer } from "../support/server";

/** Serves the production build on a free port for the whole run; tests read E2E_BASE_URL. */
export default async function globalSetup() {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  // Browser tests fill forms faster than people and send many from one address.
  const server = await startServer({
    BASE_URL: "https://cio.example.ca",
    FORM_MIN_FILL_SECONDS: "0",
    SUBMISSIONS_PER_HOUR_PER_IP: "10000",
    SUBMISSIONS_PER_HOUR_PER_EMAIL: "10000",
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
