import { Link } from "react-router";
import { AuthCard } from "~/components/auth-form";
import { accountMeta, useAccountPage } from "~/components/use-account-page";
import type { Route } from "./+types/register-sent";

export const meta: Route.MetaFunction = ({ location }) =>
  accountMeta(location, ({ registerPage }) => ({ title: registerPage.sentTitle, description: registerPage.meta.description }));

/** Where every sign-up lands (POST → redirect → GET), new address or not: what to do next. */
export default function RegisterSent() {
  const { copy, paths } = useAccountPage();
  const { registerPage } = copy;
  return (
    <AuthCard title={registerPage.sentTitle}>
      <div role="status" className="space-y-4 text-lg text-slate-800">
        <p>{registerPage.sent}</p>
        <p>{registerPage.sentNext}</p>
        <p>{registerPage.sentExisting}</p>
      </div>
      <p className="mt-8 text-center">
        <Link to={paths.login} className="font-semibold text-brand-700 underline">
          {registerPage.signInLink}
        </Link>
      </p>
    </AuthCard>
  );
}
