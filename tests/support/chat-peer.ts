import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request a chat webhook peer received, and the status it answered. */
export type ChatPost = { method: string; path: string; contentType: string; body: string; status: number };

/**
 * A chat service's incoming webhook on 127.0.0.1: records every request and answers 200, or the
 * statuses queued in `answers` first (one per request), with a Location for a 3xx.
 */
export async function startChatPeer() {
  const received: ChatPost[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answers.shift() ?? 200;
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
        status,
      });
      if (status >= 300 && status < 400) response.setHeader("location", "/elsewhere");
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    answers,
    /** The requests it answered with 2xx. */
    delivered: () => received.filter((post) => post.status >= 200 && post.status < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
