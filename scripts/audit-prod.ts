// `npm run audit:prod`: `npm audit --omit=dev --audit-level=high`, the production dependencies
// only. It fails (exit 1) on a high or critical advisory. When the registry offers no audit
// service (some mirrors answer 404 or 405), it says so and fails with exit 2: nothing was checked,
// and that must not read as a pass.
import { spawnSync } from "node:child_process";

type Severity = "info" | "low" | "moderate" | "high" | "critical";
type AuditReport = {
  metadata?: { vulnerabilities?: Record<Severity | "total", number> };
  vulnerabilities?: Record<string, { severity: Severity; range?: string; fixAvailable?: unknown }>;
  message?: string;
  statusCode?: number;
  error?: { summary?: string; detail?: string };
};

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
  encoding: "utf8",
  shell: process.platform === "win32",
});
let report: AuditReport = {};
try {
  report = JSON.parse(run.stdout || "{}") as AuditReport;
} catch {
  report = { message: (run.stdout || run.stderr || "no output").trim().slice(0, 500) };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const registry = spawnSync("npm", ["config", "get", "registry"], { encoding: "utf8", shell: process.platform === "win32" }).stdout.trim();
  const reason = report.message || report.error?.summary || run.stderr.trim() || `npm audit exited with ${run.status}`;
  console.error(`audit:prod could not check anything: the registry ${registry} gave no audit report.`);
  console.error(`  npm said: ${reason}`);
  console.error("  Run it where the public npm registry (or a mirror with its audit service) is reachable.");
  process.exit(2);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, found]) => found.severity === "high" || found.severity === "critical",
);
console.log(
  `npm audit (production dependencies): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
);
for (const [name, found] of serious) {
  console.log(
    `  ${found.severity}: ${name} ${found.range ?? ""}${found.fixAvailable ? " (a fix is available: npm audit fix --omit=dev)" : ""}`,
  );
}
process.exit(serious.length > 0 ? 1 : 0);
