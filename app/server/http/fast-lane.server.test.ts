import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawConnection } from "../../../tests/support/raw-http";
import { openFastLane } from "./fast-lane.server";
import { type KeptPage, keepPage } from "./page-cache.server";
import type { SharedPages } from "./shared-pages.server";

// The lane's order of answers when one of them waits (/healthz waiting for the database), on a
// real node:http server with pages of this test's own.

const page = (text: string): KeptPage => keepPage({ status: 200, headers: { "Content-Type": "text/plain" }, body: text }, { quality: 5 });
const pages = new Map([
  ["/one", page("one")],
  ["/two", page("two")],
]);
let releaseSlow: (page: KeptPage) => void = () => undefined;
let slowAsked: Promise<void>;
let slowIsAsked = () => undefined as void;

const sharedPages: SharedPages = {
  pageFor: (url) => {
    if (url !== "/slow") return pages.get(url);
    slowIsAsked();
    return new Promise<KeptPage>((resolve) => (releaseSlow = resolve));
  },
  answer: () => false,
};

let server: Server;
let url: string;
let serverSide: Socket | undefined;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/plain" }).end("from node:http"));
  openFastLane(server, sharedPages, { shuttingDown: false });
  server.on("connection", (socket: Socket) => (serverSide = socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe("the fast lane, when an answer waits", () => {
  it("answers what follows it only after it, in the order asked, the hand-over included", async () => {
    slowAsked = new Promise((resolve) => (slowIsAsked = resolve));
    const connection = await rawConnection(url);
    await connection.send(get("/slow") + get("/one"));
    await slowAsked;
    const later = get("/two") + get("/elsewhere");
    await connection.send(later);
    // The server has read the later requests while /slow still waits.
    const sent = (get("/slow") + get("/one") + later).length;
    while ((serverSide?.bytesRead ?? 0) < sent) await new Promise((resolve) => setImmediate(resolve));
    releaseSlow(page("slow"));
    const bodies = [];
    for (let index = 0; index < 4; index += 1) bodies.push((await connection.next()).body.toString());
    expect(bodies).toEqual(["slow", "one", "two", "from node:http"]);
    connection.destroy();
  });
});
