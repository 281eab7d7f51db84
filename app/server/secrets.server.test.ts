import { describe, expect, it } from "vitest";
import { sharedSecretWarning } from "./secrets.server";

describe("sharedSecretWarning", () => {
  it("warns an instance on a shared PostgreSQL database that has no AUTH_SECRET", () => {
    expect(sharedSecretWarning({ authSecret: undefined, databaseUrl: "postgres://db/cio" })).toMatch(
      /AUTH_SECRET is not set.*same AUTH_SECRET on every instance/,
    );
  });

  it("says nothing with AUTH_SECRET set, or with PGlite (which one process owns)", () => {
    expect(sharedSecretWarning({ authSecret: "x".repeat(32), databaseUrl: "postgres://db/cio" })).toBeNull();
    expect(sharedSecretWarning({ authSecret: undefined, databaseUrl: undefined })).toBeNull();
  });
});
