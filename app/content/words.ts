import * as about from "./about";
import * as account from "./account";
import * as auth from "./auth";
import * as booking from "./booking";
import * as contact from "./contact";
import * as decisionEmails from "./decision-emails";
import * as emails from "./emails";
import * as formErrors from "./form-errors";
import * as forms from "./forms";
import type { SameKeys, Widen } from "./dictionary-types";
import * as errors from "./errors";
import * as faq from "./faq";
import * as frAbout from "./fr/about";
import * as frAccount from "./fr/account";
import * as frAuth from "./fr/auth";
import * as frBooking from "./fr/booking";
import * as frContact from "./fr/contact";
import * as frDecisionEmails from "./fr/decision-emails";
import * as frEmails from "./fr/emails";
import * as frErrors from "./fr/errors";
import * as frFaq from "./fr/faq";
import * as frFormErrors from "./fr/form-errors";
import * as frForms from "./fr/forms";
import * as frHome from "./fr/home";
import * as frHowItWorks from "./fr/how-it-works";
import * as frCompanyShortlist from "./fr/company-shortlist";
import * as frOpportunity from "./fr/opportunity";
import * as frPeople from "./fr/people";
import * as frPortfolioCfo from "./fr/portfolio-cfo";
import * as frPrivacy from "./fr/privacy";
import * as frPrivacyRequests from "./fr/privacy-requests";
import * as frShortlistReminders from "./fr/shortlist-reminders";
import * as frShortlists from "./fr/shortlists";
import * as frSite from "./fr/site";
import * as frTeam from "./fr/team";
import * as frVetting from "./fr/vetting";
import * as frWhyUs from "./fr/why-us";
import * as home from "./home";
import * as howItWorks from "./how-it-works";
import type { Locale } from "~/domain/locale";
import * as companyShortlist from "./company-shortlist";
import * as opportunity from "./opportunity";
import * as people from "./people";
import * as portfolioCfo from "./portfolio-cfo";
import * as privacy from "./privacy";
import * as privacyRequests from "./privacy-requests";
import * as shortlistReminders from "./shortlist-reminders";
import * as shortlists from "./shortlists";
import * as site from "./site";
import * as team from "./team";
import * as vetting from "./vetting";
import * as whyUs from "./why-us";

/** The words of a module that a page shows (the rest, such as the admin's words, stays English-only). */
function pick<Module, Key extends keyof Module>(module: Module, keys: readonly Key[]): Pick<Module, Key> {
  return Object.fromEntries(keys.map((key) => [key, module[key]])) as Pick<Module, Key>;
}

// The exports each language shows from the modules that also hold English-only words. One list
// for both languages, so a French module lacking one of them fails to compile.
const shown = {
  account: ["changePasswordLink", "changePasswordPage", "changePasswordMessages"],
  auth: [
    "loginPage",
    "registerPage",
    "confirmAddressPage",
    "forgotPasswordPage",
    "resetPasswordPage",
    "authMessages",
    "signOutLabel",
    "waitText",
  ],
  booking: ["bookingMeta", "bookingPage", "callDetails", "managePage", "bookingEmail"],
  contact: ["contactMeta", "contactPage", "cioFormMeta", "cioFormPage", "companyFormMeta", "companyFormPage"],
  emails: ["confirmationEmail", "withdrawalEmail", "emailSignOff", "introductionEmails", "accountEmails"],
  errors: ["errorPages", "requestErrors"],
  faq: ["faqMeta", "faqPage"],
  privacyRequests: ["withdrawalPage", "withdrawnStatus"],
  shortlists: [
    "cioInvitationEmail",
    "cioMatchReasons",
    "companyShortlistEmail",
    "companyIntroductionEmail",
    "cioIntroductionEmail",
    "cioNotPickedEmail",
    "cioOpportunityClosedEmail",
    "companyMatchReasons",
  ],
  site: ["site", "mainNav", "siteHeader", "languageSwitch", "buyerActions", "footerNav", "copyrightLine", "entityLine"],
} as const;

/**
 * Every word a visitor reads, by language (decision 0036): the pages, the forms and their options,
 * /book, and the e-mails a visitor gets. A screen takes the words of the language its path is in
 * (useWords); server code that writes to a visitor takes the language stored with their submission.
 * The staff's words (the admin workspace, the team's e-mails) are English only
 * and imported from their modules as they are.
 */
const english = {
  about,
  /** The account pages (sign-in, sign-up, passwords) and their forms: anyone may make an account. */
  account: { ...pick(auth, shown.auth), ...pick(account, shown.account), forms: forms.accountFormWords },
  booking: pick(booking, shown.booking),
  companyShortlist,
  contact: pick(contact, shown.contact),
  errors: pick(errors, shown.errors),
  faq: pick(faq, shown.faq),
  forms: {
    fields: {
      labels: forms.fieldLabels,
      messages: forms.fieldMessages,
      hints: forms.fieldHints,
      controlCharacter: formErrors.formErrors.controlCharacter,
    },
    companyLabels: forms.companyFormLabels,
    consent: forms.consentMessages,
    chrome: forms.formChrome,
    formErrors: formErrors.formErrors,
    thankYou: contact.contactPage.thankYou,
  },
  home,
  howItWorks,
  mail: { ...pick(emails, shown.emails), decisionEmail: decisionEmails.decisionEmail },
  opportunity,
  options: { labels: forms.optionLabels, retired: forms.retiredOptionLabels, provinces: forms.provinceNames },
  people,
  portfolioCfo,
  privacy,
  privacyRequests: pick(privacyRequests, shown.privacyRequests),
  shortlists: pick(shortlists, shown.shortlists),
  shortlistReminders,
  site: pick(site, shown.site),
  team,
  vetting,
  whyUs,
};

const french = {
  about: frAbout,
  account: { ...pick(frAuth, shown.auth), ...pick(frAccount, shown.account), forms: frAccount.accountFormWords },
  booking: pick(frBooking, shown.booking),
  companyShortlist: frCompanyShortlist,
  contact: pick(frContact, shown.contact),
  errors: pick(frErrors, shown.errors),
  faq: pick(frFaq, shown.faq),
  forms: {
    fields: {
      labels: frForms.fieldLabels,
      messages: frForms.fieldMessages,
      hints: frForms.fieldHints,
      controlCharacter: frFormErrors.formErrors.controlCharacter,
    },
    companyLabels: frForms.companyFormLabels,
    consent: frForms.consentMessages,
    chrome: frForms.formChrome,
    formErrors: frFormErrors.formErrors,
    thankYou: frContact.contactPage.thankYou,
  },
  home: frHome,
  howItWorks: frHowItWorks,
  mail: { ...pick(frEmails, shown.emails), decisionEmail: frDecisionEmails.decisionEmail },
  opportunity: frOpportunity,
  options: { labels: frForms.optionLabels, retired: frForms.retiredOptionLabels, provinces: frForms.provinceNames },
  people: frPeople,
  portfolioCfo: frPortfolioCfo,
  privacy: frPrivacy,
  privacyRequests: pick(frPrivacyRequests, shown.privacyRequests),
  shortlists: pick(frShortlists, shown.shortlists),
  shortlistReminders: frShortlistReminders,
  site: pick(frSite, shown.site),
  team: frTeam,
  vetting: frVetting,
  whyUs: frWhyUs,
};

/** The shape both languages' words have: the English one, with its literal strings widened. */
export type Words = Widen<typeof english>;

// The compiler keeps the languages in step: `fr: french` below fails on a French key that is
// missing or of the wrong shape, and this line on a key the English does not have.
const _frenchHasNoOtherKey: SameKeys<typeof english, typeof french> = true;

const byLocale: Record<Locale, Words> = { en: english, fr: french };

/** Everything one language says: the one entry point to the visitor's words. */
export function words(locale: Locale): Words {
  return byLocale[locale];
}
