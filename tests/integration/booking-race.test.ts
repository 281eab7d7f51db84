import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/database";
import { bookingFields, bookingFormOf, freeSlotsOn, postBooking } from "../support/bookings";
import { fastForms, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";

// Two visitors can never hold the same slot, even on two servers sharing one PostgreSQL. The
// partial unique index decides, not a check before the insert: many visitors posting for one slot
// at once, spread over both servers, end with exactly one booking and every other one told.

const VISITORS = 40;

describe.runIf(process.env.TEST_DATABASE_URL)("one slot wanted by many at once on two servers (needs TEST_DATABASE_URL)", () => {
  let servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { ...fastForms, DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET, TRUST_PROXY_HOPS: "1" };
    servers = await Promise.all([startServer(env, 150_000), startServer(env, 150_000)]);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    expect(codes).toEqual(servers.map(() => 0));
  });

  it("stores exactly one booking and tells every other visitor the slot is taken", async () => {
    const [slot] = await freeSlotsOn(servers[0]!.url);
    const forms = await Promise.all(Array.from({ length: VISITORS }, (_, n) => bookingFormOf(servers[n % 2]!.url, slot!)));
    const answers = await Promise.all(
      forms.map((form, n) =>
        postBooking(servers[n % 2]!.url, { ...form, ...bookingFields(n, "race") }, { "x-forwarded-for": `203.0.113.${n + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(VISITORS - 1);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(await answer.text()).toContain("someone has just booked that time");
    }
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM bookings WHERE starts_at = $1 AND cancelled_at IS NULL",
      [slot],
    );
    expect(rows[0]!.count).toBe(1);
  });

  it("shows a slot booked on one server as taken on the other at once, though /book is made once per list", async () => {
    const [slot] = await freeSlotsOn(servers[1]!.url);
    // Both servers have made /book for this list of free slots; both answer it to everyone.
    const first = await fetch(`${servers[1]!.url}/book`);
    expect(first.headers.get("etag")).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("content-security-policy")).not.toContain("nonce-");
    expect((await fetch(`${servers[1]!.url}/book`)).headers.get("etag")).toBe(first.headers.get("etag"));
    const booked = await postBooking(servers[0]!.url, { ...(await bookingFormOf(servers[0]!.url, slot!)), ...bookingFields(1, "seen") });
    expect(booked.status).toBe(303);
    expect(await freeSlotsOn(servers[1]!.url)).not.toContain(slot);
    expect(await freeSlotsOn(servers[1]!.url, "/fr/reserver")).not.toContain(slot);
  });

  it("gives one person who books two slots at once, on both servers, one call", async () => {
    const [, first, second] = await freeSlotsOn(servers[0]!.url);
    const person = bookingFields(1, "twoatonce");
    const forms = await Promise.all([bookingFormOf(servers[0]!.url, first!), bookingFormOf(servers[1]!.url, second!)]);
    const answers = await Promise.all(
      forms.map((form, n) => postBooking(servers[n]!.url, { ...form, ...person }, { "x-forwarded-for": `198.51.100.${n + 1}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM bookings WHERE email = $1 AND cancelled_at IS NULL",
      [person.email],
    );
    expect(rows[0]!.count).toBe(1);
  });
});
