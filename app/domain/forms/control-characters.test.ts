import { describe, expect, it } from "vitest";
import { formErrors } from "~/content/form-errors";
import { readFilters } from "../application-filters";
import { noteForm } from "./admin-forms";
import { registerForm } from "./auth-forms";
import { hasControlCharacters, withoutControlCharacters } from "./control-characters";
import { contactForm } from "./lead-forms";
import { parseForm } from "./parse-form";

const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.ca", phone: "+1 416 555 0100", message: "" };

describe("control characters", () => {
  it("refuses C0 controls and DEL; tab everywhere, line breaks only where the field has lines", () => {
    for (const text of ["a\u0000b", "\u0001", "\u0007", "\u001b[31m", "\u007f", "a\nb", "a\rb", "\u000b", "\u000c"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["a\nb", "a\r\nb", "\ta"]) expect(hasControlCharacters(text, "multi-line"), JSON.stringify(text)).toBe(false);
    for (const text of ["a\u0000b", "\u000b", "\u007f"]) expect(hasControlCharacters(text, "multi-line"), JSON.stringify(text)).toBe(true);
  });

  it("lets every other character through: accents, scripts, emoji, joiners, C1 controls", () => {
    for (const text of ["Zoë Ñúñez-Éloïse", "日本語", "مرحبا", "😀👨‍👩‍👧‍👦", "a\u200bb\u00a0c", "\u0085\u009f", "\tTab"]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
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

  it("drops them from the admin search instead of refusing it", () => {
    expect(withoutControlCharacters("Gr\u0000a\u007fce\t")).toBe("Grace\t");
    expect(readFilters(new URLSearchParams("q=%00Gr%00ace%01")).q).toBe("Grace");
    expect(readFilters(new URLSearchParams("q=%00")).q).toBe("");
  });
});
