import { Link, redirect } from "react-router";
import { AuthCard, AuthForm } from "~/components/auth-form";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/components/route-handle";
import { registerPage } from "~/content/auth";
import { accountForms } from "~/domain/forms/auth-forms";
import { accountFormWords } from "~/content/forms";
import { handleRegister } from "~/server/auth/account-forms.server";
import { getViewer } from "~/server/auth/admin-guard.server";
import { formPostOf } from "~/server/http/route-args.server";
import type { Route } from "./+types/register";

const { registerForm } = accountForms(accountFormWords);

export const handle: RouteHandle = { hydrate: true };

// A refused sign-in's Retry-After reaches the browser; the page (which may name the account) is never cached.
export { noStoreHeaders as headers } from "~/server/http/no-store.server";

export const meta: Route.MetaFunction = () => [...pageMeta(registerPage.meta), { name: "robots", content: "noindex" }];

/** Someone already signed in goes to /admin: no dead end (docs/product.md). */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/admin");
  return null;
}

export const action = (args: Route.ActionArgs) => handleRegister(formPostOf(args));

export default function Register({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title={registerPage.title}>
      <div className="space-y-6">
        <AuthForm
          fields={registerForm.fields}
          intent="sign-up"
          values={actionData?.values ?? {}}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError ?? null}
          submitLabel={registerPage.submit}
          busyLabel={registerPage.busy}
        />
        <p className="text-center text-slate-700">
          {registerPage.signInPrompt}{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {registerPage.signInLink}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
