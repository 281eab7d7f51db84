import { readFile } from "node:fs/promises";
import { minify, type Plugin } from "vite";

const query = "?inline-script";

/**
 * `import code from "./file.js?inline-script"`: the file's code as a string, minified once at build.
 * Pages carry these scripts inline, so the comments that explain them would otherwise travel with
 * every page and delay its first paint.
 */
export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const { code, errors } = await minify(file, await readFile(file, "utf8"), {});
      if (errors.length > 0) this.error(`${file}: ${errors.map((error) => error.message).join("; ")}`);
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
