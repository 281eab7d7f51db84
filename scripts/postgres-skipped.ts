// Said once per run when the PostgreSQL suites cannot run, so that a run that passed on PGlite alone
// is not taken for a run on both databases (the suites that need PostgreSQL count as skipped, which
// a summary's number alone does not explain).

/**
 * The line to print, or undefined when the PostgreSQL suites run here, or when TEST_DATABASES
 * chose the databases on purpose (`npm test` in CI leaves PostgreSQL to the other Node's pass).
 */
export function postgresSkippedLine(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.TEST_DATABASE_URL || env.TEST_DATABASES) return undefined;
  return "PostgreSQL suites skipped: TEST_DATABASE_URL is not set (set it to a PostgreSQL server's URL to run them)";
}
