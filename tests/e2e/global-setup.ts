import { existsSync } from "node:fs";
import path from "node:path";
import { projectRoot, startServer } from "../support/server";

/** Serves the production build on a free port for the whole run; tests read E2E_BASE_URL. */
export default async function globalSetup() {
  if (!existsSync(path.join(projectRoot, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  const server = await startServer({ BASE_URL: "https://cio.example.ca" });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
