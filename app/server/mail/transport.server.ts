import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailTransport = {
  send(message: {
    from: string;
    to: string[];
    replyTo?: string | null;
    subject: string;
    text: string;
    html: string;
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

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `${dataDir}/mail/`. */
export function createMailTransport(config: { smtpUrl?: string; mailFrom: string; dataDir: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, "mail"));
}

function toMailOptions(message: Message) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
  };
}

function smtpTransport(smtpUrl: string): MailTransport {
  // One connection per message (no pool): simple, and nothing lingers when the worker stops.
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: false, ...SMTP_TIMEOUTS });
  const url = new URL(smtpUrl);
  return {
    describe: `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`,
    async send(message) {
      const info = await transporter.sendMail(toMailOptions(message));
      // nodemailer fails only when every recipient is refused; report a partial refusal too.
      if (info.rejected.length > 0) console.warn(`mail: refused by the server for ${info.rejected.join(", ")}`);
    },
    close: () => transporter.close(),
  };
}

/** Log lines written together once the current batch of work is done: one write instead of one per message. */
function batchedLog(): (line: string) => void {
  let lines: string[] = [];
  return (line) => {
    if (lines.push(line) > 1) return;
    setImmediate(() => {
      console.log(lines.join("\n"));
      lines = [];
    });
  };
}

function fileTransport(folder: string): MailTransport {
  // The stream transport builds the same RFC 822 message SMTP would carry, without sending it.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const log = batchedLog();
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
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(folder, name);
      // Written under a temporary name first, so nobody reads a half-written file.
      await writeFile(`${file}.tmp`, info.message as Buffer).catch((error: unknown) => {
        folderMade = undefined;
        throw error;
      });
      await rename(`${file}.tmp`, file);
      log(`mail: wrote ${file} (to ${message.to.join(", ")})`);
    },
    close: () => transporter.close(),
  };
}
