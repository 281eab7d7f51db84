// Entry point of `npm start`: builds once if there is no build, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const serverEntry = new URL("./build/server/index.js", import.meta.url);

if (existsSync(".env")) process.loadEnvFile(".env");

if (!existsSync(serverEntry)) {
  console.log("No build found: building the site first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";

const { start } = await import(serverEntry.href);
await start();
