import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyEmail, type SampleEmail } from "../../../tests/support/every-email";
import { parseConfig } from "../config.server";
import { bodyLanguage } from "./render.server";
import { createMailTransport } from "./transport.server";

// Every kind of e-mail, built as the site sends it (nodemailer's MIME, headers and all), scored by
// SpamAssassin with its local rules only: nothing a filter holds against the wording or the form
// of a message may add up to more than half a point. Needs Debian's `spamassassin` package, which
// `npm test` and CI install as they install Chromium; without it this test fails, it never skips.

const MAX_SCORE = 0.5;

type Scored = { kind: string; locale: string; subject: string; score: number; rules: string };

function spamassassinInstalled(): boolean {
  return spawnSync("spamassassin", ["--version"], { encoding: "utf8" }).status === 0;
}

/** The messages as one mbox: each after a "From " line, its own lines that start so escaped. */
function mbox(raws: string[]): string {
  return raws
    .map((raw) => `From sender@example.ca Thu Nov 26 10:00:00 2026\n${raw.replace(/\r\n/g, "\n").replace(/^From /gm, ">From ")}\n`)
    .join("");
}

let scored: Scored[] = [];
let dataDir = "";

beforeAll(async () => {
  if (!spamassassinInstalled()) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "spam-score-"));
  const emails: SampleEmail[] = everyEmail();
  // The file transport builds the very message SMTP would carry; each file is named after its `id`.
  const transport = createMailTransport({ dataDir });
  const from = parseConfig({ BASE_URL: "https://cio.example.ca" }).mailFrom;
  for (const [index, email] of emails.entries()) {
    await transport.send({
      id: String(index).padStart(3, "0"),
      from,
      to: email.recipients,
      cc: email.cc,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
      language: bodyLanguage(email.htmlBody),
      calendar: email.calendar,
    });
  }
  transport.close();
  const folder = path.join(dataDir, "mail");
  const files = (await readdir(folder)).sort((a, b) => a.slice(-7).localeCompare(b.slice(-7)));
  const raws = await Promise.all(files.map((file) => readFile(path.join(folder, file), "utf8")));
  // One run for all of them (a run costs about a second). No Bayes: its learning would make one
  // run's score depend on the runs before it.
  const run = spawnSync("spamassassin", ["-L", "--cf=use_bayes 0", "--cf=bayes_auto_learn 0", "--mbox"], {
    input: mbox(raws),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`spamassassin failed (${run.status}): ${run.stderr}`);
  const scores = run.stdout
    .split(/^From sender@example\.ca .*\n/m)
    .slice(1)
    .map((message) => {
      const headers = message.slice(0, message.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
      const status = /^X-Spam-Status: \w+, score=(-?[\d.]+) required=[\d.]+ tests=([\w, ]*?)(?: autolearn=| version=|$)/m.exec(headers);
      return {
        messageId: /^Message-ID: (.*)$/im.exec(headers)?.[1],
        score: Number(status?.[1] ?? NaN),
        rules: (status?.[2] ?? "").replace(/ /g, ""),
      };
    });
  // Matched by Message-ID, so a message's score is never put against another's kind.
  const byId = new Map(scores.map((score) => [score.messageId, score]));
  scored = emails.map((email, index) => {
    const messageId = /^Message-ID: (.*)$/im.exec(raws[index]!)?.[1];
    const score = byId.get(messageId);
    if (!score) throw new Error(`no score for ${email.kind} (${email.locale})`);
    return { kind: email.kind, locale: email.locale, subject: email.subject, score: score.score, rules: score.rules };
  });
}, 60_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("SpamAssassin's local rules", () => {
  it("are installed (Debian's spamassassin package, which .ci/run installs)", () => {
    expect(spamassassinInstalled(), "spamassassin is not installed: apt-get install spamassassin").toBe(true);
  });

  it(`score every kind of e-mail at most ${MAX_SCORE}, in both languages`, () => {
    expect(scored.length).toBeGreaterThanOrEqual(50);
    const over = scored.filter((message) => message.score > MAX_SCORE);
    expect(over, over.map((message) => `${message.kind} (${message.locale}) ${message.score}: ${message.rules}`).join("\n")).toEqual([]);
  });
});
