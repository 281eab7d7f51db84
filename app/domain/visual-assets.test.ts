import { describe, expect, it } from "vitest";
import { escapeXml, shareImagePath, wrapWords } from "./visual-assets";

// A line's width here is its length: enough to see where the lines break.
const byLength = (line: string) => line.length;

describe("wrapWords", () => {
  it("fills each line with as many words as fit", () => {
    expect(wrapWords("Part-time CIOs for small businesses", 18, byLength)).toEqual(["Part-time CIOs for", "small businesses"]);
  });

  it("gives a word longer than a line a line of its own", () => {
    expect(wrapWords("a transformation b", 5, byLength)).toEqual(["a", "transformation", "b"]);
  });

  it("keeps French punctuation with its word across a non-breaking space", () => {
    expect(wrapWords("Pourquoi\u00a0? «\u202fDPI\u202f»", 10, byLength)).toEqual(["Pourquoi\u00a0?", "«\u202fDPI\u202f»"]);
    expect(wrapWords("Pourquoi\u00a0?", 3, byLength)).toEqual(["Pourquoi\u00a0?"]);
  });
});

describe("escapeXml", () => {
  it("writes markup characters as entities and drops what XML refuses", () => {
    expect(escapeXml(`R&D <b>"Ça" l'est\u0000\u001f\ttab`)).toBe("R&amp;D &lt;b&gt;&quot;Ça&quot; l&apos;est\ttab");
  });
});

describe("shareImagePath", () => {
  it("names each page's image in kebab case with its language", () => {
    expect(shareImagePath("howItWorks", "fr")).toBe("/share/how-it-works-fr.png");
    expect(shareImagePath("home", "en")).toBe("/share/home-en.png");
  });
});
