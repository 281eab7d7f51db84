import { publicPathsIn } from "~/domain/locale";
import type { LinkCopy } from "./types";

export const site = {
  name: "Fractional CIO Canada",
  /**
   * What the service is, in the reader's language, beside the brand where a reader meets the name
   * (a page's title, a sender, a signature, a share image): none in English, where the name says it.
   */
  descriptor: "",
  /** The name with its descriptor, if any: « Fractional CIO Canada – DPI à temps partagé » in French. */
  tradeName: "Fractional CIO Canada",
  /** Under the icon on a phone's home screen, where the full name would be cut. */
  shortName: "Fractional CIO",
  tagline: "Part-time executive IT leadership for growing Canadian businesses",
  /** The first year of the copyright (the spec's); the footer runs it to the current year. */
  copyrightYear: 2025,
  /** The promise made to everyone who writes to us (docs/product.md). */
  responseTime: "one business day",
  minimumEngagementMonths: 3,
  /** Language and region of the copy, for link previews. */
  locale: "en_CA",
} as const;

export const mainNav: LinkCopy[] = [
  { label: "Home", to: "/" },
  { label: "How it Works", to: "/howitworks" },
  { label: "Why Us", to: "/whyus" },
  { label: "FAQ", to: "/faq" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/** The header's words that are no link: the skip link, the main menu's name and its button. */
export const siteHeader = { skipToContent: "Skip to content", mainNav: "Main", menu: "Menu" } as const;

/** The header's link to the same page in the other language, written in that language. */
export const languageSwitch = { label: "Français", lang: "fr", title: "Ce site en français" } as const;

/**
 * One path for a buyer: the company request leads everywhere (the header at every width, the hero,
 * the close of each page about the service), a consultation comes second, the contact form is for
 * questions. CIOs have their own way in, in the header's menu and the footer.
 */
export const buyerActions = {
  request: { label: "Match with a CIO", to: "/form/company" } satisfies LinkCopy,
  booking: { label: "Book a consultation", to: "/book" } satisfies LinkCopy,
  cio: { label: "Apply as a CIO", to: "/form/cio" } satisfies LinkCopy,
  /** The band that closes each page about the service. */
  closing: {
    title: "Let's find your CIO",
    body: `Tell us what your company needs: it takes a few minutes, and a person replies within ${site.responseTime}. Rather talk it through first? Book a consultation.`,
    question: { before: "Just a question?", link: { label: "Write to us", to: "/contact" } satisfies LinkCopy },
  },
};

export const footerNav: { heading: string; links: LinkCopy[] }[] = [
  {
    heading: "The service",
    links: [
      { label: "How it Works", to: "/howitworks" },
      { label: "Why Us", to: "/whyus" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  {
    heading: "Get involved",
    links: [
      { label: "Match with a CIO", to: "/form/company" },
      { label: "Apply as a CIO", to: "/form/cio" },
      { label: "Portfolio CFO careers", to: "/careers/portfolio-cfo" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Team", to: "/team" },
      { label: "Contact", to: "/contact" },
      { label: "Privacy policy", to: "/privacy" },
    ],
  },
];

/** "2025", or "2025–2026" once the team's calendar (TIME_ZONE) is past the first year; an en dash, no spaces. */
export const copyrightYears = (currentYear: number) =>
  currentYear > site.copyrightYear ? `${site.copyrightYear}\u2013${currentYear}` : `${site.copyrightYear}`;

/** The footer's copyright, from the first year to `currentYear`. */
export const copyrightLine = (currentYear: number) => `© ${copyrightYears(currentYear)} ${site.name}. All rights reserved.`;

/**
 * The footer's line naming who runs the site and where (LEGAL_NAME, CONTACT_CITY); null when
 * neither is configured, and the footer then shows no such line. No closing period: a legal name
 * often ends with one ("inc.", "Ltd.").
 */
export const entityLine = ({ legalName, city }: { legalName?: string; city?: string }): string | null => {
  if (legalName && city) return `Operated by ${legalName}, based in ${city}`;
  if (legalName) return `Operated by ${legalName}`;
  if (city) return `Based in ${city}`;
  return null;
};

/** Every public page's English path, in the order the sitemap lists them (publicPathsIn for either language). */
export const publicPaths = publicPathsIn("en");

/** Pages search engines should stay out of. */
export const privatePaths = ["/admin", "/login", "/register"] as const;
