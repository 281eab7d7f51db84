/** Every public page and the heading a visitor sees first. */
export const pageHeadings: { path: string; heading: string }[] = [
  { path: "/", heading: "Enterprise-level IT leadership, designed for small businesses" },
  { path: "/howitworks", heading: "How it works" },
  { path: "/whyus", heading: "Why Us" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/about", heading: "About us" },
  { path: "/contact", heading: "Contact Us" },
  { path: "/team", heading: "Our team" },
  { path: "/form", heading: "Join Our Network of Elite Fractional CIOs" },
  { path: "/form/cio", heading: "Join Our Network of Elite Fractional CIOs" },
  { path: "/form/company", heading: "Match with a fractional CIO" },
  { path: "/careers/portfolio-cfo", heading: "Build a portfolio career as a CFO" },
  { path: "/privacy", heading: "Privacy policy" },
];
