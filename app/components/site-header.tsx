import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { accountCounterpartPath } from "~/domain/account-paths";
import { counterpartPath, languageTags, localeOfPath, pathsIn } from "~/domain/locale";
import { ButtonLink } from "./button-link";
import { Container } from "./page-section";
import { LogoMark } from "./logo";
import { useLocale, useWords } from "./use-words";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 font-medium whitespace-nowrap transition-colors xl:px-2 ${
    isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-700"
  }`;
}

/** The same page in the other language: a plain link, written in that language, so it needs no JavaScript. */
function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const { languageSwitch } = useWords().site;
  const to = accountCounterpartPath(pathname, search) ?? counterpartPath(pathname);
  return (
    <Link to={to} lang={languageSwitch.lang} hrefLang={languageTags[localeOfPath(to)]} className={className}>
      {languageSwitch.label}
    </Link>
  );
}

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const { site, mainNav, siteHeader, buyerActions } = useWords().site;
  const home = pathsIn(useLocale()).home;
  // Without JavaScript every link loads a new page, which closes the menu; with it, close it ourselves.
  useEffect(() => {
    menu.current?.removeAttribute("open");
  }, [pathname]);

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700"
      >
        {siteHeader.skipToContent}
      </a>
      {/* The French labels are long: the full bar needs 1280 px and a wider row than the page's text. */}
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-4 xl:max-w-7xl">
        <Link to={home} className="flex min-w-0 items-center gap-2 leading-tight font-bold text-brand-900 sm:text-lg">
          <LogoMark className="size-8 shrink-0" />
          {/* Below 23rem the name gives its room to the request; the link keeps it as its name. */}
          <span className="max-[23rem]:sr-only">{site.name}</span>
        </Link>

        <nav aria-label={siteHeader.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The company request stays in the bar at every width: it is the buyer's first door. */}
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch className="hidden rounded-md px-2 py-2 whitespace-nowrap font-medium text-slate-700 underline underline-offset-4 hover:text-brand-700 xl:inline" />
          <ButtonLink to={buyerActions.request.to} className="whitespace-nowrap max-sm:px-3 max-sm:text-sm">
            {buyerActions.request.label}
          </ButtonLink>

          <details ref={menu} className="group xl:hidden">
            <summary className="flex size-11 cursor-pointer items-center justify-center rounded-md text-brand-900 hover:bg-brand-50">
              <span className="sr-only">{siteHeader.menu}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
                <path
                  className="group-open:hidden"
                  d="M4 6h16M4 12h16M4 18h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <path
                  className="hidden group-open:block"
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <nav aria-label={siteHeader.mainNav} className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white shadow-lg">
              <Container className="py-3">
                <ul className="flex flex-col">
                  {mainNav.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end className={(state) => `block ${navLinkClass(state)}`}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                  {/* A CIO's own way in, apart from the buyer's. */}
                  <li className="mt-2 border-t border-slate-200 pt-2">
                    <NavLink to={buyerActions.cio.to} end className={(state) => `block ${navLinkClass(state)}`}>
                      {buyerActions.cio.label}
                    </NavLink>
                  </li>
                  <li>
                    <LanguageSwitch className="block rounded-md px-3 py-2 font-medium text-slate-700 underline underline-offset-4 hover:text-brand-700" />
                  </li>
                  <li className="mt-2">
                    <ButtonLink to={buyerActions.booking.to} variant="secondary" className="w-full">
                      {buyerActions.booking.label}
                    </ButtonLink>
                  </li>
                </ul>
              </Container>
            </nav>
          </details>
        </div>
      </Container>
    </header>
  );
}
