import { describe, expect, it } from "vitest";
import { accountFormWords } from "~/content/forms";
import { accountForms } from "./auth-forms";
import { parseForm } from "./parse-form";

const { changePasswordForm, registerForm, signInForm } = accountForms(accountFormWords);

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

describe("the change-password form", () => {
  const valid = { currentPassword: "old secret 1", newPassword: "new secret 22", confirmPassword: "new secret 22" };

  it("accepts the current password and a new one typed twice, as typed (spaces kept)", () => {
    expect(parseForm(changePasswordForm, form({ ...valid, currentPassword: " old " }))).toMatchObject({
      ok: true,
      values: { ...valid, currentPassword: " old " },
    });
  });

  it("says which field is missing", () => {
    expect(parseForm(changePasswordForm, form({}))).toMatchObject({
      ok: false,
      errors: {
        currentPassword: "Enter your current password.",
        newPassword: "Choose a new password.",
        confirmPassword: "Enter the new password again.",
      },
    });
  });

  it("puts a mismatch on the confirmation, and an unchanged password on the new one", () => {
    expect(parseForm(changePasswordForm, form({ ...valid, confirmPassword: "new secret 23" }))).toMatchObject({
      ok: false,
      errors: { confirmPassword: "The new passwords do not match." },
    });
    expect(
      parseForm(changePasswordForm, form({ currentPassword: "same secret", newPassword: "same secret", confirmPassword: "same secret" })),
    ).toMatchObject({ ok: false, errors: { newPassword: "Choose a new password that differs from the current one." } });
  });

  it("holds the new password to the length rule, and the current one only to the maximum", () => {
    expect(parseForm(changePasswordForm, form({ ...valid, newPassword: "short", confirmPassword: "short" }))).toMatchObject({
      ok: false,
      errors: { newPassword: "Use at least 8 characters." },
    });
    expect(parseForm(changePasswordForm, form({ ...valid, currentPassword: "x" })).ok).toBe(true);
    expect(parseForm(changePasswordForm, form({ ...valid, currentPassword: "x".repeat(129) }))).toMatchObject({
      ok: false,
      errors: { currentPassword: "Use at most 128 characters." },
    });
  });
});
