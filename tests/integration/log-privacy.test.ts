import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmAddress, postForm, readMailFiles, request, sessionCookie, signIn, verificationLinkIn } from "../support/accounts";
import { type DatabaseKind, databaseKinds } from "../support/database";
import { fastForms, formTokenFrom, type LeadSubmission, postSubmission } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";
import { until, untilValue } from "../support/until";
import { leadAnswers } from "../support/form-samples";

// No personal data in the server's log (logs are kept longer and read more widely than the
// database): a whole first week in one run — the three forms, an admin who signs up, verifies and
// signs in (once with a wrong password), searches by name, accepts an application, and two
// applicants who withdraw through their links (one has their details deleted) — then the server's
// whole output (stdout and stderr, the mail thread's too) is searched for every address, name,
// phone number and message text the run used. With SMTP, the mail server refuses one of two team
// addresses and one visitor's address outright, as real ones do, with the address in its reply.
// Once more without SMTP_URL, where each e-mail is an .eml file whose path the log must still give
// (README: a developer opens the verification e-mail from it).

const slowStart = 150_000;
const password = "correct horse battery staple";

const admin = "ingrid.holloway-admin@cio-admins.example";
const team = "nadia.teamlead@cio-team.example";
/** A team address the mail server refuses, while it takes the other: a partial refusal. */
const bouncingTeammate = "rosalind.bouncewell@cio-team.example";

const contact = {
  firstName: "Zébulon",
  lastName: "Quartermaine",
  email: "zebulon.quartermaine@contact-probe.example",
  phone: "+1 613 555 0187",
  message: "Please call me about the Marzipan Lighthouse migration",
};
const cio = {
  ...leadAnswers.cio,
  firstName: "Evangelina",
  lastName: "Thistlewood",
  email: "evangelina.thistlewood@cio-probe.example",
  phone: "+1 604 555 0142",
  linkedin: "https://www.linkedin.com/in/thistlewood-evangelina",
  experience: "11-15",
  city: "Kamloops",
  province: "BC",
  industries: ["finance"],
  message: "Twenty years steering Gorgonzola Freight data centres",
};
const company = {
  ...leadAnswers.company,
  companyName: "Quillfeather Orchards Ltd",
  firstName: "Philippa",
  lastName: "Brackenridge",
  email: "ops.brackenridge@quillfeather-orchards.example",
  phone: "+1 902 555 0163",
  companyUrl: "https://quillfeather-orchards.example",
  companySize: "1-49",
  contractDuration: "1-year-plus",
  city: "Antigonish",
  province: "NS",
  requiredExpertise: ["cybersecurity"],
  message: "We need a CIO for the Wobbleberry rollout",
};

const submission = (path: LeadSubmission["path"], fields: Record<string, string | string[]>): LeadSubmission => ({
  kind: path === "/contact" ? "contact" : path === "/form/cio" ? "cio" : "company",
  path,
  email: String(fields.email),
  name: `${fields.firstName} ${fields.lastName}`,
  notifiedAs: fields.companyName
    ? `${fields.companyName} (${fields.firstName} ${fields.lastName})`
    : `${fields.firstName} ${fields.lastName}`,
  fields,
});

/**
 * Every way the run's personal data could show in a log: each address and its local part, each
 * name (and its words), phone numbers as typed and as digits, message texts and their distinctive
 * words, the LinkedIn and company pages; each also URL-encoded, as in a logged query string.
 * Compared with the log lower-cased, and with accents both kept and dropped.
 */
function personalTexts(): string[] {
  const addresses = [admin, team, bouncingTeammate, contact.email, cio.email, company.email];
  const people = [contact, cio, company];
  const texts = [
    ...addresses.flatMap((address) => [address, address.split("@")[0]!]),
    ...people.flatMap((person) => [
      person.firstName,
      person.lastName,
      `${person.firstName} ${person.lastName}`,
      ...`${person.firstName} ${person.lastName}`.split(/\s+/).filter((word) => word.length >= 6),
      person.phone,
      person.phone.replace(/\D/g, ""),
      person.phone.replace(/\D/g, "").slice(1),
      person.message,
      ...person.message.split(/\s+/).filter((word) => /^[A-Z][a-z]{6,}$/.test(word)),
    ]),
    cio.linkedin,
    "thistlewood-evangelina",
    company.companyName,
    ...company.companyName.split(/\s+/).filter((word) => word.length >= 6),
    company.companyUrl,
  ];
  const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");
  return [...new Set(texts.flatMap((text) => [text, folded(text), encodeURIComponent(text)]).map((text) => text.toLowerCase()))];
}

/** The lines of `output` that contain any of the texts, each with the texts it contains. */
function leaks(output: string, texts: string[]): string[] {
  return output
    .split("\n")
    .map((line) => ({ line, found: texts.filter((text) => line.toLowerCase().includes(text)) }))
    .filter(({ found }) => found.length > 0)
    .map(({ line, found }) => `${line}   <- ${found.join(" | ")}`);
}

type Mailbox = { textsTo(email: string): Promise<string[]> };

const smtpMailbox = (peer: SmtpPeer): Mailbox => ({
  textsTo: async (email) => peer.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).map(textOf),
});

const fileMailbox = (server: RunningServer): Mailbox => ({
  textsTo: async (email) => (await readMailFiles(server.dataDir)).filter((mail) => mail.to.includes(email)).map((mail) => mail.text),
});

/** The first match of `pattern` in an e-mail to `email`, waiting for the mail worker up to 20 s. */
function waitForMail(mailbox: Mailbox, email: string, pattern: RegExp): Promise<RegExpExecArray> {
  return untilValue(
    async () => (await mailbox.textsTo(email)).map((text) => pattern.exec(text)).find((match): match is RegExpExecArray => match !== null),
    20_000,
    `an e-mail to ${email} matching ${pattern}`,
  );
}

/**
 * Follows the verification link e-mailed to `email`, as its owner does. The only place that knows
 * what the link looks like and what following it does: adapt it here when that changes.
 */
async function verifyAddress(server: RunningServer, mailbox: Mailbox, email: string): Promise<void> {
  const [text = ""] = await waitForMail(mailbox, email, /[\s\S]*\/register\/confirm\?token=[\s\S]*/);
  const link = verificationLinkIn(text, server.url);
  if (!link) throw new Error(`no verification link in the e-mail to ${email}`);
  const verified = await confirmAddress(link, password);
  expect(sessionCookie(verified), `verifying ${email} (status ${verified.status})`).not.toBeNull();
}

/** The withdrawal link of the confirmation e-mailed to `email`, on the test's server. */
async function withdrawalLink(server: RunningServer, mailbox: Mailbox, email: string): Promise<string> {
  const [link = ""] = await waitForMail(mailbox, email, /https?:\/\/\S+\/withdraw\/[^\s"<>]+/);
  return `${server.url}${new URL(link).pathname}`;
}

/** Waits until the log names every .eml file written; throws, naming the first missing, after 10 s. */
async function waitForPathsInLog(server: RunningServer): Promise<void> {
  let missing = "";
  await until(
    async () => {
      missing = (await readMailFiles(server.dataDir)).find((file) => !server.output().includes(file.file))?.file ?? "";
      return missing === "";
    },
    10_000,
    () => `the log giving the path of ${missing}:\n${server.output()}\n`,
  );
}

type Setup = { kind: DatabaseKind; mail: "smtp" | "files" };
const setups: Setup[] = [...databaseKinds.map((kind): Setup => ({ kind, mail: "smtp" })), { kind: databaseKinds[0]!, mail: "files" }];

describe.each(setups)("the server's log after a week of use, on $kind with mail as $mail", ({ kind, mail }) => {
  let server: RunningServer;
  let peer: SmtpPeer | undefined;
  let exitCode: number | null = null;
  let bookingToken = "";

  beforeAll(async () => {
    const env: Record<string, string> = {
      ...fastForms,
      SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: "1000",
      ADMIN_EMAILS: admin,
      NOTIFY_EMAILS: mail === "smtp" ? `${team}, ${bouncingTeammate}` : team,
    };
    if (mail === "smtp") {
      peer = await startSmtpPeer({ refuse: [bouncingTeammate, contact.email] });
      env.SMTP_URL = peer.url;
    }
    server = await startServerOn(kind, env, slowStart);
    const mailbox = peer ? smtpMailbox(peer) : fileMailbox(server);

    // Visitors send the three forms.
    for (const [path, fields] of [
      ["/contact", contact],
      ["/form/cio", cio],
      ["/form/company", company],
    ] as const) {
      const token = await formTokenFrom(server.url, path);
      expect((await postSubmission(server.url, submission(path, fields), token)).status, path).toBe(303);
    }

    // The admin signs up, verifies the address, mistypes the password once, then signs in.
    const signUp = await postForm(`${server.url}/register`, { email: admin, password, confirmPassword: password });
    expect(signUp.status).toBe(303);
    await verifyAddress(server, mailbox, admin);
    const mistyped = await postForm(`${server.url}/login`, { intent: "sign-in", email: admin, password: "not the password" });
    expect(mistyped.status).toBeGreaterThanOrEqual(400);
    const cookie = await signIn(server, admin, password);
    // A password link asked for (its e-mail is logged like any other).
    expect((await postForm(`${server.url}/login/forgot`, { email: admin })).status).toBe(200);
    await waitForMail(mailbox, admin, /\/login\/reset\?token=/);

    // The admin finds the CIO by name and accepts the application.
    const found = await request(`${server.url}/admin/applications?q=${encodeURIComponent(cio.lastName)}`, cookie);
    expect(found.status).toBe(200);
    const id = /name="id" value="([^"]+)"/.exec(await found.text())?.[1] ?? "";
    const decided = await postForm(`${server.url}/admin/applications?page=1`, { id, status: "Accepted" }, cookie);
    expect(decided.headers.get("location")).toContain(`decided=${id}`);

    // The company opens the booking link of its confirmation, and a slot's form from it (its token must stay out of the log).
    const [bookingLink = ""] = await waitForMail(mailbox, company.email, /https?:\/\/\S+\/book\?from=[^\s"<>]+/);
    const bookingPage = `${server.url}${new URL(bookingLink).pathname}${new URL(bookingLink).search}`;
    bookingToken = new URL(bookingLink).searchParams.get("from") ?? "";
    const listed = await fetch(bookingPage);
    expect(listed.status).toBe(200);
    const slotLink = /href="(\/book\?slot=[^"#]+)#booking-form"/.exec(await listed.text())?.[1] ?? "";
    expect(slotLink.replaceAll("&amp;", "&")).toContain(`from=${bookingToken}`);
    expect((await fetch(`${server.url}${slotLink.replaceAll("&amp;", "&")}`)).status).toBe(200);

    // The CIO withdraws through the link in their confirmation; the company also has its details deleted.
    for (const [applicant, deleteData] of [
      [cio, "no"],
      [company, "yes"],
    ] as const) {
      const link = await withdrawalLink(server, mailbox, applicant.email);
      expect((await fetch(link)).status).toBe(200);
      const withdrawn = await postForm(link, deleteData === "yes" ? { intent: "withdraw", deleteData } : { intent: "withdraw" });
      expect(withdrawn.status).toBe(303);
      // Messages are claimed oldest first: once the last one is out, every earlier one has been tried.
      await waitForMail(mailbox, applicant.email, /takes no further part in our matching/);
    }
    // The mail thread's lines reach the output a moment after its files: stop once they have.
    if (mail === "files") await waitForPathsInLog(server);
    exitCode = await server.stop();
  }, 240_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    await peer?.close();
  });

  it("holds no address, name, phone number or message text, and the server stopped cleanly", () => {
    expect(exitCode).toBe(0);
    expect(server.output()).toContain("Server ready at");
    expect(leaks(server.output(), personalTexts())).toEqual([]);
    // Nor the signature of a company request's booking link (its query is never logged).
    expect(bookingToken).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(leaks(server.output(), [bookingToken.split(".")[2]!.toLowerCase()])).toEqual([]);
  });

  if (mail === "smtp")
    it("still says that an e-mail was refused, without whose address", () => {
      expect(server.output()).toMatch(/refused/);
    });

  if (mail === "files")
    it("gives the path of every e-mail file written, so a developer can open it", async () => {
      const files = await readMailFiles(server.dataDir);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(server.output()).toContain(file.file);
    });
});
