import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { type AccountPageKey, accountPaths } from "./domain/account-paths";
import { bookingPaths, managePrefix, type PageKey, pagePaths } from "./domain/locale";
import { opportunityPrefix, shortlistPrefix } from "./domain/shortlists";

/** A public page at its English path (its usual route id) and at its French one (id `fr/<page>`). */
function page(key: PageKey, file: string) {
  const english = pagePaths[key].en === "/" ? index(file) : route(pagePaths[key].en.slice(1), file);
  return [english, route(pagePaths[key].fr.slice(1), file, { id: `fr/${key}` })];
}

/** An account page at its English path (its usual route id) and at its French one (id `fr/account/<page>`). */
function accountPage(key: AccountPageKey, file: string) {
  return [route(accountPaths[key].en.slice(1), file), route(accountPaths[key].fr.slice(1), file, { id: `fr/account/${key}` })];
}

// The paths of docs/product.md: public pages, the old /home link, auth, admin and machine-readable files.
export default [
  ...page("home", "routes/public/home.tsx"),
  route("home", "routes/public/home-redirect.ts"),
  ...page("howItWorks", "routes/public/how-it-works.tsx"),
  ...page("whyUs", "routes/public/why-us.tsx"),
  ...page("faq", "routes/public/faq.tsx"),
  ...page("about", "routes/public/about.tsx"),
  ...page("contact", "routes/public/contact.tsx"),
  ...page("team", "routes/public/team.tsx"),
  route("form", "routes/public/form-cio.tsx", { id: "routes/form" }),
  route("fr/formulaire", "routes/public/form-cio.tsx", { id: "fr/form" }),
  ...page("cioForm", "routes/public/form-cio.tsx"),
  ...page("companyForm", "routes/public/form-company.tsx"),
  ...page("portfolioCfo", "routes/public/portfolio-cfo.tsx"),
  ...page("privacy", "routes/public/privacy.tsx"),
  // /book shows live slots: kept out of pagePaths (pages made once at start); see decision 0057.
  route(bookingPaths.en.slice(1), "routes/public/book.tsx"),
  route(bookingPaths.fr.slice(1), "routes/public/book.tsx", { id: "fr/book" }),
  route(`${managePrefix.en.slice(1)}:token`, "routes/public/book-manage.tsx"),
  route(`${managePrefix.fr.slice(1)}:token`, "routes/public/book-manage.tsx", { id: "fr/book-manage" }),
  ...accountPage("login", "routes/auth/login.tsx"),
  ...accountPage("google", "routes/auth/login-google.ts"),
  ...accountPage("forgot", "routes/auth/login-forgot.tsx"),
  ...accountPage("reset", "routes/auth/login-reset.tsx"),
  route("logout", "routes/auth/logout.ts"),
  ...accountPage("register", "routes/auth/register.tsx"),
  ...accountPage("registerSent", "routes/auth/register-sent.tsx"),
  ...accountPage("registerConfirm", "routes/auth/register-confirm.tsx"),
  ...accountPage("accountPassword", "routes/auth/account-password.tsx"),
  route("withdraw/:token", "routes/public/withdraw.tsx"),
  route("fr/retrait/:token", "routes/public/withdraw.tsx", { id: "fr/withdraw" }),
  route(`${opportunityPrefix.en.slice(1)}:token`, "routes/public/opportunity.tsx"),
  route(`${opportunityPrefix.fr.slice(1)}:token`, "routes/public/opportunity.tsx", { id: "fr/opportunity" }),
  route(`${shortlistPrefix.en.slice(1)}:token`, "routes/public/company-shortlist.tsx"),
  route(`${shortlistPrefix.fr.slice(1)}:token`, "routes/public/company-shortlist.tsx", { id: "fr/company-shortlist" }),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/queue.tsx"),
    route("applications", "routes/admin/applications.tsx"),
    route("applications/:id", "routes/admin/application.tsx"),
    route("applications/:id/personal-data.json", "routes/admin/personal-data.ts"),
    route("shortcuts", "routes/admin/shortcuts.tsx"),
    route("export.csv", "routes/admin/export-csv.ts"),
    route("inquiries", "routes/admin/inquiries.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("calls", "routes/admin/calls.tsx"),
    route("availability", "routes/admin/availability.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports.csv", "routes/admin/reports-csv.ts"),
  ]),
  route("api/auth/*", "routes/auth/api-auth.ts"),
  route("healthz", "routes/meta/healthz.ts"),
  route("robots.txt", "routes/meta/robots-txt.ts"),
  route("sitemap.xml", "routes/meta/sitemap-xml.ts"),
] satisfies RouteConfig;
