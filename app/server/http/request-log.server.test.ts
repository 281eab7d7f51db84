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

  it("hides the token of a shortlisted CIO's opportunity page, in both languages, even one not shaped like a signed token", () => {
    // A tampered or cut link is not shaped like the site's tokens: the path, not the shape, hides it.
    expect(loggablePath("/opportunity/eyJhbGciOi.secret-part?answered=1")).toBe("/opportunity/[token]");
    expect(loggablePath("/fr/occasion/eyJhbGciOi.secret-part")).toBe("/fr/occasion/[token]");
    expect(loggablePath("/Opportunity/%65yJhbGciOi")).toBe("/opportunity/[token]");
    expect(loggablePath("/FR/Occasion/x/../eyJhbGciOi")).toBe("/fr/occasion/[token]");
  });

  it("hides the token however the path is spelled: case, encoding, dot segments, doubled slashes", () => {
    const token = `4f1c2a9e-1b2c-4d5e-8f90-123456789abc.mhz3k2x1.${"s".repeat(43)}`;
    expect(loggablePath(`/WITHDRAW/${token}`)).toBe("/withdraw/[token]");
    expect(loggablePath(`/Book/Manage/${token}`)).toBe("/book/manage/[token]");
    expect(loggablePath(`/FR/Reserver/Gerer/${token}`)).toBe("/fr/reserver/gerer/[token]");
    expect(loggablePath(`/%77ithdraw/${token}`)).toBe("/withdraw/[token]");
    expect(loggablePath(`/x/../withdraw/${token}`)).toBe("/withdraw/[token]");
    expect(loggablePath(`/API/Auth/Reset-Password/abc123`)).toBe("/api/auth/reset-password/[token]");
    // A signed token under a path not (yet) known to carry one is blanked by its shape.
    expect(loggablePath(`//somewhere/${token}`)).toBe("//somewhere/[token]");
  });

  it("writes no part of a target that is not a path", () => {
    expect(loggablePath("http://localhost:3000/login/reset?token=SECRET")).toBe("[not a path]");
    expect(loggablePath("*")).toBe("*");
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
