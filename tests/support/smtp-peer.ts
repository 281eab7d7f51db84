import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { decodeQuotedPrintable, mailHeader } from "./accounts";
import type { LeadSubmission } from "./lead-forms";
import { until } from "./until";

export type ReceivedMail = {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  raw: string;
};

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * A real SMTP server on 127.0.0.1 that records every message it accepts (answers 250 to).
 * `reject`: refuses every recipient (550). `refuse`: refuses the recipients it names, as real servers do,
 * with the address in the reply (550 5.1.1 <address>: …). `hold`: keeps each message waiting for its 250 until
 * release(); a message whose sender disconnects while it waits was never delivered, and is dropped.
 */
export async function startSmtpPeer(behaviour: { reject?: boolean; refuse?: string[]; hold?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  const openSessions = new Set<string>();
  let attempts = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let dataArrived = () => {};
  const arrived = new Promise<void>((resolve) => (dataArrived = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 2_000,
    // Many senders at once (two servers' workers, a burst of submissions).
    maxClients: 200,
    onConnect(session, callback) {
      openSessions.add(session.id);
      callback();
    },
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (behaviour.refuse?.includes(address.address.toLowerCase())) {
        return callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }),
        );
      }
      if (!behaviour.reject) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        dataArrived();
        const accept = () => {
          if (closedSessions.has(session.id)) return; // the sender is gone: it never heard a 250
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const to = session.envelope.rcptTo.map((address) => address.address);
          received.push({ from, to, raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        };
        if (behaviour.hold) void released.then(accept);
        else accept();
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
      openSessions.delete(session.id);
    },
  });
  // A sender that dies mid-conversation (a killed server, a cut proxy) resets its connection: that
  // is the sender's problem, and the peer goes on serving the others.
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  /** How many times each message (by recipients and subject) was delivered. */
  const deliveries = () => {
    const counts = new Map<string, number>();
    for (const mail of received) {
      const key = mailKey(mail.to, subjectOf(mail.raw));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    /** Connections from senders that are still open. */
    openConnections: () => openSessions.size,
    /** Resolves when the first message's data has arrived (held or not). */
    arrived,
    release,
    deliveries,
    /** Waits until `done` holds for what was received; throws after `timeoutMs`. */
    waitFor: (done: (received: ReceivedMail[]) => boolean, timeoutMs: number, what = "the expected e-mails") =>
      until(
        () => done(received),
        timeoutMs,
        () => `the SMTP peer receiving ${what} (got ${received.length})`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's identity for counting deliveries: who it went to, and its subject. */
export function mailKey(to: string[], subject: string): string {
  return `${[...to]
    .map((address) => address.toLowerCase())
    .sort()
    .join(",")} | ${subject}`;
}

/** A header, unfolded and with RFC 2047 encoded words decoded (the space between two of them dropped). */
export function decodedHeader(raw: string, name: string): string {
  return mailHeader(raw, name).replace(/=\?utf-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The Subject header, decoded. */
export const subjectOf = (raw: string): string => decodedHeader(raw, "Subject");

/** The message's text, quoted-printable undone (enough to find links and names). */
export const textOf = (mail: ReceivedMail) => decodeQuotedPrintable(mail.raw);

/**
 * How often both e-mails of a lead submission reached the peer: the visitor's confirmation, and the
 * notification to `team` (its subject names the sender).
 */
export function deliveriesOf(peer: SmtpPeer, submission: LeadSubmission, team: string): [number, number] {
  let confirmation = 0;
  let notification = 0;
  for (const [key, count] of peer.deliveries()) {
    if (key.startsWith(`${submission.email} |`)) confirmation += count;
    if (key.startsWith(`${team} |`) && key.endsWith(` from ${submission.notifiedAs}`)) notification += count;
  }
  return [confirmation, notification];
}
