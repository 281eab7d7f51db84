import { defineForm, emailField, type FormValues, passwordField } from "./fields";

/** SPEC.md §2 Login: email and password. */
export const signInForm = defineForm([
  emailField("email", "email"),
  passwordField("password", "password", "current-password", "Enter your password."),
] as const);

const registerFields = defineForm([
  emailField("email", "email"),
  passwordField("password", "password", "new-password", "Choose a password."),
  passwordField("confirmPassword", "confirmPassword", "new-password", "Enter the password again."),
] as const);

/** SPEC.md §2 Register, with the match check the original lacked (DESIGN.md departure 4). */
export const registerForm = {
  fields: registerFields.fields,
  schema: registerFields.schema.refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  }),
};

export type SignInValues = FormValues<typeof signInForm>;
export type RegisterValues = FormValues<typeof registerForm>;

const changePasswordFields = defineForm([
  passwordField("currentPassword", "currentPassword", "current-password", "Enter your current password."),
  passwordField("newPassword", "newPassword", "new-password", "Choose a new password."),
  passwordField("confirmPassword", "confirmNewPassword", "new-password", "Enter the new password again."),
] as const);

/** /account/password: the current password proves it is the account's owner; the new one is typed twice. */
export const changePasswordForm = {
  fields: changePasswordFields.fields,
  schema: changePasswordFields.schema
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: "The new passwords do not match.",
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ["newPassword"],
      message: "Choose a new password that differs from the current one.",
    }),
};

export type ChangePasswordValues = FormValues<typeof changePasswordForm>;

/** /login/forgot: the address to send a link to choose a new password. */
export const forgotPasswordForm = defineForm([emailField("email", "email")] as const);

export type ForgotPasswordValues = FormValues<typeof forgotPasswordForm>;

const resetPasswordFields = defineForm([
  passwordField("newPassword", "newPassword", "new-password", "Choose a new password."),
  passwordField("confirmPassword", "confirmNewPassword", "new-password", "Enter the new password again."),
] as const);

/** /login/reset: the new password, typed twice; the link's token proves the mailbox. */
export const resetPasswordForm = {
  fields: resetPasswordFields.fields,
  schema: resetPasswordFields.schema.refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The new passwords do not match.",
  }),
};

export type ResetPasswordValues = FormValues<typeof resetPasswordForm>;

/** /register/confirm: the password chosen at sign-up, so that the link alone never promotes it. */
export const confirmAddressForm = defineForm([
  passwordField("password", "password", "current-password", "Enter the password you chose when signing up."),
] as const);
