import { useLocation } from "react-router";
import { type Words, wordsFor } from "~/content/dictionary";
import { type Locale, localeOfPath } from "~/content/locale";

/** The language of the page being rendered: its path says it (French under /fr). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The words of the page being rendered, in its language. */
export function useWords(): Words {
  return wordsFor(useLocale());
}

/** For a route's `meta`, which gets the location but cannot use hooks. */
export function wordsAt(location: { pathname: string }): Words {
  return wordsFor(localeOfPath(location.pathname));
}
