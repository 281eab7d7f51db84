import { accountFormMessages as m } from "~/content/forms";
import { defineForm, emailField, type FormValues, passwordField } from "./fields";

/** Sign-in: email and password. */
export const signInForm = defineForm([
  emailField("email", "email"),
  passwordField("password", "password", "current-password", m.passwordMissing),
] as const);

const registerFields = defineForm([
  emailField("email", "email"),
  passwordField("password", "password", "new-password", m.choosePassword),
  passwordField("confirmPassword", "confirmPassword", "new-password", m.repeatPassword),
] as const);

/** Sign-up: email, password and its confirmation, which must match (docs/product.md). */
export const registerForm = {
  fields: registerFields.fields,
  schema: registerFields.schema.refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: m.passwordsDiffer,
  }),
};

export type SignInValues = FormValues<typeof signInForm>;
export type RegisterValues = FormValues<typeof registerForm>;

const changePasswordFields = defineForm([
  passwordField("currentPassword", "currentPassword", "current-password", m.currentPasswordMissing),
  passwordField("newPassword", "newPassword", "new-password", m.chooseNewPassword),
  passwordField("confirmPassword", "confirmNewPassword", "new-password", m.repeatNewPassword),
] as const);

/** /account/password: the current password proves it is the account's owner; the new one is typed twice. */
export const changePasswordForm = {
  fields: changePasswordFields.fields,
  schema: changePasswordFields.schema
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: m.newPasswordsDiffer,
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ["newPassword"],
      message: m.sameAsCurrent,
    }),
};

export type ChangePasswordValues = FormValues<typeof changePasswordForm>;

/** /login/forgot: the address to send a link to choose a new password. */
export const forgotPasswordForm = defineForm([emailField("email", "email")] as const);

export type ForgotPasswordValues = FormValues<typeof forgotPasswordForm>;

const resetPasswordFields = defineForm([
  passwordField("newPassword", "newPassword", "new-password", m.chooseNewPassword),
  passwordField("confirmPassword", "confirmNewPassword", "new-password", m.repeatNewPassword),
] as const);

/** /login/reset: the new password, typed twice; the link's token proves the mailbox. */
export const resetPasswordForm = {
  fields: resetPasswordFields.fields,
  schema: resetPasswordFields.schema.refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: m.newPasswordsDiffer,
  }),
};

export type ResetPasswordValues = FormValues<typeof resetPasswordForm>;

/** /register/confirm: the password chosen at sign-up, so that the link alone never promotes it. */
export const confirmAddressForm = defineForm([passwordField("password", "password", "current-password", m.signUpPasswordMissing)] as const);
