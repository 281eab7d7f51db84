// The signed-in person's own account: the change-password page.

export const changePasswordLink = "Change password";

export const changePasswordPage = {
  meta: { title: "Change password", description: "Change the password of your account." },
  title: "Change Password",
  signedInAs: "Signed in as",
  submit: "Change Password",
  busy: "Changing Password...",
  changed: "Password changed. Every other device signed in to this account is signed out; you stay signed in here.",
  backToAdmin: "Back to the admin workspace",
  backToAccount: "Back to your account",
} as const;

export const changePasswordMessages = {
  wrongCurrent: "That is not your current password.",
  noPassword: "This account signs in with Google, so it has no password here to change.",
} as const;
