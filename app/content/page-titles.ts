import type { Words } from "./dictionary";
import type { PageKey } from "./locale";
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
