import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawAnswer, type RawConnection, rawConnection } from "../support/raw-http";
import { type RunningServer, startServer } from "../support/server";

// Issue 20, decision 0052: plain requests for the pages made once are answered by the fast lane,
// before node:http; anything else hands the connection to node:http. A visitor must see no difference.

let server: RunningServer;
const connections: RawConnection[] = [];

beforeAll(async () => {
  server = await startServer({ BASE_URL: "https://cio.example.ca" });
});

afterAll(async () => {
  for (const connection of connections) connection.destroy();
  expect(await server.stop()).toBe(0);
});

async function connect(): Promise<RawConnection> {
  const connection = await rawConnection(server.url);
  connections.push(connection);
  return connection;
}

const get = (path: string, headers = "") => `GET ${path} HTTP/1.1\r\nHost: cio.example.ca\r\n${headers}\r\n`;
/** A header the fast lane leaves to node:http (a byte beyond ASCII), which answers the same page from memory. */
const declined = (request: string) => Buffer.from(request.replace("\r\n\r\n", "\r\nX-Note: caf\u00e9\r\n\r\n"), "latin1");
const withoutDate = ({ status, headers, body }: RawAnswer) => ({
  status,
  headers: Object.fromEntries([...headers].filter(([name]) => name !== "date").sort()),
  body: body.toString("base64"),
});

describe("the fast lane", () => {
  it("answers a page made once byte for byte as node:http does, but for the Date", async () => {
    const lane = await connect();
    const node = await connect();
    const first = await (async () => {
      await lane.send(get("/faq", "Accept-Encoding: gzip, br\r\n"));
      return lane.next();
    })();
    const requests: [string, boolean][] = [
      [get("/faq", "Accept-Encoding: gzip, br\r\n"), false],
      [get("/fr/faq", "Accept-Encoding: gzip\r\n"), false],
      [get("/contact"), false],
      [`HEAD /team HTTP/1.1\r\nHost: cio.example.ca\r\nAccept-Encoding: br\r\n\r\n`, true],
      [get("/faq", `Accept-Encoding: br\r\nIf-None-Match: ${first.headers.get("etag")}\r\n`), false],
      [get("/no-such-page", "Accept-Encoding: br\r\n"), false],
      [get("/healthz?probe=1", "Accept-Encoding: br\r\nIf-None-Match: *\r\n"), false],
      [`HEAD /healthz HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`, true],
    ];
    const statuses: number[] = [];
    for (const [request, bodyless] of requests) {
      await lane.send(request);
      const fromLane = await lane.next({ bodyless });
      await node.send(declined(request));
      const fromNode = await node.next({ bodyless });
      expect(withoutDate(fromLane), request.split("\r\n")[0]).toEqual(withoutDate(fromNode));
      expect(fromLane.headers.get("date")).toMatch(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
      statuses.push(fromLane.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 304, 404, 200, 200]);
    expect(first.headers.get("x-request-id")).toBeUndefined();
  });

  it("answers requests sent together in one write, each in its turn", async () => {
    const connection = await connect();
    await connection.send(get("/faq") + `HEAD /team HTTP/1.1\r\nHost: x\r\n\r\n` + get("/no-such-page") + get("/fr/equipe"));
    const answers = [await connection.next(), await connection.next({ bodyless: true }), await connection.next(), await connection.next()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200]);
    expect(answers[0]?.body.toString()).toContain("<h1");
    expect(answers[1]?.headers.get("content-length")).not.toBe("0");
    expect(answers[3]?.body.toString()).toContain('<html lang="fr-CA">');
  });

  it("hands the connection to node:http at the first request it does not answer, losing no byte", async () => {
    const connection = await connect();
    const post =
      "POST /form/company HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\nemail=x";
    await connection.send(get("/faq") + post + get("/about"));
    const [page, posted, after] = [await connection.next(), await connection.next(), await connection.next()];
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBeUndefined();
    // The post reached Express (its answers carry a request id) and was refused as incomplete.
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(posted.status).toBeLessThan(500);
    expect(posted.headers.get("x-request-id")).toMatch(/^[0-9a-f]{6}-\w+$/);
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain("<h1");
  });

  it("answers a request that arrives in pieces once, whole", async () => {
    const connection = await connect();
    await connection.send("GET /faq HTTP/1.1\r\nHo");
    await connection.send("st: x\r\nAccept-Encoding: gzip\r\n\r\n");
    const answer = await connection.next();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    await connection.send(get("/about"));
    expect((await connection.next()).status).toBe(200);
  });

  it("never reads the body of a GET as a request of its own", async () => {
    const connection = await connect();
    const hidden = get("/no-such-page");
    await connection.send(`GET /faq HTTP/1.1\r\nHost: x\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}` + get("/about"));
    const answers = [await connection.next(), await connection.next()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]?.body.toString()).toContain("/about");
  });

  it("refuses a request without Host as node:http does, and closes", async () => {
    const connection = await connect();
    await connection.send("GET /faq HTTP/1.1\r\n\r\n");
    expect((await connection.next()).status).toBe(400);
    await connection.closed();
  });

  it("closes the connection after an answer the client asked to be the last", async () => {
    const connection = await connect();
    await connection.send(get("/faq") + get("/about", "Connection: close\r\n"));
    expect((await connection.next()).headers.get("connection")).toBe("keep-alive");
    expect((await connection.next()).headers.get("connection")).toBe("close");
    await connection.closed();
  });

  it("closes a connection left idle once its keep-alive time has passed", async () => {
    const connection = await connect();
    await connection.send(get("/faq"));
    const answer = await connection.next();
    expect(answer.headers.get("keep-alive")).toBe("timeout=5");
    await connection.closed();
  }, 15_000);
});
