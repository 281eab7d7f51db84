import * as about from "./about";
import * as contact from "./contact";
import type { Widen } from "./dictionary-types";
import * as errors from "./errors";
import * as faq from "./faq";
import * as home from "./home";
import * as howItWorks from "./how-it-works";
import type { Locale } from "./locale";
import * as portfolioCfo from "./portfolio-cfo";
import * as site from "./site";
import * as team from "./team";
import * as whyUs from "./why-us";

/** The words of a module that a page shows (the rest, such as the account pages' words, stays English-only). */
function pick<Module, Key extends keyof Module>(module: Module, keys: readonly Key[]): Pick<Module, Key> {
  return Object.fromEntries(keys.map((key) => [key, module[key]])) as Pick<Module, Key>;
}

/**
 * Every word of the public site, by language (decision 0036). A screen takes the dictionary of the
 * language its path is in (useWords) and reads its words from it; server code that writes to a
 * visitor takes the language stored with their submission (wordsFor).
 */
const english = {
  about,
  contact: pick(contact, ["contactMeta", "contactPage", "cioFormMeta", "cioFormPage", "companyFormMeta", "companyFormPage"]),
  errors: pick(errors, ["errorPages"]),
  faq: pick(faq, ["faqMeta", "faqPage"]),
  home,
  howItWorks,
  portfolioCfo,
  site: pick(site, ["site", "mainNav", "siteHeader", "getStartedLink", "footerNav", "copyrightLine"]),
  team,
  whyUs,
};

/** The shape both languages' words have: the English one, with its literal strings widened. */
export type Words = Widen<typeof english>;

const dictionaries: Record<Locale, Words> = { en: english, fr: english };

export function wordsFor(locale: Locale): Words {
  return dictionaries[locale];
}
