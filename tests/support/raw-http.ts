import net from "node:net";

/** One answer as it came over the wire: status, headers (names in lower case) and body bytes. */
export type RawAnswer = { status: number; headers: Map<string, string>; body: Buffer };

export type RawConnection = {
  /** Sends bytes as they are, in one write, and resolves once they are handed to the kernel. */
  send(bytes: string | Buffer): Promise<void>;
  /** Resolves with the next answer; `bodyless` for the answer to a HEAD. */
  next(options?: { bodyless?: boolean }): Promise<RawAnswer>;
  /** Resolves once the server has closed the connection. */
  closed(): Promise<void>;
  destroy(): void;
};

/**
 * A TCP connection that speaks HTTP/1.1 by hand, so that a test can send what a library would not
 * (several requests in one write, a request in pieces, odd bytes) and read each answer in order.
 */
export async function rawConnection(serverUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(serverUrl);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = Buffer.alloc(0);
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((waiter) => waiter());
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  const whenClosed = new Promise<void>((resolve) => socket.once("close", resolve));
  socket.on("end", () => {
    ended = true;
    wake();
  });
  socket.on("error", () => undefined);
  const more = () => {
    if (ended) throw new Error(`the connection closed; unread: ${received.toString("latin1").slice(0, 200)}`);
    return new Promise<void>((resolve) => waiters.push(resolve));
  };

  async function bodyOf(headers: Map<string, string>): Promise<Buffer> {
    if (headers.get("transfer-encoding") === "chunked") {
      const chunks: Buffer[] = [];
      for (;;) {
        let lineEnd = received.indexOf("\r\n");
        while (lineEnd === -1) {
          await more();
          lineEnd = received.indexOf("\r\n");
        }
        const size = parseInt(received.subarray(0, lineEnd).toString("latin1"), 16);
        while (received.length < lineEnd + 2 + size + 2) await more();
        chunks.push(received.subarray(lineEnd + 2, lineEnd + 2 + size));
        received = received.subarray(lineEnd + 2 + size + 2);
        if (size === 0) return Buffer.concat(chunks);
      }
    }
    const length = Number(headers.get("content-length") ?? 0);
    while (received.length < length) await more();
    const body = received.subarray(0, length);
    received = received.subarray(length);
    return body;
  }

  return {
    send: (bytes) => new Promise((resolve, reject) => socket.write(bytes, (error) => (error ? reject(error) : resolve()))),
    async next({ bodyless = false } = {}) {
      let headEnd = received.indexOf("\r\n\r\n");
      while (headEnd === -1) {
        await more();
        headEnd = received.indexOf("\r\n\r\n");
      }
      const [statusLine = "", ...lines] = received.subarray(0, headEnd).toString("latin1").split("\r\n");
      received = received.subarray(headEnd + 4);
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const status = Number(statusLine.split(" ")[1]);
      const body = bodyless || status === 304 || status === 204 ? Buffer.alloc(0) : await bodyOf(headers);
      return { status, headers, body };
    },
    closed: () => whenClosed,
    destroy: () => socket.destroy(),
  };
}
