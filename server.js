// Entry point of `npm start` (builds once if there is no build, then serves it) and of
// `npm run dev` (`--dev`: the same server, with Vite serving the code as it is edited).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const serverEntry = new URL("./build/server/index.js", import.meta.url);

if (existsSync(".env")) process.loadEnvFile(".env");

if (process.argv.includes("--dev")) {
  process.env.NODE_ENV = "development";
  const { createServer } = await import("node:http");
  const vite = await import("vite");
  // Vite's reloads use this server's upgrades: same origin as the pages, so the CSP's connect-src 'self' allows them.
  const server = createServer();
  const viteServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  const ssr = viteServer.environments.ssr;
  if (!vite.isRunnableDevEnvironment(ssr)) throw new Error("Vite's server environment cannot run modules");
  const runner = ssr.runner;
  const { startDevelopment } = await runner.import("/app/server/http/http-server.server.ts");
  await startDevelopment(server, {
    middlewares: viteServer.middlewares,
    loadBuild: () => runner.import("virtual:react-router/server-build"),
  });
} else {
  if (!existsSync(serverEntry)) {
    // On stderr, with the build's own output: stdout is the server's log, one JSON line each in production.
    console.error("No build found: building the site first (npm run build)...");
    const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", process.stderr, "inherit"] });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.env.NODE_ENV ??= "production";
  const { start } = await import(serverEntry.href);
  await start();
}
