import { describe, expect, it } from "vitest";
import { readableLine } from "./readable-line.server";

const json = (entry: Record<string, unknown>) =>
  `${JSON.stringify({ level: "info", time: Date.UTC(2026, 10, 26, 12, 4, 5, 123), ...entry })}\n`;

describe("readableLine (development's log)", () => {
  it("shows a request as time, level, id, method, path, status and duration", () => {
    const line = readableLine(json({ reqId: "a1b2c3-1f", method: "GET", path: "/about", status: 200, ms: 2.1, msg: "request" }));
    expect(line).toBe("12:04:05.123 INFO  [a1b2c3-1f] GET /about 200 2.1 ms\n");
  });

  it("never lets a value start a line of its own: line breaks and escapes in a path or a field are shown escaped", () => {
    const forged = "/a\n12:04:05.123 ERROR [x] forged\r\u001b[2J\u0000";
    const line = readableLine(json({ reqId: "a-1", method: "GET", path: forged, status: 404, ms: 1, msg: "request", note: "x\ny" }));
    expect(line.split("\n")).toHaveLength(2);
    expect(line).toContain("/a\\n12:04:05.123 ERROR [x] forged\\r\\u001b[2J\\u0000");
    expect(line).toContain("note=x\\ny");
  });

  it("keeps an error's stack frames readable, each on an indented line under its message", () => {
    const line = readableLine(json({ level: "error", msg: "TypeError: boom\u0007\n    at handler (app.js:1:2)\nat evil\u001b" }));
    expect(line).toBe("12:04:05.123 ERROR TypeError: boom\\u0007\n    at handler (app.js:1:2)\n    at evil\\u001b\n");
  });

  it("shows a line that is not JSON on one line, escaped", () => {
    expect(readableLine("not json\nsecond\n")).toBe("not json\\nsecond\n");
  });
});
