import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Accounts for tests, made the way a person makes one: sign up through the site, follow the
// link in the verification e-mail (written under DATA_DIR/mail/ when there is no SMTP_URL).

export type MailFile = { file: string; to: string[]; subject: string; text: string };

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
    names = readdirSync(folder).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = readFileSync(path.join(folder, name), "utf8");
      const to = [...mailHeader(raw, "To").matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase());
      return { file: name, to, subject: mailHeader(raw, "Subject"), text: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The verification link in an e-mail's text, pointed at `serverUrl` (the e-mail names BASE_URL), or null. */
export function verificationLinkIn(text: string, serverUrl: string): string | null {
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return `${serverUrl}${url.pathname}${url.search}`;
}

/**
 * The newest verification link sent to `email`, on `serverUrl` (the e-mail names BASE_URL, which
 * in tests is not where the server listens). Waits up to `timeoutMs` for the mail worker.
 */
export async function verificationLink(dataDir: string, email: string, serverUrl: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMailFiles(dataDir)).filter((mail) => mail.to.includes(email.toLowerCase()));
    const link = mails
      .map((mail) => verificationLinkIn(mail.text, serverUrl))
      .filter(Boolean)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no verification e-mail for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

/** Signs up through /register; with `verify`, follows the e-mailed link. Returns the session cookie after verifying, else null. */
export async function createAccount(
  server: { url: string; dataDir: string },
  email: string,
  password: string,
  options: { verify: boolean },
): Promise<string | null> {
  const signUp = await fetch(`${server.url}/register`, form({ email, password, confirmPassword: password }));
  if (signUp.status !== 303) throw new Error(`sign-up of ${email} answered ${signUp.status}`);
  if (!options.verify) return null;
  const verified = await fetch(await verificationLink(server.dataDir, email, server.url), { redirect: "manual" });
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error(`verifying ${email} gave no session (status ${verified.status})`);
  return cookie;
}

/** Signs in through /login and returns the session cookie. */
export async function signIn(server: { url: string }, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/login`, form({ intent: "sign-in", email, password }));
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`sign-in of ${email} answered ${response.status} without a session`);
  return cookie;
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
