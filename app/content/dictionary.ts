import * as about from "./about";
import * as contact from "./contact";
import type { SameKeys, Widen } from "./dictionary-types";
import * as errors from "./errors";
import * as faq from "./faq";
import * as frAbout from "./fr/about";
import * as frContact from "./fr/contact";
import * as frErrors from "./fr/errors";
import * as frFaq from "./fr/faq";
import * as frHome from "./fr/home";
import * as frHowItWorks from "./fr/how-it-works";
import * as frPeople from "./fr/people";
import * as frPortfolioCfo from "./fr/portfolio-cfo";
import * as frPrivacy from "./fr/privacy";
import * as frPrivacyRequests from "./fr/privacy-requests";
import * as frSite from "./fr/site";
import * as frTeam from "./fr/team";
import * as frWhyUs from "./fr/why-us";
import * as home from "./home";
import * as howItWorks from "./how-it-works";
import type { Locale } from "./locale";
import * as people from "./people";
import * as portfolioCfo from "./portfolio-cfo";
import * as privacy from "./privacy";
import * as privacyRequests from "./privacy-requests";
import * as site from "./site";
import * as team from "./team";
import * as whyUs from "./why-us";

/** The words of a module that a page shows (the rest, such as the account pages' words, stays English-only). */
function pick<Module, Key extends keyof Module>(module: Module, keys: readonly Key[]): Pick<Module, Key> {
  return Object.fromEntries(keys.map((key) => [key, module[key]])) as Pick<Module, Key>;
}

// The exports each language shows from the modules that also hold English-only words. One list
// for both languages, so a French module lacking one of them fails to compile.
const shown = {
  contact: ["contactMeta", "contactPage", "registrationPage", "cioFormMeta", "cioFormPage", "companyFormMeta", "companyFormPage"],
  errors: ["errorPages"],
  faq: ["faqMeta", "faqPage"],
  privacyRequests: ["withdrawalPage", "withdrawnStatus"],
  site: ["site", "mainNav", "siteHeader", "languageSwitch", "getStartedLink", "footerNav", "copyrightLine"],
} as const;

/**
 * Every word of the public site, by language (decision 0036). A screen takes the dictionary of the
 * language its path is in (useWords) and reads its words from it; server code that writes to a
 * visitor takes the language stored with their submission (wordsFor).
 */
const english = {
  about,
  contact: pick(contact, shown.contact),
  errors: pick(errors, shown.errors),
  faq: pick(faq, shown.faq),
  home,
  howItWorks,
  people,
  portfolioCfo,
  privacy,
  privacyRequests: pick(privacyRequests, shown.privacyRequests),
  site: pick(site, shown.site),
  team,
  whyUs,
};

const french = {
  about: frAbout,
  contact: pick(frContact, shown.contact),
  errors: pick(frErrors, shown.errors),
  faq: pick(frFaq, shown.faq),
  home: frHome,
  howItWorks: frHowItWorks,
  people: frPeople,
  portfolioCfo: frPortfolioCfo,
  privacy: frPrivacy,
  privacyRequests: pick(frPrivacyRequests, shown.privacyRequests),
  site: pick(frSite, shown.site),
  team: frTeam,
  whyUs: frWhyUs,
};

/** The shape both languages' words have: the English one, with its literal strings widened. */
export type Words = Widen<typeof english>;

// The compiler keeps the languages in step: `fr: french` below fails on a French key that is
// missing or of the wrong shape, and this line on a key the English does not have.
const _frenchHasNoOtherKey: SameKeys<typeof english, typeof french> = true;

const dictionaries: Record<Locale, Words> = { en: english, fr: french };

export function wordsFor(locale: Locale): Words {
  return dictionaries[locale];
}
