import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, request, signInUnconfirmed, submitCioApplication } from "../support/accounts";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

/** A busy shared machine can take over a minute to start a server (fresh PGlite, migrations). */
const slowStart = 150_000;

// Only a verified, allow-listed admin reads or changes anything under /admin; everyone else is sent
// to /login (pages) or refused (actions), sees no applicant data, and changes nothing.

const password = "correct horse battery";
const secret = { firstName: "Zebulon", lastName: "Quixotebury", email: "zebulon.quixotebury@applicant.example" };
const fillers = Array.from({ length: 9 }, (_, index) => ({
  firstName: `Filler${String(index + 1).padStart(2, "0")}`,
  lastName: "Applicant",
  email: `filler${index + 1}@applicant.example`,
}));
/** Text that only applicant data contains: none of it may reach someone who is not an admin. */
const applicantData = /Quixotebury|applicant\.example|Filler\d\d/;

type Viewer = "anonymous" | "verified, not allow-listed";

/** The application's row in the admin list: its id, and its status cell's text. */
function rowOf(html: string, name: string): { id: string; decided: string | null } {
  // React separates adjacent text with <!-- -->: "Zebulon<!-- --> <!-- -->Quixotebury" reads "Zebulon Quixotebury".
  const rows = [...html.replaceAll("<!-- -->", "").matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1] ?? "");
  const row = rows.find((cells) => cells.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  const id = /name="id" value="([^"]+)"/.exec(row)?.[1] ?? "";
  const decided = /Accepted ✅|Denied ❌/.exec(row)?.[0] ?? null;
  return { id, decided };
}

describe.each(databaseKinds)("the admin area on %s", (kind) => {
  let server: RunningServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const cookies = {} as Record<Viewer | "admin" | "second admin", string | null>;

  beforeAll(async () => {
    const env: Record<string, string> = {
      FORM_MIN_FILL_SECONDS: "0",
      SUBMISSIONS_PER_HOUR_PER_IP: "1000",
      SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000",
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      ADMIN_EMAILS: "admin@example.ca, second.admin@example.ca, pending@example.ca",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      databaseUrl = database.url;
      env.DATABASE_URL = database.url;
    }
    server = await startServer(env, slowStart);
    // Oldest first: the secret applicant is the newest, at the top of page 1; page 2 holds two fillers.
    for (const person of fillers) await submitCioApplication(server, person);
    await submitCioApplication(server, { ...secret, message: "Ask me about Quixotebury Holdings." });

    cookies.anonymous = null;
    await createAccount(server, "pending@example.ca", password, { verify: false });
    // An allow-listed address nobody confirmed gets no session at all: nothing to try /admin with.
    await signInUnconfirmed(server, "pending@example.ca", password);
    cookies["verified, not allow-listed"] = await createAccount(server, "outsider@example.ca", password, { verify: true });
    cookies.admin = await createAccount(server, "admin@example.ca", password, { verify: true });
    cookies["second admin"] = await createAccount(server, "second.admin@example.ca", password, { verify: true });
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  // Every record, newest first: the list's "All" view.
  const adminPage = async (query = "") => {
    const response = await request(`${server.url}/admin/applications?view=all${query.replace(/^\?/, "&")}`, cookies.admin);
    expect(response.status).toBe(200);
    return response.text();
  };

  const viewers: Viewer[] = ["anonymous", "verified, not allow-listed"];
  const pages = [
    "/admin",
    "/admin/applications",
    "/admin/applications?page=2",
    "/admin.data",
    "/admin/applications.data?page=2",
    "/admin/applications.data?_routes=routes%2Fadmin%2Fapplications",
  ];

  describe.each(viewers)("%s", (viewer) => {
    it.each(pages)("GET %s is sent to /login, back to the page afterwards, with no applicant data", async (path) => {
      const response = await request(`${server.url}${path}`, cookies[viewer]);
      const body = await response.text();
      expect(body).not.toMatch(applicantData);
      const page = path.replace(".data", "").replace(/[?&]_routes=[^&]*/, "");
      const expected = `/login?redirectTo=${encodeURIComponent(page)}`;
      if (path.includes(".data")) {
        // React Router's client data requests carry the redirect in a 202's body, for the router to follow.
        expect(response.status).toBe(202);
        expect(body).toContain(`"redirect","${expected}"`);
      } else {
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toBe(expected);
      }
    });

    it.each([
      ["POST /admin/applications", "/admin/applications", "Accepted"],
      ["POST /admin/applications", "/admin/applications?page=1", "Denied"],
      ["a client-side POST", "/admin/applications.data", "Accepted"],
    ])("%s (%s, %s) is refused and decides nothing", async (_case, path, status) => {
      const { id } = rowOf(await adminPage(), secret.lastName);
      const response = await postForm(`${server.url}${path}`, { id, status }, cookies[viewer]);
      const body = await response.text();
      expect(body).not.toMatch(applicantData);
      if (viewer === "anonymous") {
        const expected = `/login?redirectTo=${encodeURIComponent(path.replace(".data", ""))}`;
        if (path.includes(".data")) {
          expect(response.status).toBe(202);
          expect(body).toContain(`"redirect","${expected}"`);
        } else {
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe(expected);
        }
      } else {
        expect(response.status).toBe(403);
        expect(body).toContain("Only admins may do this.");
      }
      expect(rowOf(await adminPage(), secret.lastName).decided).toBeNull();
    });
  });

  it("lets the admin read both pages and the client data, never cached", async () => {
    const response = await request(`${server.url}/admin/applications?view=all`, cookies.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const first = await response.text();
    expect(first).toContain("<table");
    expect(first).toContain("Zebulon Quixotebury");
    expect(first).toContain(secret.email);
    expect(first).toContain("Showing 1 to 8 of 10 entries");
    const second = await adminPage("?page=2");
    expect(second).toContain("Showing 9 to 10 of 10 entries");
    expect(second).toContain("Filler01 Applicant");
    expect(second).not.toContain("Quixotebury");
    const data = await request(`${server.url}/admin/applications.data?view=all`, cookies.admin);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("Quixotebury");
  });

  it("still shows the refused decisions as undecided, in the database too", async () => {
    expect(rowOf(await adminPage(), secret.lastName).decided).toBeNull();
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query("select status, decided_by from applications where last_name = $1", [secret.lastName]);
      await client.end();
      expect(rows).toEqual([{ status: null, decided_by: null }]);
    }
  });

  it.each([
    ["?page=3", "/admin/applications?page=2"],
    ["?page=999999999", "/admin/applications?page=2"],
  ])("sends ?page beyond the end (%s) to the last page", async (query, location) => {
    const response = await request(`${server.url}/admin/applications${query}`, cookies.admin);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  it.each(["?page=abc", "?page=0", "?page=-2", "?page=1.5", "?page=", "?page=1e3x"])("shows page 1 for %s", async (query) => {
    const html = await adminPage(query);
    expect(html).toContain("Showing 1 to 8 of 10 entries");
    expect(html).toContain("Zebulon Quixotebury");
  });

  it("stores exactly one of two simultaneous decisions, and tells the other admin", async () => {
    const names = ["Zebulon Quixotebury", "Filler09 Applicant", "Filler08 Applicant", "Filler07 Applicant"];
    const html = await adminPage();
    for (const name of names) {
      const { id } = rowOf(html, name);
      const [accept, deny] = await Promise.all([
        postForm(`${server.url}/admin/applications?page=1`, { id, status: "Accepted" }, cookies.admin),
        postForm(`${server.url}/admin/applications?page=1`, { id, status: "Denied" }, cookies["second admin"]),
      ]);
      expect([accept.status, deny.status]).toEqual([303, 303]);
      const locations = [accept, deny].map((response) => response.headers.get("location") ?? "");
      expect(locations.filter((location) => location.includes(`decided=${id}`))).toHaveLength(1);
      expect(locations.filter((location) => location.includes(`already=${id}`))).toHaveLength(1);

      const acceptWon = locations[0]!.includes("decided=");
      const stored = acceptWon ? "Accepted" : "Denied";
      const winner = acceptWon ? "admin@example.ca" : "second.admin@example.ca";
      const loser = acceptWon ? cookies["second admin"] : cookies.admin;
      const loserPage = await (await request(new URL(locations[acceptWon ? 1 : 0]!, server.url).href, loser)).text();
      expect(loserPage).toContain(`${name} had already been ${stored} by ${winner}; your choice was not recorded.`);
      expect(rowOf(await adminPage(), name).decided).toBe(stored === "Accepted" ? "Accepted ✅" : "Denied ❌");
    }
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ decided: number }>(
        "select count(*)::int as decided from applications where status is not null",
      );
      await client.end();
      expect(rows[0]?.decided).toBe(names.length);
    }
  });
});
