import { describe, expect, it } from "vitest";
import { opensTokenPage, tokenPathPrefix } from "./token-paths.server";

describe("token paths", () => {
  it("knows each page opened by a token in its path, in both languages, however spelled", () => {
    expect(tokenPathPrefix("/opportunity/abc.def")).toBe("/opportunity/");
    expect(tokenPathPrefix("/FR/Occasion/abc")).toBe("/fr/occasion/");
    expect(tokenPathPrefix("/x/../withdraw/abc")).toBe("/withdraw/");
    expect(tokenPathPrefix("/fr/reserver/gerer/abc")).toBe("/fr/reserver/gerer/");
    expect(tokenPathPrefix("/shortlist/abc.def")).toBe("/shortlist/");
    expect(tokenPathPrefix("/Fr/Selection/abc")).toBe("/fr/selection/");
  });

  it("leaves other paths, and a prefix without a token, alone", () => {
    expect(tokenPathPrefix("/opportunity/")).toBeNull();
    expect(tokenPathPrefix("/opportunities")).toBeNull();
    expect(tokenPathPrefix("/about")).toBeNull();
    expect(tokenPathPrefix("/shortlist/")).toBeNull();
    expect(tokenPathPrefix("/shortlists/abc")).toBeNull();
  });

  it("reads a request target's path only, and nothing that is not a path", () => {
    expect(opensTokenPage("/opportunity/abc?answered=1")).toBe(true);
    expect(opensTokenPage("/about?next=/opportunity/abc")).toBe(false);
    expect(opensTokenPage("http://host/opportunity/abc")).toBe(false);
    expect(opensTokenPage(undefined)).toBe(false);
  });
});
