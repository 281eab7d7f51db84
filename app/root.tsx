import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { Outlet } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { AuthorizationNotice } from "./components/authorization-notice";
import { ButtonLink } from "./components/button-link";
import { FirstTouch } from "./components/first-touch";
import { useInlineStylesheet } from "./components/inline-stylesheet";
import { pageMeta } from "./components/page-meta";
import { Container } from "./components/page-section";
import { routeHandle } from "./components/route-handle";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useLocale, useWords, wordsAt } from "./components/use-words";
import { languageTags, localeOfPath, locales, pageOfPath, pagePaths, pathsIn, pathsOfPage, publicPageOfPath } from "./domain/locale";
import { publicPageCopy } from "./content/page-titles";
import { icons, manifestPath, shareImagePath, shareImageSize } from "./domain/visual-assets";
import { allowHeaderOnMethodNotAllowed } from "./server/http/allowed-methods.server";
import { config } from "./server/config.server";
import { requestInfoContext } from "./server/http/request-context.server";
import { withoutTrailingSlashes } from "~/domain/trailing-slashes";
import { yearIn } from "~/domain/booking/zoned-time";

export const links: Route.LinksFunction = () => [
  // The favicon set made at build from the logo (decision 0055); the manifest is the page's language's.
  { rel: "icon", href: icons.svg, type: "image/svg+xml" },
  { rel: "icon", href: icons.png32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: icons.appleTouch },
];

export const middleware: Route.MiddlewareFunction[] = [allowHeaderOnMethodNotAllowed];

export function loader({ context }: Route.LoaderArgs) {
  // The nonce lets a page carry a small inline script under the CSP (see LeadForm).
  const { baseUrl, legalName, contactDetails, timeZone } = config();
  return {
    baseUrl,
    nonce: context.get(requestInfoContext).nonce,
    entity: { legalName, city: contactDetails.city },
    // The footer's copyright runs to this year, in the team's calendar.
    year: yearIn(new Date(), timeZone),
  };
}

export const meta: Route.MetaFunction = ({ error, location }) => {
  const { errorPages } = wordsAt(location).errors;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(notFound ? errorPages.notFound.meta : errorPages.failed.meta, location);
};

/**
 * Canonical URL and og:url: the page's own path (or the one it names) on BASE_URL. A public page
 * also names itself in each language (hreflang, English as the default) so that search engines
 * show the reader the one in their language, and gives link previews its share image, made at
 * build from its title in its language (decision 0055).
 */
function HeadLinks({ path }: { path: string }) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return null;
  const url = (pathname: string) => `${data.baseUrl}${withoutTrailingSlashes(pathname)}`;
  const found = publicPageOfPath(path);
  const languages = found && pathsOfPage(found.page);
  const siteName = wordsAt({ pathname: path }).site.site.tradeName;
  return (
    <>
      <link rel="canonical" href={url(path)} />
      <meta property="og:url" content={url(path)} />
      {languages &&
        locales.map((locale) => <link key={locale} rel="alternate" hrefLang={languageTags[locale]} href={url(languages[locale])} />)}
      {languages && <link rel="alternate" hrefLang="x-default" href={url(languages.en)} />}
      {found && (
        <>
          <meta property="og:image" content={`${data.baseUrl}${shareImagePath(found.page, found.locale)}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(shareImageSize.width)} />
          <meta property="og:image:height" content={String(shareImageSize.height)} />
          <meta property="og:image:alt" content={`${publicPageCopy(found.locale)[found.page].title} | ${siteName}`} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
    </>
  );
}

/** The path search engines should index: the leaf's own, or the page its handle names, in the language of the URL. */
function canonicalPathOf(pathname: string, named: string | undefined): string {
  const page = named === undefined ? null : pageOfPath(named);
  if (page) return pagePaths[page.page][localeOfPath(pathname)];
  return named ?? pathname;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => routeHandle(match.handle));
  // Public pages are plain HTML and CSS; only pages that ask for it get React in the browser.
  // `npm run dev` hydrates everything so that edits show up without a reload.
  const hydrate = import.meta.env.DEV || handles.some((handle) => handle.hydrate);
  const ownFrame = handles.some((handle) => handle.ownFrame);
  // The public site's pages (not the admin's nor the account pages) remember where a visit began.
  const publicSite = !ownFrame && !handles.some((handle) => handle.hydrate);
  const leaf = matches.at(-1);
  const canonicalPath = canonicalPathOf(leaf?.pathname ?? "/", handles.at(-1)?.canonicalPath);
  // Who runs the site and where, and the year, for the footer; absent on an error the root loader did not reach.
  const rootData = useRouteLoaderData<typeof loader>("root");
  // A page that stays plain HTML carries the stylesheet inline, so that nothing holds its first paint.
  const inlineStylesheet = useInlineStylesheet();

  return (
    <html lang={languageTags[useLocale()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10224f" />
        <link rel="manifest" href={manifestPath(useLocale())} />
        {/* The bar's parts share one row: drawn before its last part arrives, the first would move.
            The browser waits until the content after the bar begins. */}
        {!ownFrame && <link rel="expect" href="#main" blocking="render" />}
        <Meta />
        {leaf?.id !== "root" && <HeadLinks path={canonicalPath} />}
        <Links />
        {inlineStylesheet.stylesheet && !hydrate ? (
          <style nonce={inlineStylesheet.nonce || undefined} dangerouslySetInnerHTML={{ __html: inlineStylesheet.stylesheet }} />
        ) : (
          <link rel="stylesheet" href={stylesheet} />
        )}
      </head>
      <body className="flex min-h-screen flex-col">
        {ownFrame ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter entity={rootData?.entity} year={rootData?.year} />
          </>
        )}
        {publicSite && <FirstTouch />}
        {hydrate && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <AuthorizationNotice />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { errorPages } = useWords().errors;
  const to = pathsIn(useLocale());
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  let title: string = errorPages.failed.title;
  let message: string = errorPages.failed.message;
  if (notFound) {
    ({ title, message } = errorPages.notFound);
  } else if (isRouteErrorResponse(error)) {
    title = errorPages.refused.title(error.status, error.statusText);
    message = errorPages.refused.message;
  }
  // Anything else stays generic: details go to the server log, never to the visitor.
  return (
    <Container className="py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink to={to.home}>{errorPages.home}</ButtonLink>
        <ButtonLink to={to.contact} variant="secondary">
          {errorPages.contact}
        </ButtonLink>
      </div>
    </Container>
  );
}
