// SPEC.md §2 Login, Register and Access guard: headings, labels and button texts as the product has them.

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
  verified: "Your e-mail address is verified.",
  signedInAs: "You are signed in as",
  noAdminAccess: "This account has no access to the admin area.",
  notVerified: "This address is not verified yet: follow the link in the e-mail we sent you, then come back.",
  resend: "Send the link again",
  resent: "We sent a new verification link. It expires after 24 hours.",
  goToAdmin: "Go to the applications",
} as const;

export const registerPage = {
  meta: { title: "Create an account", description: "Create an account for the Fractional CIO Canada admin area." },
  title: "Create a New Account",
  submit: "Sign Up",
  busy: "Signing Up...",
  signInPrompt: "Already have an account?",
  signInLink: "Continue",
  sentTitle: "Check your e-mail",
  sent: "We sent a verification link to your e-mail address. Follow it to verify your address; the link expires after 24 hours.",
  sentNext: "Once your address is verified you are signed in. Admin access is given to the team's addresses only.",
} as const;

export const authMessages = {
  wrongCredentials: "That e-mail and password do not match an account. Check both, or sign up if you have no account yet.",
  addressTaken: "An account with this e-mail address already exists. Sign in instead.",
  weakPassword: "Choose a longer password: at least 8 characters.",
  googleFailed: "Google sign-in did not work. Please try again, or use your e-mail and password.",
  googleNotConfigured: loginPage.googleNotConfigured,
  linkInvalid: "This verification link is not valid any more: it was used already or has expired. Sign in to get a new one.",
  unavailable: "We could not reach the sign-in service just now. Please try again in a minute.",
  tooManyAttempts: (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
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
