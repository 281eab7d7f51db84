import { Link } from "react-router";
import { pathsIn } from "~/domain/locale";
import { Container } from "./page-section";
import { LogoMark } from "./logo";
import { useLocale, useWords } from "./use-words";

/** Who runs the site and where, from the configuration (LEGAL_NAME, CONTACT_CITY); each may be unset. */
export type FooterEntity = { legalName?: string; city?: string };

/**
 * `year`: the current year in the team's time zone, from the root loader (a page made once at start
 * shows the year the server started in). Without it (an error before the loader ran) the copyright
 * shows its first year alone.
 */
export function SiteFooter({ entity = {}, year }: { entity?: FooterEntity; year?: number }) {
  const { site, footerNav, copyrightLine, entityLine } = useWords().site;
  const entityText = entityLine(entity);
  return (
    <footer className="focus-ring-white mt-auto bg-brand-900 text-brand-100">
      {/* Two columns of links on a phone (the name and tagline across both), four on a wide screen. */}
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-4 md:gap-10 md:py-12">
        <div className="col-span-2 md:col-span-1">
          <Link to={pathsIn(useLocale()).home} className="flex items-center gap-2 font-bold text-white">
            <LogoMark className="size-7 shrink-0" />
            <span>{site.name}</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm">{site.tagline}</p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-2 space-y-1 md:mt-3 md:space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1 text-sm hover:text-white hover:underline md:text-base">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-1 py-5 text-sm sm:flex-row sm:flex-wrap sm:justify-between sm:gap-x-6 md:py-6">
          <p>{copyrightLine(year ?? site.copyrightYear)}</p>
          {entityText && <p>{entityText}</p>}
        </Container>
      </div>
    </footer>
  );
}
