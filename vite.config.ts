import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The mail thread's entry is written as build/server/mail-thread.js, where the server looks for it. */
function mailThreadFileName(): Plugin {
  return {
    name: "mail-thread-file-name",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      const named = options.entryFileNames;
      return {
        ...options,
        entryFileNames: (chunk) =>
          chunk.name === "mail-thread" ? "mail-thread.js" : typeof named === "function" ? named(chunk) : (named ?? "[name].js"),
      };
    },
  };
}

export default defineConfig({
  // The server bundle's entry is our HTTP server, which wraps React Router's build; the mail
  // thread it starts is a second entry.
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./app/server/http/http-server.server.ts", "mail-thread": "./app/server/mail/mail-thread.server.ts" },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), mailThreadFileName()],
  resolve: { tsconfigPaths: true },
});
