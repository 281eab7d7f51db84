import { describe, expect, it } from "vitest";
import { accountCounterpartPath, accountPageOfPath, accountPaths, loginPathIn, signedInHome } from "./account-paths";
import { allPublicPaths, localeOfPath } from "./locale";

describe("the account pages' paths", () => {
  it("put every French one under /fr, apart from each other and from the public pages", () => {
    const all = Object.values(accountPaths).flatMap((paths) => [paths.en, paths.fr]);
    expect(new Set(all).size).toBe(all.length);
    for (const paths of Object.values(accountPaths)) {
      expect(localeOfPath(paths.fr)).toBe("fr");
      expect(localeOfPath(paths.en)).toBe("en");
    }
    expect(all.filter((path) => allPublicPaths.includes(path))).toEqual([]);
  });

  it("name the page and language of a path, trailing slash or not", () => {
    expect(accountPageOfPath("/fr/inscription")).toEqual({ page: "register", locale: "fr" });
    expect(accountPageOfPath("/login/reset")).toEqual({ page: "reset", locale: "en" });
    expect(accountPageOfPath("/fr/contact")).toBeNull();
  });

  it("switch language to the same page, keeping the query (a link's token, where to go after)", () => {
    expect(accountCounterpartPath("/login/reset", "?token=abc")).toBe("/fr/connexion/nouveau-mot-de-passe?token=abc");
    expect(accountCounterpartPath("/fr/inscription/confirmation/", "?token=x.y")).toBe("/register/confirm?token=x.y");
    expect(accountCounterpartPath("/fr/connexion", "")).toBe("/login");
    expect(accountCounterpartPath("/admin", "")).toBeNull();
  });

  it("send a sign-in from the French page back to the French page, and from the English one to the workspace", () => {
    expect(signedInHome("fr")).toBe("/fr/connexion");
    expect(signedInHome("en")).toBe("/admin");
    expect(loginPathIn("fr", "/fr/compte/mot-de-passe")).toBe("/fr/connexion?redirectTo=%2Ffr%2Fcompte%2Fmot-de-passe");
    expect(loginPathIn("en", "/account/password")).toBe("/login?redirectTo=%2Faccount%2Fpassword");
  });
});
