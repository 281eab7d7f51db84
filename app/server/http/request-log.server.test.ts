import { describe, expect, it } from "vitest";
import { loggablePath, nextRequestId } from "./request-log.server";

describe("loggablePath", () => {
  it("drops the query string", () => {
    expect(loggablePath("/admin?q=Fotheringay&view=spam")).toBe("/admin");
    expect(loggablePath("/about")).toBe("/about");
  });

  it("hides the token of a withdrawal link and of a password reset, in both languages", () => {
    expect(loggablePath("/withdraw/eyJhbGciOi.secret-part?x=1")).toBe("/withdraw/[token]");
    expect(loggablePath("/fr/retrait/eyJhbGciOi.secret-part")).toBe("/fr/retrait/[token]");
    expect(loggablePath("/api/auth/reset-password/abc123")).toBe("/api/auth/reset-password/[token]");
  });

  it("hides a segment holding an address, encoded or not, and an address inside another", () => {
    expect(loggablePath("/u/ada@example.ca/x")).toBe("/u/[address]/x");
    expect(loggablePath("/u/ada%40example.ca")).toBe("/u/[address]");
    expect(loggablePath("/a%40b@c.example")).toBe("/[address]");
  });

  it("cuts a long path to 200 characters", () => {
    expect(loggablePath(`/${"a".repeat(500)}`)).toHaveLength(201);
  });
});

describe("nextRequestId", () => {
  it("gives a new id each time, with the process's prefix", () => {
    const ids = Array.from({ length: 1000 }, nextRequestId);
    expect(new Set(ids).size).toBe(1000);
    const prefix = ids[0]!.split("-")[0];
    expect(ids.every((id) => id.startsWith(`${prefix}-`))).toBe(true);
    expect(ids[0]).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
  });
});
