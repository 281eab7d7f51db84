import { describe, expect, it } from "vitest";
import { MAX_PLAIN_HEAD_BYTES, readPlainRequest } from "./plain-request.server";

const read = (text: string, offset = 0) => readPlainRequest(text, offset);

describe("readPlainRequest", () => {
  it("reads a browser's GET with the headers the answer depends on", () => {
    const text =
      "GET /faq?utm_source=news HTTP/1.1\r\nHost: cio.example.ca\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64)\r\n" +
      'Accept-Encoding: gzip, deflate, br\r\nIf-None-Match: "abc-br"\r\nconnection: Keep-Alive\r\n\r\n';
    expect(read(text)).toEqual({
      request: { method: "GET", target: "/faq?utm_source=news", acceptEncoding: "gzip, deflate, br", ifNoneMatch: '"abc-br"' },
      next: text.length,
    });
  });

  it("reads requests sent one after another in the same bytes, each from where the last ended", () => {
    const first = "HEAD /team HTTP/1.1\r\nHost: x\r\n\r\n";
    const text = `${first}GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding:gzip  \r\n\r\n`;
    expect(read(text)?.request.method).toBe("HEAD");
    expect(read(text, first.length)).toEqual({
      request: { method: "GET", target: "/", acceptEncoding: "gzip", ifNoneMatch: undefined },
      next: text.length,
    });
  });

  it.each([
    ["an incomplete head", "GET /faq HTTP/1.1\r\nHost: x\r\n"],
    ["a POST", "POST /form/cio HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"],
    ["a lowercase method", "get /faq HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["HTTP/1.0, which closes by default", "GET /faq HTTP/1.0\r\nHost: x\r\n\r\n"],
    ["an absolute target", "GET http://x/faq HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a target with a space", "GET /faq x HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["no Host", "GET /faq HTTP/1.1\r\nAccept: */*\r\n\r\n"],
    ["two Hosts", "GET /faq HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n"],
    ["a GET with a body", "GET /faq HTTP/1.1\r\nHost: x\r\nContent-Length: 36\r\n\r\nGET /team HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a chunked GET", "GET /faq HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"],
    ["an upgrade", "GET /faq HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"],
    ["Connection: close", "GET /faq HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"],
    ["Expect", "GET /faq HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n"],
    ["a folded header", "GET /faq HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n"],
    ["a bare line feed", "GET /faq HTTP/1.1\r\nHost: x\nX-A: a\r\n\r\n"],
    ["a space before the colon", "GET /faq HTTP/1.1\r\nHost : x\r\n\r\n"],
    ["a NUL in a value", "GET /faq HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n"],
    ["a byte beyond ASCII in a value", "GET /faq HTTP/1.1\r\nHost: x\r\nX-A: caf\u00e9\r\n\r\n"],
    ["two Accept-Encoding headers", "GET /faq HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip\r\n\r\n"],
    ["two If-None-Match headers", 'GET /faq HTTP/1.1\r\nHost: x\r\nIf-None-Match: "a"\r\nIf-None-Match: "b"\r\n\r\n'],
    ["a head over the limit", `GET /faq HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(MAX_PLAIN_HEAD_BYTES)}\r\n\r\n`],
  ])("leaves %s to Node's parser", (_name, text) => {
    expect(read(text)).toBeUndefined();
  });
});
