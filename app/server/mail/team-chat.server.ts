import { teamChat } from "~/content/team-chat";
import { applicantName, type NamedApplication } from "~/domain/applicant-name";
import { type ChatFormat, chatFormatOf, type ChatNote, chatPayload, chatText } from "~/domain/chat-message";
import { log } from "~/server/log/logger.server";
import type { OutgoingMessage } from "./render.server";

// The team's chat notice of a new submission (NOTIFY_WEBHOOK_URL, decision 0049). It is an outbox
// row like the team's e-mail, queued where that is, so it has the same retries and the same fate
// when the submission is spam; it has no recipients (it goes to the webhook the configuration names
// when it is sent) and, like the e-mails, its body is written when it is queued.

/** The outbox kinds posted to the webhook: a submission's notice, and the team's morning digest. */
export const chatKinds = { application: "application-chat", inquiry: "inquiry-chat", digest: "digest-chat" } as const;

export const isChatKind = (kind: string): boolean => (Object.values(chatKinds) as string[]).includes(kind);

type Named = { id: string; firstName: string; lastName: string };
/** An application as stored, or as it is being stored (a CIO's values have no company name). */
type ApplicationLike = { id: string; companyName?: string | null } & Omit<NamedApplication, "companyName">;

function applicationNote(application: ApplicationLike, baseUrl: string): ChatNote {
  const isCompany = application.type === "Company";
  return {
    headline: isCompany ? teamChat.headlines.company : teamChat.headlines.cio,
    name: applicantName({ ...application, companyName: application.companyName ?? null }),
    link: { label: teamChat.linkLabel, href: `${baseUrl}/admin/applications/${encodeURIComponent(application.id)}` },
  };
}

function inquiryNote(inquiry: Named, baseUrl: string): ChatNote {
  return {
    headline: teamChat.headlines.inquiry,
    name: `${inquiry.firstName} ${inquiry.lastName}`,
    link: { label: teamChat.linkLabel, href: `${baseUrl}/admin/inquiries` },
  };
}

/** Where a notice links to, and the webhook whose kind of chat decides the shape of its JSON. */
export type ChatSettings = { baseUrl: string; webhookUrl?: string };

/**
 * A notice as its outbox row holds it: the JSON it posts in textBody (htmlBody stays empty); the
 * admin's list names the row by its subject, the headline and the name, nothing else.
 */
function chatMessage(kind: string, note: ChatNote, format: ChatFormat): OutgoingMessage {
  return {
    kind,
    recipients: [],
    replyTo: null,
    subject: chatText(`${note.headline}: ${note.name}`),
    textBody: JSON.stringify(chatPayload(note, format)),
    htmlBody: "",
  };
}

/** The chat notice of an application, to queue with it; none when no webhook is configured. */
export function applicationChatMessages(application: ApplicationLike, settings: ChatSettings): OutgoingMessage[] {
  const { webhookUrl, baseUrl } = settings;
  return webhookUrl ? [chatMessage(chatKinds.application, applicationNote(application, baseUrl), chatFormatOf(webhookUrl))] : [];
}

/** The chat notice of an inquiry, to queue with it; none when no webhook is configured. */
export function inquiryChatMessages(inquiry: Named, settings: ChatSettings): OutgoingMessage[] {
  const { webhookUrl, baseUrl } = settings;
  return webhookUrl ? [chatMessage(chatKinds.inquiry, inquiryNote(inquiry, baseUrl), chatFormatOf(webhookUrl))] : [];
}

/**
 * The body of a chat row queued without one (before notices were written when queued), from its
 * submission: null when that is gone. Only older-rows.server.ts uses it.
 */
export function chatBodies(
  row: { kind: string; applicationId: string | null; inquiryId: string | null },
  submissions: { applications: Map<string, ApplicationLike>; inquiries: Map<string, Named> },
  settings: { baseUrl: string; chatFormat?: ChatFormat },
): { textBody: string; htmlBody: string } | null {
  const application = row.kind === chatKinds.application && row.applicationId ? submissions.applications.get(row.applicationId) : undefined;
  const inquiry = row.kind === chatKinds.inquiry && row.inquiryId ? submissions.inquiries.get(row.inquiryId) : undefined;
  const note = application ? applicationNote(application, settings.baseUrl) : inquiry ? inquiryNote(inquiry, settings.baseUrl) : null;
  return note ? { textBody: chatMessage(row.kind, note, settings.chatFormat ?? "markdown").textBody, htmlBody: "" } : null;
}

/** Posts chat notices to one webhook. */
export type ChatSender = { host: string; post(body: string, label: string): Promise<void> };

/** A webhook that does not answer fails the attempt; the outbox tries again later. */
const CHAT_TIMEOUT_MS = 10_000;

/**
 * The webhook's URL is its password: it is read from the configuration, never stored, and no error
 * or log line carries more of it than its host. A redirect is a failure, not followed.
 */
export function chatSender(url: string): ChatSender {
  const host = new URL(url).host;
  return {
    host,
    async post(body, label) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(CHAT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`team chat at ${host}: ${failureOf(error)}`);
      }
      // What it answered does not matter beyond its status: let go of the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) throw new Error(`team chat at ${host} answered ${response.status}`);
      log.info(`chat: posted ${label} to ${host}`);
    },
  };
}

/** Why a request failed, by code: fetch's messages may quote the URL. */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${CHAT_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.name : "request failed";
}
