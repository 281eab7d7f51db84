import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { untilValue } from "./until";
import { leadAnswers } from "./form-samples";

// Accounts for tests, made the way a person makes one: sign up through the site, follow the
// link in the verification e-mail (written under DATA_DIR/mail/ when there is no SMTP_URL).

export type MailFile = { file: string; to: string[]; cc: string[]; subject: string; text: string };

/** Undoes quoted-printable (soft breaks, =XX bytes), enough to read links and text in a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header of a raw message, unfolded ("" when missing). */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
}

/** Every e-mail the server has written to DATA_DIR/mail/, oldest first. */
export async function readMailFiles(dataDir: string): Promise<MailFile[]> {
  const folder = path.join(dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = readFileSync(path.join(folder, name), "utf8");
      const addresses = (header: string) =>
        [...mailHeader(raw, header).matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase());
      return {
        file: name,
        to: addresses("To"),
        cc: addresses("Cc"),
        subject: mailHeader(raw, "Subject"),
        text: decodeQuotedPrintable(raw),
      };
    }),
  );
}

const confirmationLinkPattern = /https?:\/\/\S+\/register\/confirm\?token=[\w.-]+/;
const passwordLinkPattern = /https?:\/\/\S+\/login\/reset\?token=[\w%.-]+/;

/** The first link matching `pattern` in an e-mail's text, pointed at `serverUrl` (the e-mail names BASE_URL), or null. */
function linkIn(text: string, serverUrl: string, pattern: RegExp): string | null {
  const link = pattern.exec(text)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return `${serverUrl}${url.pathname}${url.search}`;
}

/** The address-confirmation link in an e-mail's text, pointed at `serverUrl`, or null. */
export const verificationLinkIn = (text: string, serverUrl: string) => linkIn(text, serverUrl, confirmationLinkPattern);

/**
 * Every link matching `pattern` sent to `email`, oldest first, on `serverUrl` (the e-mail names
 * BASE_URL, which in tests is not where the server listens). Waits up to `timeoutMs` for at least `count`.
 */
async function mailedLinks(
  dataDir: string,
  email: string,
  serverUrl: string,
  pattern: RegExp,
  count = 1,
  timeoutMs = 15_000,
): Promise<string[]> {
  return untilValue(
    async () => {
      const links = (await readMailFiles(dataDir))
        .filter((mail) => mail.to.includes(email.toLowerCase()))
        .map((mail) => linkIn(mail.text, serverUrl, pattern))
        .filter((link): link is string => link !== null);
      return links.length >= count ? links : undefined;
    },
    timeoutMs,
    `${count} links like ${pattern} for ${email}`,
  );
}

/** The newest address-confirmation link sent to `email`, waiting until at least `count` were sent. */
export async function verificationLink(dataDir: string, email: string, serverUrl: string, count = 1): Promise<string> {
  return (await mailedLinks(dataDir, email, serverUrl, confirmationLinkPattern, count)).at(-1)!;
}

/** Every address-confirmation link sent to `email`, oldest first, once at least `count` were sent. */
export function verificationLinks(dataDir: string, email: string, serverUrl: string, count: number): Promise<string[]> {
  return mailedLinks(dataDir, email, serverUrl, confirmationLinkPattern, count);
}

/** The newest link to choose a new password sent to `email`, once at least `count` were sent. */
export async function passwordLink(dataDir: string, email: string, serverUrl: string, count = 1): Promise<string> {
  return (await mailedLinks(dataDir, email, serverUrl, passwordLinkPattern, count)).at(-1)!;
}

const form = (values: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(values).toString(),
});

/** The session cookie (name=value) among a response's Set-Cookie lines, if any. */
export function sessionCookie(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => /session_token=[^;]+/.test(cookie));
  return line ? line.split(";")[0]! : null;
}

/** Confirms an address as its owner does: opens the e-mailed link and enters the sign-up's password there. */
export async function confirmAddress(link: string, password: string): Promise<Response> {
  return fetch(link, form({ password }));
}

/** Signs up through /register; with `verify`, confirms the address through the e-mailed link. Returns the session cookie after verifying, else null. */
export async function createAccount(
  server: { url: string; dataDir: string },
  email: string,
  password: string,
  options: { verify: boolean },
): Promise<string | null> {
  const signUp = await fetch(`${server.url}/register`, form({ email, password, confirmPassword: password }));
  if (signUp.status !== 303) throw new Error(`sign-up of ${email} answered ${signUp.status}`);
  if (!options.verify) return null;
  const verified = await confirmAddress(await verificationLink(server.dataDir, email, server.url), password);
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error(`confirming ${email} gave no session (status ${verified.status})`);
  return cookie;
}

/** Signs in through /login and returns the session cookie. */
export async function signIn(server: { url: string }, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/login`, form({ intent: "sign-in", email, password }));
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`sign-in of ${email} answered ${response.status} without a session`);
  return cookie;
}

/**
 * Signs in with an address whose owner has not confirmed it: refused with 403 and no session (a new
 * confirmation link is e-mailed instead). Returns the session such a person has: none.
 */
export async function signInUnconfirmed(server: { url: string }, email: string, password: string): Promise<null> {
  const response = await fetch(`${server.url}/login`, form({ intent: "sign-in", email, password }));
  if (response.status !== 403 || sessionCookie(response)) throw new Error(`sign-in of unconfirmed ${email} answered ${response.status}`);
  return null;
}

/** Cookies a browser would keep between requests (name → value), sent back on every request. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Remembers the Set-Cookie lines of a response; an expired or emptied cookie is forgotten. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** fetch() without following redirects, sending `cookie` (a jar or one name=value line). */
export async function request(url: string, cookie: CookieJar | string | null = null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const line = cookie instanceof CookieJar ? cookie.header() : cookie;
  if (line) headers.set("cookie", line);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  if (cookie instanceof CookieJar) cookie.store(response);
  return response;
}

/** Posts a form (application/x-www-form-urlencoded) as a browser would, without following redirects. */
export function postForm(url: string, values: Record<string, string>, cookie: CookieJar | string | null = null): Promise<Response> {
  return request(url, cookie, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });
}

/**
 * Sends a CIO application through /form/cio as a visitor does (the server must run with
 * FORM_MIN_FILL_SECONDS=0 and high submission limits). Resolves once it is stored (303).
 */
export async function submitCioApplication(
  server: { url: string },
  person: { firstName: string; lastName: string; email: string; message?: string },
): Promise<void> {
  const page = await (await fetch(`${server.url}/form/cio`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const response = await postForm(`${server.url}/form/cio`, {
    ...leadAnswers.cio,
    phone: "+1 416 555 0100",
    linkedin: "https://linkedin.com/in/someone",
    experience: "11-15",
    city: "Toronto",
    province: "ON",
    message: "",
    ...person,
    formToken,
  });
  if (response.status !== 303) throw new Error(`the application of ${person.email} answered ${response.status}`);
}
