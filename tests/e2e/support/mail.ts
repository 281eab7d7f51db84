import { expect } from "@playwright/test";
import { readMailFiles } from "../../support/accounts";

// The e-mails a server wrote under its DATA_DIR/mail/ (no SMTP_URL), as .eml files: their
// subjects decoded, their text, and the links in them.

/** A header as read from a raw message, its RFC 2047 encoded words (=?UTF-8?Q?…?=) decoded. */
export function decodeHeader(value: string): string {
  const bytes = value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("latin1")
      : text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Waits until the server has written these e-mails (recipient and subject) under its DATA_DIR/mail/. */
export async function expectMailFiles(server: { dataDir: string }, expected: { to: string; subject: string }[]) {
  await expect
    .poll(
      async () => {
        const written = (await readMailFiles(server.dataDir)).map((mail) => ({ to: mail.to, subject: decodeHeader(mail.subject) }));
        return expected.filter(
          (wanted) => !written.some((mail) => mail.subject === wanted.subject && mail.to.includes(wanted.to.toLowerCase())),
        );
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
}

/** Waits for the e-mail to `email` whose subject starts with `subject`; returns its decoded text. */
export async function mailText(server: { dataDir: string }, email: string, subject: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const mail = (await readMailFiles(server.dataDir)).find(
          (candidate) => candidate.to.includes(email.toLowerCase()) && decodeHeader(candidate.subject).startsWith(subject),
        );
        text = mail?.text ?? "";
        return Boolean(mail);
      },
      { timeout: 15_000, message: `an e-mail to ${email}: ${subject}` },
    )
    .toBe(true);
  return text;
}

/** The withdrawal link of the applicant's confirmation e-mail, on the server's own address (the e-mail names BASE_URL). */
export async function withdrawalLink(server: { url: string; dataDir: string }, email: string): Promise<string> {
  const text = await mailText(server, email, "We received your");
  const link = /https?:\/\/\S+\/withdraw\/[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no withdrawal link in the confirmation to ${email}`);
  return `${server.url}${new URL(link).pathname}`;
}
