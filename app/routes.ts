import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Routes are SPEC.md's, plus the partner page, the old /home link and machine-readable files.
export default [
  index("routes/home.tsx"),
  route("home", "routes/home-redirect.ts"),
  route("howitworks", "routes/how-it-works.tsx"),
  route("whyus", "routes/why-us.tsx"),
  route("faq", "routes/faq.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("team", "routes/team.tsx"),
  route("form", "routes/form-cio.tsx", { id: "routes/form" }),
  route("form/cio", "routes/form-cio.tsx"),
  route("form/company", "routes/form-company.tsx"),
  route("careers/portfolio-cfo", "routes/portfolio-cfo.tsx"),
  route("login", "routes/login.tsx"),
  route("login/google", "routes/login-google.ts"),
  route("logout", "routes/logout.ts"),
  route("register", "routes/register.tsx"),
  route("register/sent", "routes/register-sent.tsx"),
  route("account/password", "routes/account-password.tsx"),
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin-applications.tsx"),
    route("applications/:id", "routes/admin-application.tsx"),
    route("export.csv", "routes/admin-export-csv.ts"),
    route("inquiries", "routes/admin-inquiries.tsx"),
    route("outbox", "routes/admin-outbox.tsx"),
  ]),
  route("api/auth/*", "routes/api-auth.ts"),
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
] satisfies RouteConfig;
