import { bookingWordsFor } from "./booking-words";
import { type Words, wordsFor } from "./dictionary";
import type { Locale, PageKey, PublicPageKey } from "./locale";
import type { PageMetaCopy } from "./types";

/**
 * Each public page's title and description as its route's `meta` gives them, for what is made
 * of them outside the page: its share image and that image's description. A page added to
 * `pagePaths` fails to compile until it is named here.
 */
export const pageMetaCopy = (words: Words): Record<PageKey, PageMetaCopy> => ({
  home: words.home.homeMeta,
  howItWorks: words.howItWorks.howItWorksMeta,
  whyUs: words.whyUs.whyUsMeta,
  faq: words.faq.faqMeta,
  about: words.about.aboutMeta,
  contact: words.contact.contactMeta,
  team: words.team.teamMeta,
  cioForm: words.contact.cioFormMeta,
  companyForm: words.contact.companyFormMeta,
  portfolioCfo: words.portfolioCfo.portfolioCfoMeta,
  privacy: words.privacy.privacyMeta,
});

/** The title and description of every public page, /book included, in one language: what its share image and its description say. */
export const publicPageCopy = (locale: Locale): Record<PublicPageKey, PageMetaCopy> => ({
  ...pageMetaCopy(wordsFor(locale)),
  book: bookingWordsFor(locale).bookingMeta,
});
