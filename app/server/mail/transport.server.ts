import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log } from "~/server/log/logger.server";
import type { MailSender } from "~/server/config.server";
import { words } from "~/content/words";

export type MailTransport = {
  send(message: {
    /** The outbox row's id: an .eml file is named after it, so a deletion finds the files of its rows. */
    id?: string;
    /** An address object, whose name nodemailer quotes and encodes itself; a string is taken as written. */
    from: MailSender | string;
    to: string[];
    /** Copies, in the Cc header and the envelope; none when empty or left out. */
    cc?: string[];
    replyTo?: string | null;
    subject: string;
    text: string;
    html: string;
    /** The body's language tag ("en-CA", "fr-CA"), stated in Content-Language. */
    language: string;
    /** A calendar invite (.ics) to attach, as calendars expect it: a booking's e-mails carry one. */
    calendar?: string | null;
    /** What the log calls the message: its kind and outbox id, never anything personal. */
    label?: string;
  }): Promise<void>;
  /** Where mail goes, for the start-up log; never contains credentials. */
  describe: string;
  close(): void;
};

type Message = Parameters<MailTransport["send"]>[0];

/** A dead or stalled peer fails an attempt within seconds; the outbox retries it later. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
};

/** `mailFrom` is not the transport's: each message names its sender (the worker's `from`). */
export type MailTransportConfig = { smtpUrl?: string; mailFrom?: MailSender | string; dataDir: string };

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `${dataDir}/mail/`.
 * Both run on the main thread, as the rest of the worker does: the outbox rows hold the messages
 * written, so what is left is nodemailer's MIME and the socket or file.
 */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, "mail"));
}

/** The SMTP server mail goes to, for the start-up log: never its credentials. */
function describeSmtp(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

/**
 * The sender as the reader's language names it: a French e-mail from the site's own name comes from
 * « Fractional CIO Canada – DPI à temps partagé ». A name MAIL_FROM gives is kept as it is.
 */
export function senderIn(from: MailSender | string, language: string): MailSender | string {
  const { name, tradeName } = words("fr").site.site;
  if (typeof from === "string" || from.name !== name || !language.startsWith("fr")) return from;
  return { ...from, name: tradeName };
}

function toMailOptions(message: Message) {
  return {
    from: senderIn(message.from, message.language),
    to: message.to,
    cc: message.cc && message.cc.length > 0 ? message.cc : undefined,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: {
      // Every message is written by the site, none by a person: RFC 3834 asks responders (out-of-office
      // replies, vacation notices, list robots) not to answer it, which also stops mail loops.
      "Auto-Submitted": "auto-generated",
      // The reader's language, for mail clients that offer to translate and for screen readers.
      "Content-Language": message.language,
    },
    // nodemailer sends it as the text/calendar alternative and as an attachment, with its METHOD.
    ...(message.calendar
      ? {
          icalEvent: {
            method: /^METHOD:(\w+)/m.exec(message.calendar)?.[1] ?? "REQUEST",
            filename: "invite.ics",
            content: message.calendar,
          },
        }
      : {}),
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  // One connection per message (no pool): simple, and nothing lingers when the worker stops.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: false, ...SMTP_TIMEOUTS });
  return {
    describe: describeSmtp(smtpUrl),
    async send(message) {
      const info = await transporter.sendMail(toMailOptions(message));
      // nodemailer fails only when every recipient is refused; report a partial refusal too, by count:
      // the log never names a recipient (decision 0032).
      if (info.rejected.length > 0) {
        log.warn(
          `mail: ${message.label ?? "a message"} refused by the server for ${info.rejected.length} of ${message.to.length + (message.cc?.length ?? 0)} recipients`,
        );
      }
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string): MailTransport {
  // The stream transport builds the same RFC 822 message SMTP would carry, without sending it.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  // Made on the first message, not for each; made again if it disappears (the write fails, the outbox retries).
  let folderMade: Promise<unknown> | undefined;
  return {
    describe: `files in ${folder}`,
    async send(message) {
      const info = await transporter.sendMail(toMailOptions(message));
      folderMade ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
        folderMade = undefined;
        throw error;
      });
      await folderMade;
      // Sortable by time, then the outbox row's id (mail-files.server.ts finds a row's files by it);
      // without one, a random part keeps two messages of one millisecond apart. The name, like the
      // log line, says nothing of the recipient (decision 0032).
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id ?? randomBytes(4).toString("hex")}.eml`;
      const file = path.join(folder, name);
      // Written under a temporary name first, so nobody reads a half-written file.
      await writeFile(`${file}.tmp`, info.message as Buffer).catch((error: unknown) => {
        folderMade = undefined;
        throw error;
      });
      await rename(`${file}.tmp`, file);
      log.info(`mail: wrote ${file}${message.label ? ` (${message.label})` : ""}`);
    },
    close: () => transporter.close(),
  };
}
