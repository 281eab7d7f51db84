// Names no other test uses, so that a test finds its own rows and e-mails alone.

/** A fresh address per call, so that no test depends on another's accounts or submissions. */
export function uniqueAddress(tag: string, domain = "example.com"): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** A tag no other test uses, for names that a search finds alone. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
