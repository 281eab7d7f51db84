/**
 * The two web addresses the lead forms ask for, read the way people type them (few type the
 * scheme): a company's website as `acme.example.ca`, a LinkedIn profile as `linkedin.com/in/name`.
 * Each function returns what is stored, or null when the text is not such an address.
 */

const HTTP_SCHEME = /^https?:\/\//i;
/** Something like `javascript:` or `ftp:` in front; `acme.ca:8080` (a port) is not a scheme. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
/** A host name of letters, digits and hyphens, at least one dot, and a top-level name of letters (no bare IP). */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/;

/**
 * The text as an http(s) URL: with `https://` in front when no scheme was typed. Null for any other
 * scheme, spaces, a backslash (which browsers read as a slash), a name and password before the host
 * (`user@host` hides the real host), or a host that is not a name with a dot.
 */
function readWebAddress(typed: string): { text: string; url: URL } | null {
  if (/[\s\\]/.test(typed)) return null;
  const hasScheme = HTTP_SCHEME.test(typed);
  if (!hasScheme && (OTHER_SCHEME.test(typed) || typed.startsWith("/"))) return null;
  const text = hasScheme ? typed : `https://${typed}`;
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.username !== "" || url.password !== "" || !HOST_NAME.test(url.hostname)) return null;
  return { text, url };
}

/** A company's website as typed, stored with `https://` in front when no scheme was given; null when it is not one. */
export function websiteToStore(typed: string): string | null {
  return readWebAddress(typed.trim())?.text ?? null;
}

/** linkedin.com, www.linkedin.com, or a country's or the mobile site's host such as ca.linkedin.com. */
const LINKEDIN_HOST = /^(?:(?:www|m|[a-z]{2})\.)?linkedin\.com$/;
/** /in/<name>, with or without a trailing slash; the name as LinkedIn writes it (accents arrive %-encoded). */
const PROFILE_PATH = /^\/in\/([\w%-]+)\/?$/i;

/**
 * A LinkedIn profile's address, stored as `https://www.linkedin.com/in/<name>` whichever of its
 * forms was typed (query and fragment dropped); null for any other host or page.
 */
export function linkedinProfileToStore(typed: string): string | null {
  const read = readWebAddress(typed.trim());
  if (!read || read.url.port !== "" || !LINKEDIN_HOST.test(read.url.hostname)) return null;
  const name = PROFILE_PATH.exec(read.url.pathname)?.[1];
  // A name holds at least one letter or digit: a path of only dashes and underscores is no profile.
  return name && name.length <= 100 && /[a-z0-9]/i.test(name) ? `https://www.linkedin.com/in/${name}` : null;
}
