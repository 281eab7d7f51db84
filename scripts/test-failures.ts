// Names each failed test of the Vitest and Playwright JSON reports, with its first error lines, so
// the tail of a CI log (all that may be kept of it) says which test failed and why.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** The first lines of a failure message, enough to tell which assertion failed. */
function firstLines(message: string | undefined, count = 4): string {
  return (
    (message ?? "")
      .split("\n")
      // Stack lines inside node_modules or Node itself say nothing about the test.
      .filter((line) => line.trim() !== "" && !/node_modules\/|node:internal|<anonymous>/.test(line))
      .slice(0, count)
      .map((line) => `      ${line.slice(0, 240)}`)
      .join("\n")
  );
}

type VitestReport = {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
};

/** Each failed test of a Vitest JSON report, named with its file, so a CI log's tail says which one failed. */
export function vitestFailures(file: string): string[] {
  const report = readJson(file) as VitestReport | undefined;
  const found: string[] = [];
  for (const testFile of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), testFile.name);
    const failed = testFile.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) found.push(`    ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import or a hook) has no failed test to name.
    if (testFile.status === "failed" && failed.length === 0) found.push(`    ${where}\n${firstLines(testFile.message)}`);
  }
  return found;
}

type PlaywrightSuite = {
  title: string;
  specs: { title: string; tests: { status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/** Each browser test that failed or needed a retry, with its first error. */
export function playwrightFailures(file: string): string[] {
  const report = readJson(file) as { suites: PlaywrightSuite[] } | undefined;
  const found: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results.flatMap((result) => result.errors)[0];
        found.push(`    ${[...titles, spec.title].join(" › ")} (${test.status})\n${firstLines(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.title]);
  return found;
}
