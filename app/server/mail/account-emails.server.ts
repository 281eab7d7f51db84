import { accountEmails } from "~/content/emails";
import { paragraphs, render, type OutgoingMessage } from "./render.server";
import { signOff } from "./signature.server";

// The e-mails of an account: the link that confirms its address, the link to choose a new password,
// and the note to an owner that their address has an account already.

type AccountLink = { email: string; url: string; baseUrl: string };

/** The link that confirms a new account's e-mail address; the page it opens asks for the sign-up's password. */
export function verificationMessage({ email, url, baseUrl }: AccountLink): OutgoingMessage {
  return accountLinkMessage("account-verification", accountEmails.verification, { email, url, baseUrl });
}

/** The one-time link to choose a new password (which also proves the address). */
export function passwordResetMessage({ email, url, baseUrl }: AccountLink): OutgoingMessage {
  return accountLinkMessage("password-reset", accountEmails.passwordReset, { email, url, baseUrl });
}

/**
 * To the owner of an address someone signed up with again: they have an account, and how to sign
 * in or choose a new password. The sign-up page answered as for a new account (decision 0061).
 */
export function existingAccountMessage({ email, baseUrl }: { email: string; baseUrl: string }): OutgoingMessage {
  const words = accountEmails.existingAccount;
  return render({
    kind: "account-exists",
    recipients: [email],
    subject: words.subject,
    blocks: () => [
      ...paragraphs(words.before(baseUrl)),
      { link: { label: words.link, href: `${baseUrl}/login` } },
      ...paragraphs([words.forgot]),
      { link: { label: words.forgotLink, href: `${baseUrl}/login/forgot` } },
      ...paragraphs(words.after),
      ...signOff(baseUrl),
    ],
  });
}

function accountLinkMessage(
  kind: string,
  words: { subject: string; before: (baseUrl: string) => string[]; link: string; after: readonly string[] },
  { email, url, baseUrl }: AccountLink,
): OutgoingMessage {
  return render({
    kind,
    recipients: [email],
    subject: words.subject,
    blocks: () => [
      ...paragraphs(words.before(baseUrl)),
      { link: { label: words.link, href: url } },
      ...paragraphs(words.after),
      ...signOff(baseUrl),
    ],
  });
}
