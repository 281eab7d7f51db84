import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, decodeQuotedPrintable, postForm, readMailFiles, request } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { type RunningServer, startServerOn } from "../support/server";
import { untilValue } from "../support/until";
import { leadAnswers } from "../support/form-samples";

// Hostile input: markup typed into any field is stored as typed and shown as text on every page and
// e-mail that shows it; in the CSV it is plain text, and a formula never runs. (In a real browser:
// tests/e2e/xss-admin.spec.ts.)

const password = "correct horse battery";
const script = "<script>window.__xss=1</script>";
const image = `<img src=x onerror="window.__xss=1">`;
/** In every free-text field: a script and an event handler, after a quote that would end an attribute. */
const payload = `"'>${script}${image}`;
const payloadUrl = (host: string) => `https://${host}/"><script>window.__xss=1</script>`;
const formula = `=HYPERLINK("https://evil.example","Click")`;

/** The payload as escaped HTML text (React and the e-mail templates escape & < > " and '). */
const escapedPieces = ["&lt;script&gt;window.__xss=1&lt;/script&gt;", "&lt;img src=x onerror="];
/** What must never appear raw in HTML: a tag the browser would build from the payload. */
const rawPieces = [/<script>window\.__xss/i, /<img src=x/i, /onerror="window\.__xss=1">/i];

function expectEscaped(html: string, where: string) {
  for (const piece of rawPieces) expect(html, `${where}: raw ${piece}`).not.toMatch(piece);
  for (const piece of escapedPieces) expect(html, `${where}: escaped ${piece}`).toContain(piece);
}

/** The text and HTML parts of a raw e-mail (quoted-printable or base64). */
function mailParts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const decoded = { text: "", html: "" };
  for (const part of parts) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join("\n\n");
    const content = /content-transfer-encoding:\s*base64/i.test(head)
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : decodeQuotedPrintable(body);
    if (/content-type:\s*text\/html/i.test(head)) decoded.html += content;
    else if (/content-type:\s*text\/plain/i.test(head)) decoded.text += content;
  }
  return decoded;
}

describe("the escaping check", () => {
  it("fails on markup a browser would run, and passes on the same markup escaped", () => {
    expect(() => expectEscaped(`<p>${payload}</p>`, "raw")).toThrow();
    expect(() =>
      expectEscaped(`<p>${script}</p><p>&lt;script&gt;window.__xss=1&lt;/script&gt;&lt;img src=x onerror=</p>`, "mixed"),
    ).toThrow();
    expect(() => expectEscaped("<p>&lt;script&gt;window.__xss=1&lt;/script&gt;&lt;img src=x onerror=&quot;</p>", "escaped")).not.toThrow();
  });
});

describe.each(databaseKinds)("markup in every field on %s", (kind) => {
  let server: RunningServer;
  let admin: string;
  const ids: Record<"cio" | "company", string> = { cio: "", company: "" };
  const url = (pathname: string) => `${server.url}${pathname}`;
  const page = async (pathname: string) => {
    const response = await request(url(pathname), admin);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    return response.text();
  };

  const submit = async (pathname: string, fields: Record<string, string>) => {
    const html = await (await fetch(url(pathname))).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const response = await postForm(url(pathname), { ...fields, formToken });
    expect(response.status, pathname).toBe(303);
  };

  beforeAll(async () => {
    const env: Record<string, string> = {
      FORM_MIN_FILL_SECONDS: "0",
      ADMIN_EMAILS: "admin@example.ca",
      NOTIFY_EMAILS: "team@example.ca",
      MAIL_POLL_SECONDS: "1",
    };
    server = await startServerOn(kind, env, 150_000);
    admin = (await createAccount(server, "admin@example.ca", password, { verify: true }))!;
    const person = { email: "x.s.s@example.ca", phone: "+1 416 555 0100" };
    await submit("/contact", { ...person, firstName: payload, lastName: `Inquirer${payload}`, message: `${formula}\n${payload}` });
    await submit("/form/cio", {
      ...leadAnswers.cio,
      ...person,
      firstName: payload,
      lastName: `Cio${payload}`,
      // Only a profile on linkedin.com is taken there; the company page carries the payload as a link.
      linkedin: "https://www.linkedin.com/in/xss-probe",
      experience: "11-15",
      city: formula,
      province: "ON",
      message: `@SUM(1+1)\n${payload}`,
    });
    await submit("/form/company", {
      ...leadAnswers.company,
      ...person,
      companyName: `Company${payload}`,
      firstName: `Contact${payload}`,
      lastName: `-1+1${payload}`,
      companyUrl: payloadUrl("company.example"),
      companySize: "1-49",
      contractDuration: "1-year-plus",
      city: payload,
      province: "NS",
      message: payload,
    });
    const list = await page("/admin/applications");
    for (const [type, name] of [
      ["cio", "Cio"],
      ["company", "Company"],
    ] as const) {
      const row = list
        .replaceAll("<!-- -->", "")
        .split("<tr")
        .find((cells) => cells.includes(`${name}&quot;`) || cells.includes(`${name}&quot;&#x27;`));
      ids[type] = /\/admin\/applications\/([0-9a-f-]{36})/.exec(row ?? "")?.[1] ?? "";
    }
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  it("shows it as text on the applications list, Today's queue, and in a search for it", async () => {
    expectEscaped(await page("/admin/applications"), "list");
    expectEscaped(await page("/admin"), "queue");
    expect(ids.cio).not.toBe("");
    expect(ids.company).not.toBe("");
    expectEscaped(await page(`/admin/applications?q=${encodeURIComponent(payload)}`), "search");
  });

  it("shows it as text on each application's page, links included", async () => {
    for (const id of [ids.cio, ids.company]) {
      const html = await page(`/admin/applications/${id}`);
      expectEscaped(html, id);
      if (id === ids.cio) continue;
      // The web address is a link whose quote cannot close the attribute.
      expect(html).toMatch(
        /href="https:\/\/(linkedin|company)\.example\/%22%3E%3Cscript%3Ewindow\.__xss=1%3C\/script%3E"|href="https:\/\/(linkedin|company)\.example\/&quot;&gt;&lt;script/,
      );
    }
  });

  it("shows it as text on the inquiries and e-mail pages", async () => {
    expectEscaped(await page("/admin/inquiries"), "inquiries");
    // The outbox shows subjects, which carry the names.
    const outbox = await page("/admin/outbox");
    for (const piece of rawPieces) expect(outbox).not.toMatch(piece);
    expect(outbox).toContain("New inquiry from &quot;&#x27;&gt;&lt;script&gt;window.__xss=1&lt;/script&gt;");
  });

  it("exports it as inert text: a CSV download, formulas prefixed with an apostrophe", async () => {
    const response = await request(url("/admin/export.csv"), admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="applications-/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const csv = await response.text();
    // Quoted as RFC 4180 says (quotes doubled), the markup is plain text in a cell.
    expect(csv).toContain(`"""'>${script}${image.replaceAll('"', '""')}"`);
    // A cell starting with =, +, -, @ is shown as text by spreadsheets.
    expect(csv).toContain(`"'${formula.replaceAll('"', '""')}"`);
    expect(csv).toContain(`"'@SUM(1+1)\n`);
    expect(csv).toContain(`"'-1+1""'>`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("escapes it in the HTML of every e-mail (notifications and confirmations); the text part keeps it as typed", async () => {
    // Three notifications to the team and three confirmations to the visitor.
    const ours = await untilValue(
      async () => {
        const mails = (await readMailFiles(server.dataDir)).filter(
          (mail) => mail.to.includes("team@example.ca") || mail.to.includes("x.s.s@example.ca"),
        );
        return mails.length >= 6 ? mails : undefined;
      },
      30_000,
      "the six e-mails",
    );
    expect(ours).toHaveLength(6);
    for (const mail of ours) {
      const raw = readFileSync(path.join(server.dataDir, "mail", mail.file), "utf8");
      const { text, html } = mailParts(raw);
      expect(html, mail.file).toContain("<!doctype html>");
      for (const piece of rawPieces) expect(html, `${mail.file}: raw ${piece}`).not.toMatch(piece);
      expect(html, mail.file).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
      expect(text, mail.file).toContain(script);
    }
  });
});
