import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";

export default defineConfig({
  // The server bundle's entry is our HTTP server, which wraps React Router's build.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: { index: "./app/server/http/http-server.server.ts" } },
      },
    },
  },
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
