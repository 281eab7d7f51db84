/** The team's own ways to be reached that /contact shows (CONTACT_PHONE, CONTACT_EMAIL, CONTACT_CITY); each may be unset. */
export type ContactDetails = { phone?: string; email?: string; city?: string };

/**
 * A `tel:` link for a phone number as the owner wrote it: the digits only, with a leading + kept
 * (E.164's form), since phones dial `tel:+15145550142` but not every reading of `(514) 555-0142`.
 */
export function telephoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** Whether any of the details is set: without one, /contact shows no such block at all. */
export function hasContactDetails(details: ContactDetails): boolean {
  return Boolean(details.phone || details.email || details.city);
}
