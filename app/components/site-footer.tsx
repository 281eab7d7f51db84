import { Link } from "react-router";
import { pathsIn } from "~/content/locale";
import { Container } from "./page-section";
import { LogoMark } from "./logo";
import { useLocale, useWords } from "./use-words";

export function SiteFooter() {
  const { site, footerNav, copyrightLine } = useWords().site;
  return (
    <footer className="focus-ring-white mt-auto bg-brand-900 text-brand-100">
      <Container className="grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Link to={pathsIn(useLocale()).home} className="flex items-center gap-2 font-bold text-white">
            <LogoMark className="size-7 shrink-0" />
            <span>{site.name}</span>
          </Link>
          <p className="mt-3 text-sm">{site.tagline}</p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.heading}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/15">
        <Container className="py-6 text-sm">
          <p>{copyrightLine}</p>
        </Container>
      </div>
    </footer>
  );
}
