import { describe, expect, it } from "vitest";
import { registerForm, signInForm } from "./auth-forms";
import { parseForm } from "./parse-form";

const form = (values: Record<string, string>) => new URLSearchParams(values);

describe("the sign-in form", () => {
  it("needs an e-mail address and a password, kept as typed", () => {
    const parsed = parseForm(signInForm, form({ email: "  Boss@Example.ca ", password: " secret with spaces " }));
    expect(parsed).toMatchObject({ ok: true, values: { email: "Boss@Example.ca", password: " secret with spaces " } });
    expect(parseForm(signInForm, form({ email: "", password: "" }))).toMatchObject({
      ok: false,
      errors: { email: "Enter your e-mail address.", password: "Enter your password." },
    });
    expect(parseForm(signInForm, form({ email: "not-an-address", password: "x" }))).toMatchObject({
      ok: false,
      errors: { email: "Enter an e-mail address like name@example.com." },
    });
  });
});

describe("the register form", () => {
  const valid = { email: "new@example.ca", password: "long enough", confirmPassword: "long enough" };

  it("accepts a matching pair of long enough passwords", () => {
    expect(parseForm(registerForm, form(valid)).ok).toBe(true);
  });

  it("puts a mismatch on the confirmation field", () => {
    expect(parseForm(registerForm, form({ ...valid, confirmPassword: "long enougH" }))).toMatchObject({
      ok: false,
      errors: { confirmPassword: "The passwords do not match." },
    });
  });

  it("asks for at least 8 and at most 128 characters", () => {
    expect(parseForm(registerForm, form({ ...valid, password: "short", confirmPassword: "short" }))).toMatchObject({
      ok: false,
      errors: { password: "Use at least 8 characters." },
    });
    const long = "x".repeat(129);
    expect(parseForm(registerForm, form({ ...valid, password: long, confirmPassword: long }))).toMatchObject({
      ok: false,
      errors: { password: "Use at most 128 characters." },
    });
  });

  it("says which field is missing", () => {
    expect(parseForm(registerForm, form({ email: "new@example.ca" }))).toMatchObject({
      ok: false,
      errors: { password: "Choose a password.", confirmPassword: "Enter the password again." },
    });
  });
});
