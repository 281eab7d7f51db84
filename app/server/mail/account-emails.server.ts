import { words } from "~/content/words";
import { accountPaths } from "~/domain/account-paths";
import type { Locale } from "~/domain/locale";
import { paragraphs, render, type OutgoingMessage } from "./render.server";
import { signOff } from "./signature.server";

// The e-mails of an account: the link that confirms its address, the link to choose a new password,
// and the note to an owner that their address has an account already. Each is in the language the
// account was made in (its stored `locale`), whichever page asked for it: the e-mail goes to the
// owner, who reads their own language; its links open the pages in that language.

type AccountLink = { email: string; url: string; baseUrl: string; locale: Locale };

/** The link that confirms a new account's e-mail address; the page it opens asks for the sign-up's password. */
export function verificationMessage({ email, url, baseUrl, locale }: AccountLink): OutgoingMessage {
  return accountLinkMessage("account-verification", "verification", { email, url, baseUrl, locale });
}

/** The one-time link to choose a new password (which also proves the address). */
export function passwordResetMessage({ email, url, baseUrl, locale }: AccountLink): OutgoingMessage {
  return accountLinkMessage("password-reset", "passwordReset", { email, url, baseUrl, locale });
}

/**
 * To the owner of an address someone signed up with again: they have an account, and how to sign
 * in or choose a new password. The sign-up page answered as for a new account (decision 0061).
 */
export function existingAccountMessage({ email, baseUrl, locale }: { email: string; baseUrl: string; locale: Locale }): OutgoingMessage {
  const copy = words(locale).mail.accountEmails.existingAccount;
  return render({
    kind: "account-exists",
    recipients: [email],
    subject: copy.subject,
    locale,
    blocks: () => [
      ...paragraphs(copy.before(baseUrl)),
      { link: { label: copy.link, href: `${baseUrl}${accountPaths.login[locale]}` } },
      ...paragraphs([copy.forgot]),
      { link: { label: copy.forgotLink, href: `${baseUrl}${accountPaths.forgot[locale]}` } },
      ...paragraphs(copy.after),
      ...signOff(baseUrl, locale),
    ],
  });
}

function accountLinkMessage(
  kind: string,
  which: "verification" | "passwordReset",
  { email, url, baseUrl, locale }: AccountLink,
): OutgoingMessage {
  const copy = words(locale).mail.accountEmails[which];
  return render({
    kind,
    recipients: [email],
    subject: copy.subject,
    locale,
    blocks: () => [
      ...paragraphs(copy.before(baseUrl)),
      { link: { label: copy.link, href: url } },
      ...paragraphs(copy.after),
      ...signOff(baseUrl, locale),
    ],
  });
}
