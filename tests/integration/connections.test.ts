import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RawConnection, rawConnection } from "../support/raw-http";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";
import { until } from "../support/until";

// How the server treats connections and request targets, plain or hostile: every request goes
// through node:http and Express, and no client can hold up another's answer.

describe.each(databaseKinds)("on %s", (kind) => {
  let server: RunningServer;
  const connections: RawConnection[] = [];

  beforeAll(async () => {
    server = await startServerOn(kind, { BASE_URL: "https://cio.example.ca" });
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

  /** Milliseconds from sending a GET of /faq on a connection already open until its whole answer is read. */
  async function probeMs(connection: RawConnection): Promise<number> {
    const started = performance.now();
    await connection.send(get("/faq"));
    const answer = await connection.next();
    expect(answer.status).toBe(200);
    return performance.now() - started;
  }

  /**
   * How long a probe may wait while another client misbehaves: ten times what it takes on this
   * machine, now, with no one misbehaving (the median of five), and never less than 250 ms. A client
   * that held others up would cost them seconds; a busy machine slows every answer alike.
   */
  async function patienceMs(connection: RawConnection): Promise<number> {
    const quiet: number[] = [];
    for (let round = 0; round < 5; round += 1) quiet.push(await probeMs(connection));
    const median = quiet.sort((a, b) => a - b)[2] ?? 0;
    return Math.max(250, 10 * median);
  }

  describe("keep-alive connections", () => {
    it("answers requests sent together in one write, each in its turn", async () => {
      const connection = await connect();
      await connection.send(get("/faq") + `HEAD /team HTTP/1.1\r\nHost: x\r\n\r\n` + get("/no-such-page") + get("/fr/equipe"));
      const answers = [
        await connection.next(),
        await connection.next({ bodyless: true }),
        await connection.next(),
        await connection.next(),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200]);
      expect(answers[0]?.body.toString()).toContain("<h1");
      expect(answers[1]?.headers.get("content-length")).not.toBe("0");
      expect(answers[3]?.body.toString()).toContain('<html lang="fr-CA">');
    });

    it("answers a form post between two page requests on one connection, losing no byte", async () => {
      const connection = await connect();
      const post =
        "POST /form/company HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\nemail=x";
      await connection.send(get("/faq") + post + get("/about"));
      const [page, posted, after] = [await connection.next(), await connection.next(), await connection.next()];
      expect(page.status).toBe(200);
      // The post was refused as incomplete.
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

    it("refuses a request without Host, and closes", async () => {
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

    it("answers at most 100 requests on one connection, then asks for a new one", async () => {
      const connection = await connect();
      await connection.send(`HEAD /faq HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(101));
      const answers = [];
      for (let index = 0; index < 101; index += 1) answers.push(await connection.next({ bodyless: true }));
      expect(answers.slice(0, 100).every((answer) => answer.status === 200)).toBe(true);
      expect(answers[99]?.headers.get("connection")).toBe("close");
      expect(answers[100]?.status).toBe(503);
      await connection.closed();
    });

    it("closes a connection left idle once its keep-alive time has passed", async () => {
      const connection = await connect();
      await connection.send(get("/faq"));
      const answer = await connection.next();
      expect(answer.headers.get("keep-alive")).toBe("timeout=5, max=100");
      await connection.closed();
    }, 15_000);
  });

  describe("hostile clients", () => {
    it("answers a header line of thousands of spaces with 400 at once, and others meanwhile", async () => {
      const probe = await connect();
      const patience = await patienceMs(probe);
      const attacker = await connect();
      // A header's value of spaces ending in a control byte once cost a pattern cubic time: minutes for one request.
      await attacker.send(Buffer.from(`GET /faq HTTP/1.1\r\nHost: x\r\nX:${" ".repeat(7_000)}\x7f\r\n\r\n`, "latin1"));
      expect(await probeMs(probe)).toBeLessThan(patience);
      expect((await attacker.next()).status).toBe(400);
      await attacker.closed();
    });

    it("keeps answering others while one connection pipelines hundreds of requests and megabytes of filler", async () => {
      const probe = await connect();
      const patience = await patienceMs(probe);
      const attacker = await connect();
      // /book made once before the flood: what is measured is the flood, not the page's first render.
      await attacker.send(`HEAD /book HTTP/1.1\r\nHost: x\r\n\r\n`);
      await attacker.next({ bodyless: true });
      const heads = `HEAD /book HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(400);
      const filler = Buffer.alloc(1024 * 1024, "a");
      await attacker.send(heads);
      // The probe goes out while the flood is being read: its answer must not wait behind it.
      await attacker.next({ bodyless: true });
      expect(await probeMs(probe)).toBeLessThan(patience);
      // And once all of it is sent (or refused): a backlog must not be read again for each answer.
      for (let megabyte = 0; megabyte < 32; megabyte += 1) await attacker.send(filler).catch(() => undefined);
      expect(await probeMs(probe)).toBeLessThan(patience);
      attacker.destroy();
      expect(await probeMs(probe)).toBeLessThan(patience);
    });
  });

  describe("request targets and methods nothing behind node:http handles", () => {
    /** The status and log lines of one request sent as raw bytes on a connection of its own. */
    async function answerTo(request: string): Promise<number> {
      const connection = await connect();
      await connection.send(request);
      return (await connection.next()).status;
    }

    it("answers an absolute-form target naming this host as the path it names", async () => {
      const answer = await answerTo(`GET http://cio.example.ca/faq HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`);
      expect(answer).toBe(200);
      const reset = await answerTo(`GET http://cio.example.ca/login/reset?token=Tok3nNotForLogs HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`);
      expect(reset).toBeLessThan(500);
    });

    it("refuses an absolute-form target naming another host with 400: this is no proxy", async () => {
      expect(await answerTo(`GET http://evil.example/faq?t=Tok3nNotForLogs HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(400);
      expect(await answerTo(`GET http://user:pw@cio.example.ca/faq HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(400);
    });

    it("answers TRACE and OPTIONS * with 501, * with another method and TRACK with 400, and drops CONNECT", async () => {
      expect(await answerTo(`TRACE / HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(501);
      expect(await answerTo(`TRACK / HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(400);
      const tunnel = await connect();
      await tunnel.send(`CONNECT cio.example.ca:443 HTTP/1.1\r\nHost: cio.example.ca:443\r\n\r\n`);
      await tunnel.closed();
      expect(await answerTo(`OPTIONS * HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(501);
      expect(await answerTo(`GET * HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBe(400);
    });

    it("answers a withdrawal link spelled in capitals as any other, and logs it without its token", async () => {
      expect(await answerTo(`GET /WITHDRAW/Tok3nNotForLogs.x.y HTTP/1.1\r\nHost: cio.example.ca\r\n\r\n`)).toBeLessThan(500);
      await until(async () => server.output().includes('"path":"/withdraw/[token]"'), 5_000, "its line");
    });

    it("logs each of them as one JSON line, without the target's token and without a stack", async () => {
      await until(
        async () => server.output().includes('"method":"TRACE"') && server.output().includes('"path":"/login/reset"'),
        5_000,
        "their lines",
      );
      // Whole lines only: the last may still be on its way.
      const lines = server
        .output()
        .split("\n")
        .slice(0, -1)
        .filter((line) => line.trim() !== "");
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(server.output()).not.toContain("Tok3nNotForLogs");
      expect(server.output()).not.toMatch(/^\s+at /m);
      expect(lines.filter((line) => JSON.parse(line).status >= 500 && JSON.parse(line).status !== 501)).toEqual([]);
    });
  });
});
