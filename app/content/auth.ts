// Sign-in, sign-up and the access notice: headings, labels and button texts (docs/product.md).

/** How long to wait before trying again, as a refusal says it. */
export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;

/** On /login for a signed-in user without access, and in the admin header. */
export const signOutLabel = "Sign out";

export const loginPage = {
  meta: { title: "Sign in", description: "Sign in to review applications to the Fractional CIO Canada network." },
  title: "Welcome Back",
  submit: "Sign In",
  busy: "Signing In...",
  signUpPrompt: "No account yet?",
  signUpLink: "Sign up",
  divider: "OR",
  google: "Continue with Google",
  googleNotConfigured: "Google sign-in is not set up on this site yet. Use your e-mail and password instead.",
  verified: "Your e-mail address is confirmed.",
  forgotLink: "Forgot password?",
  passwordReset: "Your new password is set, and every other sign-in of the account has ended. Sign in with it.",
  signedInAs: "You are signed in as",
  noAdminAccess: "This account has no access to the admin area.",
} as const;

export const registerPage = {
  meta: { title: "Create an account", description: "Create an account for the Fractional CIO Canada admin area." },
  title: "Create a New Account",
  submit: "Sign Up",
  busy: "Signing Up...",
  signInPrompt: "Already have an account?",
  signInLink: "Continue",
  sentTitle: "Check your e-mail",
  sent: "We sent a link to your e-mail address. Follow it and enter your password to confirm the address; the link expires after 24 hours.",
  sentNext: "Once your address is confirmed you are signed in. Admin access is given to the team's addresses only.",
  /** The same page answers every sign-up, so it cannot say which of the two e-mails was sent. */
  sentExisting: "If you already have an account with this address, the e-mail says how to sign in or choose a new password instead.",
} as const;

/** /register/confirm: the link from the sign-up e-mail, which asks for the sign-up's password. */
export const confirmAddressPage = {
  meta: { title: "Confirm your e-mail address", description: "Confirm the e-mail address of your account." },
  title: "Confirm your e-mail address",
  intro: "To confirm this address, enter the password you chose when you signed up with",
  submit: "Confirm and Sign In",
  busy: "Confirming...",
  notYours: "Did not sign up yourself, or forgot the password?",
  chooseNew: "Choose a new password",
  wrongPassword: "That is not the password chosen when signing up with this address. Try again, or choose a new password.",
  invalid: "This link is not valid. Open the newest link we e-mailed you, or sign in to get a new one.",
  expired: "This link has expired. Sign in with your e-mail and password to get a new one.",
  replaced: "This link belongs to an earlier sign-up with this address, which a newer one replaced. Open the newest link we e-mailed you.",
  done: "This address is already confirmed. Sign in with your e-mail and password.",
  signIn: "Go to sign in",
} as const;

/** /login/forgot: asks for the address to send a link to. */
export const forgotPasswordPage = {
  meta: { title: "Forgot password", description: "Choose a new password for your account." },
  title: "Forgot your password?",
  intro: "Enter your account's e-mail address. We send it a link to choose a new password; the link works once and expires after one hour.",
  submit: "Send the Link",
  busy: "Sending...",
  sent: (email: string) =>
    `If an account uses ${email}, we have sent it a link to choose a new password. It works once and expires after one hour. Check your spam folder if nothing arrives.`,
  tooMany: (wait: string) => `We have sent several links to this address already. Please wait ${wait}, then try again.`,
  backToSignIn: "Back to sign in",
} as const;

/** /login/reset: the page the password link opens. */
export const resetPasswordPage = {
  meta: { title: "Choose a new password", description: "Choose a new password for your account." },
  title: "Choose a New Password",
  intro: "Choose a new password for your account. Every other sign-in of the account ends.",
  submit: "Set the Password",
  busy: "Setting...",
  invalid: "This link is not valid any more: it was used already or has expired. Ask for a new one.",
  askAgain: "Ask for a new link",
} as const;

export const authMessages = {
  /** Heads the error summary when the form as a whole was refused. */
  formErrorTitle: "That did not work",
  wrongCredentials: "That e-mail and password do not match an account. Check both, or sign up if you have no account yet.",
  weakPassword: "Choose a longer password: at least 8 characters.",
  googleFailed: "Google sign-in did not work. Please try again, or use your e-mail and password.",
  googleNotConfigured: loginPage.googleNotConfigured,
  linkInvalid: "This verification link is not valid any more: it was used already or has expired. Sign in to get a new one.",
  notConfirmed: "Confirm your e-mail address first: we have e-mailed you a new link. Follow it and enter your password there.",
  unavailable: "We could not reach the sign-in service just now. Please try again in a minute.",
  tooManyAttempts: (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
  /** Too many wrong passwords for the address: its owner still has two ways in (decision 0060). */
  addressLocked: (wait: string) =>
    `Too many sign-in attempts. Please wait ${wait} and try again. If the account is yours, you can sign in now from a browser you have signed in with before, or choose a new password with 'Forgot password?' below.`,
} as const;

export const accessGuard = {
  title: "Checking Authorization",
  body: "Verifying your access permissions...",
} as const;

export const adminPage = {
  meta: { title: "Applications", description: "Review applications to the network." },
  header: "Admin",
  title: "Applications",
  columns: { name: "Name", email: "Email", message: "Message", status: "Status" },
  noMessage: "No message",
  empty: "No applications yet. New CIO and company applications appear here as they come in.",
  accept: "Accept",
  deny: "Deny",
  accepted: "Accepted ✅",
  denied: "Denied ❌",
  previous: "Previous",
  next: "Next",
} as const;
