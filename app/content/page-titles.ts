import { type Words, words } from "./words";
import type { Locale, PageKey, PublicPageKey } from "~/domain/locale";
import type { PageMetaCopy } from "./types";

/**
 * Each public page's title and description as its route's `meta` gives them, for what is made
 * of them outside the page: its share image and that image's description. A page added to
 * `pagePaths` fails to compile until it is named here.
 */
export const pageMetaCopy = (copy: Words): Record<PageKey, PageMetaCopy> => ({
  home: copy.home.homeMeta,
  howItWorks: copy.howItWorks.howItWorksMeta,
  whyUs: copy.whyUs.whyUsMeta,
  faq: copy.faq.faqMeta,
  about: copy.about.aboutMeta,
  contact: copy.contact.contactMeta,
  team: copy.team.teamMeta,
  cioForm: copy.contact.cioFormMeta,
  companyForm: copy.contact.companyFormMeta,
  portfolioCfo: copy.portfolioCfo.portfolioCfoMeta,
  privacy: copy.privacy.privacyMeta,
});

/** The title and description of every public page, /book included, in one language: what its share image and its description say. */
export const publicPageCopy = (locale: Locale): Record<PublicPageKey, PageMetaCopy> => ({
  ...pageMetaCopy(words(locale)),
  book: words(locale).booking.bookingMeta,
});
