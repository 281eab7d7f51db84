import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/database";
import { leadSubmission, postSubmission, signedFormToken, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";

// An IPv6 customer is usually handed a whole /64 and may send each request from a new address in
// it. The per-address limit on lead forms must count that /64 as one visitor, or it stops nobody.
// Behind one trusted proxy the visitor's address is read from X-Forwarded-For, so a test can post
// from as many addresses as it likes.

const perIp = 3;
const env = {
  AUTH_SECRET: TEST_AUTH_SECRET,
  FORM_MIN_FILL_SECONDS: "0",
  TRUST_PROXY_HOPS: "1",
  SUBMISSIONS_PER_HOUR_PER_IP: String(perIp),
  SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000",
};

describe.each(databaseKinds)("the per-address limit on IPv6, on %s", (kind) => {
  let server: RunningServer;
  let n = 0;
  const submitFrom = (address: string) =>
    postSubmission(server.url, leadSubmission("contact", `sixtyfour${kind}`, ++n), signedFormToken(), { "x-forwarded-for": address });

  beforeAll(async () => {
    server = await startServerOn(kind, env, 150_000);
  }, 200_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it("counts every address of one /64 as one visitor, and leaves another /64 alone", async () => {
    // A new address of 2001:db8:1:2::/64 for each post, written in the ways a proxy might.
    const sameSixtyFour = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0db8:0001:0002:ffff::9",
      "2001:db8:1:2:1::",
      "2001:db8:1:2::42",
    ];
    const statuses = [];
    for (const address of sameSixtyFour) statuses.push((await submitFrom(address)).status);
    expect(statuses).toEqual([...Array<number>(perIp).fill(303), 429, 429]);

    // The neighbouring /64 is someone else.
    expect((await submitFrom("2001:db8:1:3::1")).status).toBe(303);
  });
});
