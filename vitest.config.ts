import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";

export default defineConfig({
  plugins: [inlineScripts()],
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        // Integration tests start real servers (and later databases and SMTP peers): run them one file at a time.
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Databases migrated once per run, which each test's database is copied from.
          globalSetup: ["tests/support/database-templates.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
