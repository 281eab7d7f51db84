import { describe, expect, it } from "vitest";
import { wholeLineChunks } from "./logger.server";

describe("wholeLineChunks", () => {
  it("joins lines into chunks of at most the limit, never cutting a line", () => {
    const lines = Array.from({ length: 100 }, (_, n) => `{"n":${n},"msg":"${"é".repeat(20)}"}\n`);
    const chunks = wholeLineChunks(lines, 256);
    expect(chunks.join("")).toBe(lines.join(""));
    for (const chunk of chunks) {
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(256);
      expect(chunk.endsWith("\n")).toBe(true);
    }
    expect(chunks.length).toBeGreaterThan(10);
  });

  it("gives a line longer than the limit a chunk of its own", () => {
    const long = `${"x".repeat(300)}\n`;
    expect(wholeLineChunks(["a\n", long, "b\n"], 256)).toEqual(["a\n", long, "b\n"]);
    expect(wholeLineChunks([], 256)).toEqual([]);
  });
});
