import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { getStartedLink, mainNav, site, siteHeader } from "~/content/site";
import { ButtonLink } from "./button-link";
import { Container } from "./page-section";
import { LogoMark } from "./logo";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-slate-700 hover:text-brand-700"
  }`;
}

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
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
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <LogoMark className="size-8 shrink-0" />
          <span>{site.name}</span>
        </Link>

        <nav aria-label={siteHeader.mainNav} className="hidden lg:block">
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
        <div className="hidden lg:block">
          <ButtonLink to={getStartedLink.to}>{getStartedLink.label}</ButtonLink>
        </div>

        <details ref={menu} className="group lg:hidden">
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
          <nav
            aria-label={siteHeader.mainNav}
            className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white shadow-lg"
          >
            <Container className="py-3">
              <ul className="flex flex-col">
                {mainNav.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end className={(state) => `block ${navLinkClass(state)}`}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                <li className="mt-2">
                  <ButtonLink to={getStartedLink.to} className="w-full">
                    {getStartedLink.label}
                  </ButtonLink>
                </li>
              </ul>
            </Container>
          </nav>
        </details>
      </Container>
    </header>
  );
}
