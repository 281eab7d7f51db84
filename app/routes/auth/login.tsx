import { Link, redirect } from "react-router";
import { AuthCard, AuthForm, primaryButtonClass, SignOutButton } from "~/components/auth-form";
import { EmailAddress } from "~/components/email-address";
import type { RouteHandle } from "~/components/route-handle";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import { words } from "~/content/words";
import { safeRedirectPath } from "~/domain/admin-access";
import { localeOfPath } from "~/domain/locale";
import { signedInHome } from "~/domain/account-paths";
import { handleSignIn } from "~/server/auth/account-forms.server";
import { getViewer } from "~/server/auth/admin-guard.server";
import { services } from "~/server/services.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { hydrate: true };

// A refused sign-in's Retry-After reaches the browser; the page (which may name the account) is never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location, (copy) => copy.loginPage.meta);

/** The message of each ?error= code, in the page's language. */
const errorMessages = (messages: ReturnType<typeof words>["account"]["authMessages"]): Record<string, string> => ({
  google: messages.googleFailed,
  "google-not-configured": messages.googleNotConfigured,
  invalid_token: messages.linkInvalid,
  token_expired: messages.linkInvalid,
});

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { loginPage, authMessages } = words(locale).account;
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), signedInHome(locale));
  const viewer = await getViewer(request);
  // An admin has nothing to do here (from the French page too: the workspace is English). Anyone
  // else signed in stays, and is told why (no loop).
  if (viewer?.isAdmin) throw redirect(redirectTo === url.pathname ? "/admin" : redirectTo);
  const { config } = await services();
  const error = url.searchParams.get("error");
  return {
    viewer: viewer && { email: viewer.email },
    redirectTo,
    googleConfigured: Boolean(config.google),
    notice: error
      ? null
      : url.searchParams.get("verified") === "1"
        ? loginPage.verified
        : url.searchParams.get("reset") === "1"
          ? loginPage.passwordReset
          : null,
    // Own keys only: `?error=__proto__` would find Object.prototype and break the page (500).
    error: error
      ? Object.hasOwn(errorMessages(authMessages), error)
        ? errorMessages(authMessages)[error]!
        : authMessages.googleFailed
      : null,
  };
}

export const action = (args: Route.ActionArgs) => handleSignIn(formPostOf(args));

/** Only a confirmed address can sign in, so whoever is signed in here is simply not on the admin list. */
function SignedInWithoutAccess({ email }: { email: string }) {
  const { copy, paths } = useAccountPage();
  const { loginPage } = copy;
  return (
    <div className="space-y-4 rounded-lg border border-amber-600 bg-amber-50 p-4 text-slate-900" role="status">
      <p>
        {loginPage.signedInAs}{" "}
        <strong>
          <EmailAddress email={email} />
        </strong>
        .
      </p>
      <p>{loginPage.noAdminAccess}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.accountPassword} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {copy.changePasswordLink}
        </Link>
        <SignOutButton className="bg-brand-600 text-white" />
      </div>
    </div>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, redirectTo, googleConfigured, notice, error } = loaderData;
  const state = actionData ?? null;
  const { locale, copy, paths } = useAccountPage();
  const { loginPage } = copy;
  const googleHref = `${paths.google}${redirectTo === signedInHome(locale) ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`;
  return (
    <AuthCard title={loginPage.title}>
      <div className="space-y-6">
        {notice && (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        {/* Signed in already: what to do next, and no second sign-in form under it. */}
        {viewer ? (
          <SignedInWithoutAccess {...viewer} />
        ) : (
          <SignInChoices state={state} googleConfigured={googleConfigured} googleHref={googleHref} />
        )}
      </div>
    </AuthCard>
  );
}

/** E-mail and password, the links to a new password and a new account, and Google. */
function SignInChoices({
  state,
  googleConfigured,
  googleHref,
}: {
  state: Route.ComponentProps["actionData"] | null;
  googleConfigured: boolean;
  googleHref: string;
}) {
  const googleStyle = `${primaryButtonClass} bg-white !text-slate-900 ring-1 ring-slate-400 ring-inset`;
  const { copy, forms, paths } = useAccountPage();
  const { loginPage } = copy;
  return (
    <>
      <AuthForm
        fields={forms.signInForm.fields}
        intent="sign-in"
        values={state?.values ?? {}}
        errors={state?.errors ?? {}}
        formError={state?.formError ?? null}
        submitLabel={loginPage.submit}
        busyLabel={loginPage.busy}
      />
      <p className="text-center">
        <Link to={paths.forgot} className="font-semibold text-brand-700 underline">
          {loginPage.forgotLink}
        </Link>
      </p>
      <p className="text-center text-slate-700">
        {loginPage.signUpPrompt}{" "}
        <Link to={paths.register} className="font-semibold text-brand-700 underline">
          {loginPage.signUpLink}
        </Link>
      </p>
      <div className="flex items-center gap-4" role="separator" aria-label={loginPage.divider}>
        <span className="h-px flex-1 bg-slate-300" />
        <span className="text-sm font-semibold text-slate-600">{loginPage.divider}</span>
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      {/* A link, not a form: it leaves for Google's page, which a form's CSP (form-action 'self') would block. */}
      {googleConfigured ? (
        <a href={googleHref} className={`${googleStyle} hover:bg-slate-50`}>
          {loginPage.google}
        </a>
      ) : (
        // Not set up: a disabled button that says why, rather than a link that only comes back here.
        <div>
          <button type="button" disabled aria-describedby="google-not-configured" className={`${googleStyle} cursor-not-allowed`}>
            {loginPage.google}
          </button>
          <p id="google-not-configured" className="mt-2 text-sm text-slate-700">
            {loginPage.googleNotConfigured}
          </p>
        </div>
      )}
    </>
  );
}
