import { accountPaths } from "~/domain/account-paths";
import { type Locale, bookingPaths, pagePaths } from "~/domain/locale";
import type { LeadKind } from "./lead-forms";

// Every page a person can reach, each as it is opened: by a link, by a form posted without
// JavaScript (the error state: empty or wrong fields), or after a form was sent (the thank-you).
// tests/integration/html-validity.test.ts validates each one's HTML; a new page is one line here.

/** What the run seeded before its server started: the records and the signed links the pages need. */
export type Seeded = {
  /** Application ids, for the admin's record pages. */
  cio: string;
  company: string;
  /** A confirmed call to come, for the admin's calls page and its cancel form. */
  call: string;
  /** Paths with their signed tokens, by language. */
  withdrawal: Record<Locale, string>;
  opportunity: Record<Locale, string>;
  shortlist: Record<Locale, string>;
  manage: Record<Locale, string>;
  confirm: Record<Locale, string>;
};

/** How a visit opens its page on the running server. */
export type Visitor = {
  seeded: Seeded;
  /** A GET, as a visitor or as the signed-in admin. */
  get: (path: string, asAdmin?: boolean) => Promise<Response>;
  /** The first form of the page at `path` posted as a browser without JavaScript: its hidden fields, then `fields`. */
  post: (path: string, fields: Record<string, string>, asAdmin?: boolean) => Promise<Response>;
  /** A valid submission of `kind` through the lead form at `path`, and the thank-you page it leads to. */
  submit: (kind: LeadKind, path: string) => Promise<Response>;
  /** A call booked in the first free slot of /book in `locale`, and the thank-you page it leads to. */
  book: (locale: Locale) => Promise<Response>;
};

export type Visit = { name: string; status: number; open: (visitor: Visitor) => Promise<Response> };

const get = (path: string, status = 200): Visit => ({ name: `GET ${path}`, status, open: (v) => v.get(path) });
const admin = (path: string, status = 200): Visit => ({ name: `admin GET ${path}`, status, open: (v) => v.get(path, true) });
/** A form posted with empty or wrong fields: its page again, with the errors. */
const invalid = (path: string, fields: Record<string, string> = {}, status = 400): Visit => ({
  name: `POST ${path} (invalid)`,
  status,
  open: (v) => v.post(path, fields),
});
/** A page whose path comes from what the run seeded (signed links, record ids). */
const seededPage = (name: string, path: (seeded: Seeded) => string, status = 200, asAdmin = false): Visit => ({
  name,
  status,
  open: (v) => v.get(path(v.seeded), asAdmin),
});

const both = (paths: Record<Locale, string>, make: (path: string) => Visit) => [make(paths.en), make(paths.fr)];
const locales: Locale[] = ["en", "fr"];

export const reachablePages: Visit[] = [
  // Public pages, both languages, and the 404s.
  ...Object.values(pagePaths).flatMap((paths) => both(paths, (path) => get(path))),
  get("/form"),
  get("/fr/formulaire"),
  get("/no-such-page", 404),
  get("/fr/aucune-page", 404),
  get("/withdraw/not-a-token", 400),
  get("/opportunity/not-a-token", 404),
  get("/shortlist/not-a-token", 404),
  get("/book/manage/not-a-token", 404),
  // Lead forms: sent empty (errors), and sent (thank-you).
  ...[pagePaths.contact, pagePaths.cioForm, pagePaths.companyForm].flatMap((paths) => both(paths, (path) => invalid(path))),
  ...locales.map((locale): Visit => ({
    name: `contact sent (${locale})`,
    status: 200,
    open: (v) => v.submit("contact", pagePaths.contact[locale]),
  })),
  ...locales.map((locale): Visit => ({
    name: `CIO form sent (${locale})`,
    status: 200,
    open: (v) => v.submit("cio", pagePaths.cioForm[locale]),
  })),
  ...locales.map((locale): Visit => ({
    name: `company form sent (${locale})`,
    status: 200,
    open: (v) => v.submit("company", pagePaths.companyForm[locale]),
  })),
  // Booking: the slots, a slot's form, that form sent empty, the thank-you, the booking's own page.
  ...both(bookingPaths, (path) => get(path)),
  ...locales.map((locale): Visit => ({
    name: `${bookingPaths[locale]} slot form, then sent empty`,
    status: 400,
    open: async (v) => v.post(await firstSlotPath(v, locale), {}),
  })),
  ...locales.map((locale): Visit => ({
    name: `${bookingPaths[locale]} slot form`,
    status: 200,
    open: async (v) => v.get(await firstSlotPath(v, locale)),
  })),
  ...locales.map((locale): Visit => ({ name: `call booked (${locale})`, status: 200, open: (v) => v.book(locale) })),
  ...locales.map((locale) => seededPage(`booking's page (${locale})`, (s) => s.manage[locale])),
  ...locales.map((locale) => seededPage(`booking's confirmation page (${locale})`, (s) => s.confirm[locale])),
  ...locales.map((locale) =>
    seededPage(`booking's cancel step (${locale})`, (s) => `${s.manage[locale]}${s.manage[locale].includes("?") ? "&" : "?"}step=cancel`),
  ),
  // Signed links: withdrawal, a CIO's opportunity, a company's shortlist; and their forms in error.
  ...locales.map((locale) => seededPage(`withdrawal page (${locale})`, (s) => s.withdrawal[locale])),
  ...locales.map((locale) => seededPage(`opportunity page (${locale})`, (s) => s.opportunity[locale])),
  ...locales.map((locale) => seededPage(`company's shortlist page (${locale})`, (s) => s.shortlist[locale])),
  ...locales.map((locale): Visit => ({
    name: `opportunity page (${locale}), answered with nothing`,
    status: 400,
    open: (v) => v.post(v.seeded.opportunity[locale], {}),
  })),
  ...locales.map((locale): Visit => ({
    name: `company's shortlist page (${locale}), nothing picked`,
    status: 400,
    open: (v) => v.post(v.seeded.shortlist[locale], { intent: "pick" }),
  })),
  // Sign-in and accounts, both languages.
  ...both(accountPaths.login, (path) => get(path)),
  ...both(accountPaths.forgot, (path) => get(path)),
  ...both(accountPaths.reset, (path) => get(path, 410)),
  ...both(accountPaths.register, (path) => get(path)),
  ...both(accountPaths.registerSent, (path) => get(path)),
  ...both(accountPaths.registerConfirm, (path) => get(path, 400)),
  ...both(accountPaths.login, (path) => invalid(path, { email: "", password: "" })),
  ...both(accountPaths.forgot, (path) => invalid(path, { email: "not-an-address" })),
  ...both(accountPaths.register, (path) => invalid(path, { email: "not-an-address", password: "short", confirmPassword: "other" })),
  ...both(accountPaths.accountPassword, (path) => admin(path)),
  // The admin workspace.
  admin("/admin"),
  admin("/admin/applications"),
  admin("/admin/applications?type=Company&status=Accepted"),
  seededPage("admin: a CIO's record", (s) => `/admin/applications/${s.cio}`, 200, true),
  seededPage("admin: a company's record", (s) => `/admin/applications/${s.company}`, 200, true),
  admin("/admin/applications/00000000-0000-4000-8000-000000000000", 404),
  admin("/admin/shortcuts"),
  admin("/admin/inquiries"),
  admin("/admin/outbox"),
  admin("/admin/calls"),
  admin("/admin/availability"),
  admin("/admin/reports"),
  {
    name: "admin: a call cancelled without a reason",
    status: 400,
    open: (v) => v.post("/admin/calls", { id: v.seeded.call, reason: "" }, true),
  },
  { name: "admin: availability with wrong hours", status: 400, open: (v) => v.post("/admin/availability", { startHour: "25" }, true) },
  // Last, as it removes the record the pages above show: a withdrawal sent, and its page after.
  {
    name: "withdrawal sent (en), and the page it leads to",
    status: 200,
    open: async (v) => {
      const sent = await v.post(v.seeded.withdrawal.en, {});
      const to = new URL(sent.headers.get("location") ?? "/missing-redirect", "http://site.invalid");
      return v.get(`${to.pathname}${to.search}`);
    },
  },
];

/** The path of the first free slot's form on /book in `locale`. */
async function firstSlotPath(visitor: Visitor, locale: Locale): Promise<string> {
  const html = await (await visitor.get(bookingPaths[locale])).text();
  const slot = /\?slot=([^"#]+)#booking-form/.exec(html)?.[1];
  if (!slot) throw new Error(`no free slot on ${bookingPaths[locale]}`);
  return `${bookingPaths[locale]}?slot=${slot}`;
}
