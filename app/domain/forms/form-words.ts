import * as englishContact from "~/content/contact";
import * as englishErrors from "~/content/form-errors";
import * as english from "~/content/forms";
import type { Widen } from "~/content/dictionary-types";
import * as frenchContact from "~/content/fr/contact";
import * as frenchErrors from "~/content/fr/form-errors";
import * as french from "~/content/fr/forms";
import type { Locale } from "~/content/locale";
import type { FieldWords } from "./field-kinds";

/**
 * Everything a lead form says in one language, gathered from app/content (English) and
 * app/content/fr (French): its fields' words, the box's messages, the words around the fields,
 * the whole form's errors and the thank-you.
 */
export type FormWords = {
  fields: FieldWords;
  consent: Widen<typeof english.consentMessages>;
  chrome: Widen<typeof english.formChrome>;
  formErrors: Widen<typeof englishErrors.formErrors>;
  thankYou: Widen<typeof englishContact.contactPage.thankYou>;
};

const words: Record<Locale, FormWords> = {
  en: {
    fields: {
      labels: english.fieldLabels,
      messages: english.fieldMessages,
      hints: english.fieldHints,
      controlCharacter: englishErrors.formErrors.controlCharacter,
    },
    consent: english.consentMessages,
    chrome: english.formChrome,
    formErrors: englishErrors.formErrors,
    thankYou: englishContact.contactPage.thankYou,
  },
  fr: {
    fields: {
      labels: french.fieldLabels,
      messages: french.fieldMessages,
      hints: french.fieldHints,
      controlCharacter: frenchErrors.formErrors.controlCharacter,
    },
    consent: french.consentMessages,
    chrome: french.formChrome,
    formErrors: frenchErrors.formErrors,
    thankYou: frenchContact.contactPage.thankYou,
  },
};

export const formWordsFor = (locale: Locale): FormWords => words[locale];
