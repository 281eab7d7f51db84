import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Request data reaches the site's own regular expressions (paths, headers, form values, error
// messages). The linter's regexp rules judge every pattern under app/ for super-linear time (`npm
// run lint`, part of `npm test`); these tests hold that the rules are on for app/ and that they catch
// the kinds of pattern that once froze the site.

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });
const timingRules = ["regexp/no-super-linear-backtracking", "regexp/no-super-linear-move"];

async function timingProblems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, "app/server/http/example.server.ts") });
  return (result?.messages ?? []).map((message) => message.ruleId ?? "").filter((rule) => timingRules.includes(rule));
}

// The first check starts ESLint with the project's rules, which takes seconds on a busy machine.
describe("regular expressions over request data", { timeout: 30_000 }, () => {
  it("are refused when they backtrack cubically, as a header-line pattern once did", async () => {
    const headerLine = String.raw`/^([!#$%&'*+.^_\x60|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e]*?)[ \t]*$/`;
    expect(await timingProblems(`export const headerLine = ${headerLine};\n`)).toContain("regexp/no-super-linear-backtracking");
  });

  it("are refused when a search rescans a long run once per character", async () => {
    expect(await timingProblems('export const trim = (p: string) => p.replace(/\\/+$/, "");\n')).toContain("regexp/no-super-linear-move");
  });

  it("pass when linear", async () => {
    expect(await timingProblems("export const segment = /^[\\w-]+\\.[0-9a-z]{1,12}\\.[\\w-]{43}$/;\n")).toEqual([]);
  });
});
