import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { inlineScripts } from "./scripts/vite-inline-scripts.ts";

/** The embedded database's thread is written as build/server/pglite-thread.js, where the server looks for it. */
function pgliteThreadFileName(): Plugin {
  return {
    name: "pglite-thread-file-name",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      const named = options.entryFileNames;
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.name === "pglite-thread" ? "pglite-thread.js" : typeof named === "function" ? named(chunk) : (named ?? "[name].js"),
      };
    },
  };
}

export default defineConfig({
  // The server bundle's entry is our HTTP server, which wraps React Router's build; the embedded
  // database's thread is a second entry.
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./app/server/http/http-server.server.ts", "pglite-thread": "./app/server/db/pglite-thread.server.ts" },
        },
      },
    },
  },
  plugins: [inlineScripts(), tailwindcss(), reactRouter(), pgliteThreadFileName()],
  resolve: { tsconfigPaths: true },
});
