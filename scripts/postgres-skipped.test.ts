import { describe, expect, it } from "vitest";
import { postgresSkippedLine } from "./postgres-skipped";

describe("the line saying the PostgreSQL suites were skipped", () => {
  it("is said when TEST_DATABASE_URL is not set", () => {
    expect(postgresSkippedLine({})).toBe(
      "PostgreSQL suites skipped: TEST_DATABASE_URL is not set (set it to a PostgreSQL server's URL to run them)",
    );
    expect(postgresSkippedLine({ TEST_DATABASE_URL: "" })).toMatch(/^PostgreSQL suites skipped: /);
  });

  it("is not said when PostgreSQL runs, or when TEST_DATABASES chose the databases", () => {
    expect(postgresSkippedLine({ TEST_DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:5432/postgres" })).toBeUndefined();
    expect(postgresSkippedLine({ TEST_DATABASES: "pglite" })).toBeUndefined();
  });
});
