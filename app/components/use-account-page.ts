import type { MetaDescriptor } from "react-router";
import { type Words, words } from "~/content/words";
import type { PageMetaCopy } from "~/content/types";
import { accountPathsIn } from "~/domain/account-paths";
import { accountForms } from "~/domain/forms/auth-forms";
import type { Locale } from "~/domain/locale";
import { pageMeta } from "./page-meta";
import { useLocale, wordsAt } from "./use-words";

// What an account page renders with, in the language of its path: its words, its forms (labels and
// messages in that language) and the other account pages' paths in the same language.

const formsIn: Record<Locale, ReturnType<typeof accountForms>> = {
  en: accountForms(words("en").account.forms),
  fr: accountForms(words("fr").account.forms),
};

export function useAccountPage() {
  const locale = useLocale();
  return { locale, copy: words(locale).account, forms: formsIn[locale], paths: accountPathsIn(locale) };
}

/** An account page's title and description in its language; never indexed (each answers one visitor). */
export function accountMeta(location: { pathname: string }, meta: (copy: Words["account"]) => PageMetaCopy): MetaDescriptor[] {
  return [...pageMeta(meta(wordsAt(location).account), location), { name: "robots", content: "noindex" }];
}
