import { useLocation } from "react-router";
import { type Words, words } from "~/content/words";
import { type Locale, localeOfPath } from "~/domain/locale";

/** The language of the page being rendered: its path says it (French under /fr). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The words of the page being rendered, in its language. */
export function useWords(): Words {
  return words(useLocale());
}

/** For a route's `meta`, which gets the location but cannot use hooks. */
export function wordsAt(location: { pathname: string }): Words {
  return words(localeOfPath(location.pathname));
}
