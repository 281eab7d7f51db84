import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/accounts";
import { leadSubmission, postSubmission, signedFormToken, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";

// Behind a load balancer every request comes from the balancer's address, and the visitor's is in
// X-Forwarded-For. The server reads that header only when TRUST_PROXY_HOPS says proxies put it
// there; otherwise anyone could dodge a limit by writing a new address into it.

const slowStart = 150_000;
const limits = { SUBMISSIONS_PER_HOUR_PER_IP: "2", SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000", SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "2" };
const env = { ...limits, AUTH_SECRET: TEST_AUTH_SECRET, FORM_MIN_FILL_SECONDS: "0" };

let n = 0;
const submit = (server: RunningServer, forwardedFor: string) =>
  postSubmission(server.url, leadSubmission("contact", "forwarded", ++n), signedFormToken(), { "x-forwarded-for": forwardedFor });

const signIn = (server: RunningServer, forwardedFor: string) =>
  request(`${server.url}/login`, null, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
    body: new URLSearchParams({ intent: "sign-in", email: `guess${++n}@example.ca`, password: "not-the-password-1" }).toString(),
  });

// Both servers start together: starting one on a busy machine takes a while.
let direct: RunningServer;
let behindProxy: RunningServer;
beforeAll(async () => {
  [direct, behindProxy] = await Promise.all([startServer(env, slowStart), startServer({ ...env, TRUST_PROXY_HOPS: "1" }, slowStart)]);
}, 240_000);
afterAll(async () => {
  expect(await Promise.all([direct?.stop(), behindProxy?.stop()])).toEqual([0, 0]);
});

describe("rate limits without a trusted proxy (TRUST_PROXY_HOPS unset)", () => {
  const server = () => direct;

  it("count the connecting address, whatever X-Forwarded-For says", async () => {
    const statuses = [];
    for (const forwardedFor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) statuses.push((await submit(server(), forwardedFor)).status);
    expect(statuses).toEqual([303, 303, 429]);
  });

  it("count sign-in attempts from the connecting address too", async () => {
    const statuses = [];
    for (const forwardedFor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) statuses.push((await signIn(server(), forwardedFor)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe("rate limits behind one trusted proxy (TRUST_PROXY_HOPS=1)", () => {
  const server = () => behindProxy;

  it("count the address the proxy appended, so visitors behind it are limited one by one", async () => {
    expect((await submit(server(), "198.51.100.1")).status).toBe(303);
    expect((await submit(server(), "198.51.100.1")).status).toBe(303);
    expect((await submit(server(), "198.51.100.1")).status).toBe(429);
    // Whatever a client writes before the proxy's entry changes nothing...
    expect((await submit(server(), "192.0.2.99, 198.51.100.1")).status).toBe(429);
    // ...and another visitor is not held back by the first.
    expect((await submit(server(), "198.51.100.2")).status).toBe(303);
  });

  it("count sign-in attempts per forwarded address as well", async () => {
    expect((await signIn(server(), "198.51.100.7")).status).toBe(401);
    expect((await signIn(server(), "198.51.100.7")).status).toBe(401);
    expect((await signIn(server(), "198.51.100.7")).status).toBe(429);
    expect((await signIn(server(), "198.51.100.8")).status).toBe(401);
  });
});
