import { defineForm, fieldKinds, type FieldWords, type FormValues, oncePerWords } from "./fields";

/** What the account forms say (accountFormWords, in each language's dictionary). */
export type AccountFormWords = {
  fields: FieldWords;
  /** The labels, by field name, of the forms that choose a new password (their confirmation's). */
  newPasswordLabels: Readonly<Record<string, string>>;
  messages: {
    passwordMissing: string;
    choosePassword: string;
    repeatPassword: string;
    passwordsDiffer: string;
    currentPasswordMissing: string;
    chooseNewPassword: string;
    repeatNewPassword: string;
    newPasswordsDiffer: string;
    sameAsCurrent: string;
    signUpPasswordMissing: string;
  };
};

function accountFormsIn({ fields: fieldWords, newPasswordLabels, messages: m }: AccountFormWords) {
  const { emailField, passwordField } = fieldKinds(fieldWords);
  const newPasswordKinds = fieldKinds({ ...fieldWords, labels: { ...fieldWords.labels, ...newPasswordLabels } });

  /** Sign-in: email and password. */
  const signInForm = defineForm([emailField("email"), passwordField("password", "current-password", m.passwordMissing)] as const);

  const registerFields = defineForm([
    emailField("email"),
    passwordField("password", "new-password", m.choosePassword),
    passwordField("confirmPassword", "new-password", m.repeatPassword),
  ] as const);

  /** Sign-up: email, password and its confirmation, which must match (docs/product.md). */
  const registerForm = {
    fields: registerFields.fields,
    schema: registerFields.schema.refine((values) => values.password === values.confirmPassword, {
      path: ["confirmPassword"],
      message: m.passwordsDiffer,
    }),
  };

  const changePasswordFields = defineForm([
    passwordField("currentPassword", "current-password", m.currentPasswordMissing),
    passwordField("newPassword", "new-password", m.chooseNewPassword),
    newPasswordKinds.passwordField("confirmPassword", "new-password", m.repeatNewPassword),
  ] as const);

  /** /account/password: the current password proves it is the account's owner; the new one is typed twice. */
  const changePasswordForm = {
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

  /** /login/forgot: the address to send a link to choose a new password. */
  const forgotPasswordForm = defineForm([emailField("email")] as const);

  const resetPasswordFields = defineForm([
    passwordField("newPassword", "new-password", m.chooseNewPassword),
    newPasswordKinds.passwordField("confirmPassword", "new-password", m.repeatNewPassword),
  ] as const);

  /** /login/reset: the new password, typed twice; the link's token proves the mailbox. */
  const resetPasswordForm = {
    fields: resetPasswordFields.fields,
    schema: resetPasswordFields.schema.refine((values) => values.newPassword === values.confirmPassword, {
      path: ["confirmPassword"],
      message: m.newPasswordsDiffer,
    }),
  };

  /** /register/confirm: the password chosen at sign-up, so that the link alone never promotes it. */
  const confirmAddressForm = defineForm([passwordField("password", "current-password", m.signUpPasswordMissing)] as const);

  // parseForm's words for a field sent as a file or twice.
  const { messages } = fieldWords;
  return {
    signInForm: { ...signInForm, messages },
    registerForm: { ...registerForm, messages },
    changePasswordForm: { ...changePasswordForm, messages },
    forgotPasswordForm: { ...forgotPasswordForm, messages },
    resetPasswordForm: { ...resetPasswordForm, messages },
    confirmAddressForm: { ...confirmAddressForm, messages },
  };
}

/** The account forms speaking `words`: built once. */
export const accountForms = oncePerWords(accountFormsIn);

type AccountForms = ReturnType<typeof accountFormsIn>;

export type SignInValues = FormValues<AccountForms["signInForm"]>;
export type RegisterValues = FormValues<AccountForms["registerForm"]>;
export type ChangePasswordValues = FormValues<AccountForms["changePasswordForm"]>;
export type ForgotPasswordValues = FormValues<AccountForms["forgotPasswordForm"]>;
export type ResetPasswordValues = FormValues<AccountForms["resetPasswordForm"]>;
