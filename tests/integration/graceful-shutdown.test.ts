import http from "node:http";
import { describe, expect, it } from "vitest";
import { startServer, waitForExit } from "../support/server";

function request(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("finishes the requests in flight on SIGTERM, then exits 0 within a few seconds", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
    // Warm the connections so every request below is already on an accepted socket.
    await Promise.all(Array.from({ length: 40 }, () => request(`${server.url}/healthz`, agent)));

    const statuses = Array.from({ length: 40 }, () => request(`${server.url}/`, agent));
    await Promise.race(statuses);
    const signalledAt = Date.now();
    server.process.kill("SIGTERM");

    expect(await Promise.all(statuses)).toEqual(Array(40).fill(200));
    expect(await waitForExit(server.process)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(server.output()).toContain("SIGTERM received");
    agent.destroy();
  });

  it("exits promptly on SIGINT even with idle keep-alive connections open", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    expect(await request(`${server.url}/healthz`, agent)).toBe(200);
    const signalledAt = Date.now();
    server.process.kill("SIGINT");
    expect(await waitForExit(server.process)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3_000);
    agent.destroy();
  });

  it("exits promptly with idle keep-alive connections that only asked for pages made once", async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    expect(await Promise.all([request(`${server.url}/faq`, agent), request(`${server.url}/about`, agent)])).toEqual([200, 200]);
    const signalledAt = Date.now();
    server.process.kill("SIGINT");
    expect(await waitForExit(server.process)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(3_000);
    agent.destroy();
  });
});
