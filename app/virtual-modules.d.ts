declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

/** A script a page carries inline, minified at build (scripts/vite-inline-scripts.ts). */
declare module "*.js?inline-script" {
  const code: string;
  export default code;
}
