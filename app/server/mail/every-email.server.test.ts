import { afterEach, describe, expect, it } from "vitest";
import { everyEmail } from "../../../tests/support/every-email";
import { setTeamSignature } from "./signature.server";

// What every e-mail to a person has in common, whatever its kind and language: one greeting, and
// a signature, the configured person's or the team's. And what the confirmations put first.

const nbsp = "\u00a0";
const toPeople = () => everyEmail().filter((email) => email.toPerson);
/** The button style of a link block: the e-mail's one next step. */
const buttons = (html: string) =>
  [...html.matchAll(/<a href="[^"]*" style="display:inline-block[^"]*">([^<]*)<\/a>/g)].map((match) => match[1]);

afterEach(() => setTeamSignature(undefined));

describe("every e-mail to a person", () => {
  it("covers every kind the site sends, in both languages", () => {
    const kinds = (locale: string) =>
      new Set(
        toPeople()
          .filter((email) => email.locale === locale)
          .map((email) => email.kind),
      );
    expect(kinds("en").size).toBe(22);
    expect([...kinds("en")].filter((kind) => !kinds("fr").has(kind))).toEqual([]);
  });

  it.each(toPeople().map((email) => [email.kind, email.locale, email] as const))(
    "%s (%s) opens with the one greeting",
    (_kind, locale, email) => {
      const greeting = locale === "fr" ? /^Bonjour(?: [^,\n]+)?,\n\n/ : /^Hello(?: [^,\n]+)?,\n\n/;
      expect(email.textBody).toMatch(greeting);
    },
  );

  it.each(toPeople().map((email) => [email.kind, email.locale, email] as const))(
    "%s (%s) is signed by the team when no name is set",
    (_kind, locale, email) => {
      const signed =
        locale === "fr"
          ? "Cordialement,\nL'équipe de Fractional CIO Canada – DPI à temps partagé\n"
          : "Kind regards,\nThe Fractional CIO Canada team\n";
      expect(email.textBody).toContain(signed);
      expect(email.htmlBody).toContain(signed.trim().replace("\n", "<br>").replace("'", "&#39;"));
    },
  );

  it("is signed by the configured person and title, in every kind", () => {
    setTeamSignature({ name: "Marie Tremblay", title: "Director of Partnerships" });
    for (const email of toPeople()) {
      const closing = email.locale === "fr" ? "Cordialement," : "Kind regards,";
      const name = email.locale === "fr" ? "Fractional CIO Canada – DPI à temps partagé" : "Fractional CIO Canada";
      expect(email.textBody, email.kind).toContain(`${closing}\nMarie Tremblay\nDirector of Partnerships, ${name}\n`);
      expect(email.textBody, email.kind).not.toMatch(/Fractional CIO Canada team|L'équipe de Fractional/);
    }
    setTeamSignature({ name: "Marie Tremblay", title: undefined });
    expect(toPeople()[0]!.textBody).toContain("Kind regards,\nMarie Tremblay\nFractional CIO Canada\n");
  });

  it("says the signer's name as text, markup and all", () => {
    setTeamSignature({ name: `<b>Marie</b> "M" Tremblay`, title: undefined });
    const [email] = toPeople();
    expect(email!.htmlBody).toContain("&lt;b&gt;Marie&lt;/b&gt; &quot;M&quot; Tremblay<br>");
  });
});

describe("the confirmation of a company's request", () => {
  const confirmation = (locale: "en" | "fr") =>
    toPeople().find(
      (email) => email.kind === "application-confirmation" && email.locale === locale && /request|demande/.test(email.subject),
    )!;

  it.each([
    ["en", "Book a call", "Kind regards,", "Withdraw my request: https://cio.example.ca/withdraw/"],
    ["fr", "Réserver un appel", "Cordialement,", `Retirer ma demande${nbsp}: https://cio.example.ca/fr/retrait/`],
  ] as const)(
    "in %s has one button, to book a call, and the way out as a plain link after the signature",
    (locale, book, closing, withdraw) => {
      const email = confirmation(locale);
      expect(email.subject).toMatch(locale === "fr" ? /demande/ : /request/);
      expect(buttons(email.htmlBody)).toEqual([book]);
      expect(email.htmlBody).toMatch(/<a href="https:\/\/cio\.example\.ca\/(fr\/retrait|withdraw)\/[^"]+">/);
      const text = email.textBody;
      expect(text.indexOf(`${book}${locale === "fr" ? nbsp : ""}: https://cio.example.ca/`)).toBeGreaterThan(0);
      expect(text.indexOf(closing)).toBeGreaterThan(text.indexOf(book));
      expect(text.indexOf(withdraw)).toBeGreaterThan(text.indexOf(closing));
    },
  );
});

describe("the confirmation of a CIO's application", () => {
  it.each([
    ["en", "To make the most of the screening call, have these ready:", "- two or three technology programs you led"],
    ["fr", `Pour tirer le meilleur parti de l'entrevue de sélection, ayez sous la main${nbsp}:`, "- deux ou trois projets technologiques"],
  ] as const)("in %s says what to prepare for screening, with no button but the list", (locale, intro, item) => {
    const email = toPeople().find(
      (candidate) =>
        candidate.kind === "application-confirmation" &&
        candidate.locale === locale &&
        candidate.subject.includes(locale === "fr" ? "DPI" : "CIO"),
    )!;
    expect(email.textBody).toContain(`${intro}\n\n${item}`);
    expect(email.htmlBody).toMatch(/<ul style="[^"]*"><li style="[^"]*">(two or three|deux ou trois)/);
    expect(buttons(email.htmlBody)).toEqual([]);
  });
});
