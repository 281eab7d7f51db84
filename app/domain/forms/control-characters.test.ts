import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { formErrors } from "~/content/form-errors";
import { readFilters } from "../application-filters";
import { accountFormWords, adminFormWords } from "~/content/forms";
import { adminForms } from "./admin-forms";
import { accountForms } from "./auth-forms";
import { bookingFormIn } from "../booking/booking-form";
import { asOneLine, hasControlCharacters, withoutControlCharacters } from "./control-characters";
import { leadFormsIn } from "./lead-forms";
import { formErrors as frenchFormErrors } from "~/content/fr/form-errors";
import { parseForm } from "./parse-form";

const { contact: contactForm } = leadFormsIn(words("en"));
const { noteForm } = adminForms(adminFormWords);
const { registerForm } = accountForms(accountFormWords);

const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.ca", phone: "+1 416 555 0100", message: "" };

describe("control characters", () => {
  it("refuses C0 controls and DEL; tab everywhere, line breaks only where the field has lines", () => {
    for (const text of ["a\u0000b", "\u0001", "\u0007", "\u001b[31m", "\u007f", "a\nb", "a\rb", "\u000b", "\u000c"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["a\nb", "a\r\nb", "\ta"]) expect(hasControlCharacters(text, "multi-line"), JSON.stringify(text)).toBe(false);
    for (const text of ["a\u0000b", "\u000b", "\u007f"]) expect(hasControlCharacters(text, "multi-line"), JSON.stringify(text)).toBe(true);
  });

  it("refuses the invisible characters that disguise text: C1, bidi marks, embeddings, overrides, isolates", () => {
    const disguising = [
      "\u0080",
      "\u0084",
      "\u009b",
      "\u009f", // C1 controls (U+0084 is a line break too)
      "\u061c",
      "\u200e",
      "\u200f", // Arabic letter mark, left-to-right and right-to-left marks
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e", // embeddings and overrides
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069", // isolates
      "\u206a",
      "\u206f", // deprecated format characters
      "\ufeff",
      "\ufff9",
      "\ufffb", // a byte-order mark inside text, interlinear annotation marks
    ];
    for (const character of disguising) {
      for (const lines of ["single-line", "multi-line"] as const) {
        expect(hasControlCharacters(`Invoice\u0020${character}gnp.exe`, lines), `${JSON.stringify(character)} ${lines}`).toBe(true);
      }
    }
    // The line and paragraph separators are line breaks: refused in one line, taken where there are lines.
    for (const character of ["\u2028", "\u2029"]) {
      expect(hasControlCharacters(`a${character}b`)).toBe(true);
      expect(hasControlCharacters(`a${character}b`, "multi-line")).toBe(false);
    }
  });

  it("lets every other character through: accents, apostrophes, scripts, emoji, joiners, spaces", () => {
    for (const text of ["Ève O'Brien-Tremblay", "Zoë Ñúñez-Éloïse", "日本語", "مرحبا", "😀👨‍👩‍👧‍👦", "a\u200bb\u00a0c\u200c\u200d", "\tTab"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
      expect(hasControlCharacters(text, "multi-line"), JSON.stringify(text)).toBe(false);
    }
  });

  it("writes one line from stored text: each run of refused characters, tabs and line breaks becomes a space", () => {
    expect(asOneLine("Jane\u202e Doe\u2066 \u0084\t\r\nexe.png\u2069 ")).toBe("Jane Doe exe.png");
    expect(asOneLine("\ufeffÈve O'Brien-Tremblay")).toBe("Ève O'Brien-Tremblay");
    expect(asOneLine("Ève\u00a0O'Brien-Tremblay 😀")).toBe("Ève\u00a0O'Brien-Tremblay 😀");
  });

  it("puts the message at the field of every lead form, account form and admin form", () => {
    const lead = parseForm(contactForm, new URLSearchParams({ ...contact, firstName: "Ada\u0000", message: "Hi\u0000" }));
    expect(lead.ok).toBe(false);
    expect(!lead.ok && lead.errors).toEqual({ firstName: formErrors.controlCharacter, message: formErrors.controlCharacter });
    const email = parseForm(contactForm, new URLSearchParams({ ...contact, email: "ada@example.ca\u0000" }));
    expect(!email.ok && email.errors.email).toBe(formErrors.controlCharacter);
    const register = parseForm(
      registerForm,
      new URLSearchParams({ email: "ada@example.ca", password: "long\u0000enough", confirmPassword: "long\u0000enough" }),
    );
    expect(!register.ok && register.errors.password).toBe(formErrors.controlCharacter);
    expect(noteForm.safeParse({ body: "Called\u0000" }).error?.issues[0]?.message).toBe(formErrors.controlCharacter);
    expect(noteForm.safeParse({ body: "Called\r\n\tback" }).success).toBe(true);
  });

  it("refuses a right-to-left override in a name, in English and in French, and in the booking form", () => {
    const english = parseForm(contactForm, new URLSearchParams({ ...contact, firstName: "Ada\u202egnp.exe", message: "Hi\u202e" }));
    expect(!english.ok && english.errors).toEqual({ firstName: formErrors.controlCharacter, message: formErrors.controlCharacter });
    const french = parseForm(leadFormsIn(words("fr")).contact, new URLSearchParams({ ...contact, lastName: "Love\u2067lace" }));
    expect(!french.ok && french.errors.lastName).toBe(frenchFormErrors.controlCharacter);
    expect(frenchFormErrors.controlCharacter).toMatch(/caractère de contrôle invisible/);
    for (const locale of ["en", "fr"] as const) {
      const booking = bookingFormIn(words(locale)).schema.safeParse({
        name: "Ada\u200f",
        company: "Acme\u0084",
        email: "ada@example.ca",
        phone: "+1 416 555 0100",
      });
      const messages = Object.fromEntries(booking.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
      const expected = locale === "en" ? formErrors.controlCharacter : frenchFormErrors.controlCharacter;
      expect(messages).toMatchObject({ name: expected, company: expected });
    }
  });

  it("leaves a password to the C0 rule alone: it is never shown, and an account may already hold such a password", () => {
    const register = (password: string) =>
      parseForm(registerForm, new URLSearchParams({ email: "ada@example.ca", password, confirmPassword: password }));
    expect(register("long enough\u202e").ok).toBe(true);
    expect(register("long\u0000enough").ok).toBe(false);
  });

  it("drops them from the admin search instead of refusing it", () => {
    expect(withoutControlCharacters("Gr\u0000a\u007fce\t")).toBe("Grace\t");
    expect(readFilters(new URLSearchParams("q=%00Gr%00ace%01")).q).toBe("Grace");
    expect(readFilters(new URLSearchParams("q=%00")).q).toBe("");
  });
});
