import path from "node:path";
import { z } from "zod";

// Empty strings in the environment mean "unset", so `FOO=` behaves like no FOO.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

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
  z.url(message).refine((value) => protocols.includes(new URL(value).protocol), message);

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optional(z.string().min(1)),
  DATA_DIR: z.string().min(1).default("data"),
  BASE_URL: optional(urlWithProtocol(["http:", "https:"], "must be an http(s) URL such as https://example.ca")),
  DATABASE_URL: optional(
    urlWithProtocol(["postgres:", "postgresql:"], "must be a postgres:// URL"),
  ),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_EMAILS: optional(emailList),
  NOTIFY_EMAILS: optional(emailList),
  SMTP_URL: optional(urlWithProtocol(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: optional(z.string().min(3)),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
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
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const values = result.data;
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid environment:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  const baseUrl = (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
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
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `no-reply@${new URL(baseUrl).hostname}`,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
  };
}

let current: Config | undefined;

/** The process's configuration, read from the environment once. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
