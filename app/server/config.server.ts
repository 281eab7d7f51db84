import path from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { z } from "zod";
import { site } from "../content/site";
import { isKnownTimeZone } from "../content/format";
import type { ContactDetails } from "../domain/contact-details";
import { LOG_LEVELS } from "./log/logger.server";
import { withoutTrailingSlashes } from "../domain/trailing-slashes";
import { DECISION_UNDO_MAX_MINUTES } from "../domain/undo-window";
import { digestTimeMinutes } from "../domain/morning-digest";

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses")));

const urlWithProtocol = (protocols: string[], message: string) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), message);

/** A chat webhook: https, or plain http on this machine (a test's peer). Its URL is its password. */
const webhookUrl = z.string().refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname));
}, "must be an https:// URL (http:// only for 127.0.0.1 or localhost)");

/** Variables whose value is a secret: a message about them does not repeat it. */
const SECRET_VALUES = new Set(["NOTIFY_WEBHOOK_URL"]);

/** Shown as is on /contact: no control characters, and short enough for one line. */
const plainLine = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), "must be plain text, without control characters");

/** An e-mail's sender as nodemailer takes it: the address, and the display name it quotes itself. */
export type MailSender = { name: string; address: string };

/** MAIL_FROM as nodemailer reads it: one address, with or without a display name. */
const mailSender = z.string().transform((value, context): MailSender => {
  const parsed = addressparser(value, { flatten: true });
  const [only] = parsed;
  if (parsed.length !== 1 || !only || !z.email().safeParse(only.address).success) {
    context.addIssue({
      code: "custom",
      message: 'must be one e-mail address, such as no-reply@example.ca or "Name <no-reply@example.ca>"',
    });
    return z.NEVER;
  }
  return { name: only.name.trim(), address: only.address.toLowerCase() };
});

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("data"),
  BASE_URL: urlWithProtocol(["http:", "https:"], "must be an http(s) URL such as https://example.ca").optional(),
  DATABASE_URL: urlWithProtocol(["postgres:", "postgresql:"], "must be a postgres:// URL").optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: emailList.optional(),
  NOTIFY_EMAILS: emailList.optional(),
  NOTIFY_WEBHOOK_URL: webhookUrl.optional(),
  SMTP_URL: urlWithProtocol(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: mailSender.optional(),
  TEAM_SIGNATURE_NAME: plainLine(100).optional(),
  TEAM_SIGNATURE_TITLE: plainLine(100).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: urlWithProtocol(["http:", "https:"], "must be an http(s) URL").default(
    "https://accounts.google.com/.well-known/openid-configuration",
  ),
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  FORM_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  SUBMISSIONS_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(20),
  SUBMISSIONS_PER_HOUR_PER_EMAIL: z.coerce.number().int().positive().default(5),
  CALLS_HELD_PER_IP: z.coerce.number().int().positive().default(2),
  MAIL_POLL_SECONDS: z.coerce.number().positive().max(3600).default(10),
  DECISION_UNDO_MINUTES: z.coerce.number().int().min(0).max(DECISION_UNDO_MAX_MINUTES).default(10),
  SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: z.coerce.number().int().positive().default(10),
  FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: z.coerce.number().int().positive().default(10),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PRIVACY_CONTACT_EMAIL: z.email("must be an e-mail address").optional(),
  CONTACT_PHONE: z
    .string()
    .regex(/^[0-9 +\-().]{1,30}$/, "must be a phone number of digits, spaces, +, -, ( ) and . (at most 30 characters)")
    .refine((value) => /^\d{7,20}$/.test(value.replace(/\D/g, "")), "must have 7 to 20 digits")
    .optional(),
  CONTACT_EMAIL: z.email("must be an e-mail address").optional(),
  CONTACT_CITY: plainLine(100).optional(),
  LEGAL_NAME: plainLine(100).optional(),
  MEETING_URL: urlWithProtocol(["https:", "http:"], "must be an http(s) URL such as https://meet.example.ca/team").optional(),
  RETENTION_SPAM_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  RETENTION_CLOSED_MONTHS: z.coerce.number().int().positive().max(120).default(24),
  RETENTION_MAIL_BODY_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  DIGEST_TIME: z
    .string()
    .refine((value) => value === "off" || digestTimeMinutes(value) !== null, 'must be a 24-hour time such as 08:00, or "off"')
    .default("08:00"),
  TIME_ZONE: z.string().refine(isKnownTimeZone, "must be an IANA time zone such as America/Toronto").default("America/Toronto"),
  // Read by the logger itself (it starts before the configuration); checked here so a typo stops the server.
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(", ")}`).default("info"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string | undefined;
  /** Absolute; everything the server writes lives below it. */
  dataDir: string;
  /** Without a trailing slash; used for canonical URLs and links in e-mails. */
  baseUrl: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  adminEmails: string[];
  notifyEmails: string[];
  /** A Slack-compatible or Teams incoming webhook told of each new submission; a secret, never logged. */
  notifyWebhookUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The From of every e-mail: named after the site unless MAIL_FROM names it. */
  mailFrom: MailSender;
  /** Who signs the e-mails to people outside the team and hosts the calls; the team as a whole when no name is set. */
  teamSignature: TeamSignature;
  /** Google sign-in through OpenID Connect; the discovery URL is Google's unless a test points it elsewhere. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  spam: { minFillMs: number; maxAgeMs: number };
  rateLimits: { perIpPerHour: number; perEmailPerHour: number };
  /** How many calls to come the visitors of one IP address (IPv6: one /64) may hold at /book. */
  callsHeldPerIp: number;
  mailPollMs: number;
  /** How long a decision's e-mail waits in the outbox, Undo on offer (0: it goes at once). */
  decisionUndoMs: number;
  signInLimits: { attemptsPerMinutePerIp: number; failuresPerHourPerEmail: number };
  /** The IANA zone admin screens show times in. */
  timeZone: string;
  /** When the team's morning digest goes out, in minutes after midnight in `timeZone`; null: never. */
  digestAtMinutes: number | null;
  /** How many proxies in front of the server append to X-Forwarded-For; 0: trust no header, use the socket. */
  trustProxyHops: number;
  /** The team's own phone, e-mail and city that /contact shows beside its form; each only when set. */
  contactDetails: ContactDetails;
  /** The legal entity that runs the site, named in the footer beside CONTACT_CITY; unset, the footer names none. */
  legalName: string | undefined;
  /** The video link of booked calls; without it the team phones the visitor at the number they gave. */
  meetingUrl: string | undefined;
  privacy: {
    /** Where visitors send access, correction and deletion requests (the privacy officer). */
    contactEmail: string;
    retention: {
      /** Submissions caught as spam. */
      spamDays: number;
      /** Denied and withdrawn applications, and handled inquiries. */
      closedMonths: number;
      /** The bodies of sent e-mails (the record that a message was sent stays). */
      mailBodyDays: number;
    };
  };
};

/** A named person and their title, or nothing: the e-mails then sign as the team. */
export type TeamSignature = { name: string; title: string | undefined } | undefined;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "unset", so `FOO=` in a .env file behaves like no FOO.
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = environmentSchema.safeParse(setValues);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const got = SECRET_VALUES.has(name) ? "value not shown" : `got ${JSON.stringify(env[name])}`;
      return `  ${name}: ${issue.message} (${got})`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const values = result.data;
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("Invalid environment:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  if (values.TEAM_SIGNATURE_TITLE && !values.TEAM_SIGNATURE_NAME) {
    throw new ConfigError("Invalid environment:\n  TEAM_SIGNATURE_TITLE needs TEAM_SIGNATURE_NAME: a title signs under a name");
  }
  const baseUrl = withoutTrailingSlashes(values.BASE_URL ?? `http://localhost:${values.PORT}`);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    baseUrl,
    databaseUrl: values.DATABASE_URL,
    authSecret: values.AUTH_SECRET,
    adminEmails: values.ADMIN_EMAILS ?? [],
    notifyEmails: values.NOTIFY_EMAILS ?? [],
    notifyWebhookUrl: values.NOTIFY_WEBHOOK_URL,
    smtpUrl: values.SMTP_URL,
    // A bare address gets the site's name, so inboxes show who wrote rather than "no-reply".
    mailFrom: {
      name: values.MAIL_FROM?.name || site.name,
      address: values.MAIL_FROM?.address ?? `no-reply@${new URL(baseUrl).hostname}`,
    },
    teamSignature: values.TEAM_SIGNATURE_NAME
      ? { name: values.TEAM_SIGNATURE_NAME, title: values.TEAM_SIGNATURE_TITLE || undefined }
      : undefined,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            discoveryUrl: values.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    spam: { minFillMs: values.FORM_MIN_FILL_SECONDS * 1000, maxAgeMs: values.FORM_MAX_AGE_HOURS * 3_600_000 },
    rateLimits: {
      perIpPerHour: values.SUBMISSIONS_PER_HOUR_PER_IP,
      perEmailPerHour: values.SUBMISSIONS_PER_HOUR_PER_EMAIL,
    },
    callsHeldPerIp: values.CALLS_HELD_PER_IP,
    mailPollMs: values.MAIL_POLL_SECONDS * 1000,
    decisionUndoMs: values.DECISION_UNDO_MINUTES * 60_000,
    signInLimits: {
      attemptsPerMinutePerIp: values.SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP,
      failuresPerHourPerEmail: values.FAILED_SIGN_INS_PER_HOUR_PER_EMAIL,
    },
    trustProxyHops: values.TRUST_PROXY_HOPS,
    timeZone: values.TIME_ZONE,
    digestAtMinutes: values.DIGEST_TIME === "off" ? null : digestTimeMinutes(values.DIGEST_TIME),
    contactDetails: { phone: values.CONTACT_PHONE, email: values.CONTACT_EMAIL?.toLowerCase(), city: values.CONTACT_CITY || undefined },
    legalName: values.LEGAL_NAME || undefined,
    // Written as the URL parser writes it (spaces and the like percent-encoded): it goes into links and invites as is.
    meetingUrl: values.MEETING_URL ? new URL(values.MEETING_URL).href : undefined,
    privacy: {
      contactEmail: (values.PRIVACY_CONTACT_EMAIL ?? `privacy@${new URL(baseUrl).hostname}`).toLowerCase(),
      retention: {
        spamDays: values.RETENTION_SPAM_DAYS,
        closedMonths: values.RETENTION_CLOSED_MONTHS,
        mailBodyDays: values.RETENTION_MAIL_BODY_DAYS,
      },
    },
  };
}

let current: Config | undefined;

/** The process's configuration, read from the environment once. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
