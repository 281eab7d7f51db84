import { useLocation, useNavigation } from "react-router";
import { accessGuard } from "~/content/auth";

/**
 * The access notice (docs/product.md, Accounts and access): while the browser waits for the server to
 * check access on the way into /admin, a full-screen notice says so. The check itself is the
 * server's: nothing protected is sent before it passes.
 */
export function AuthorizationNotice() {
  const navigation = useNavigation();
  const location = useLocation();
  const entering =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin") && !location.pathname.startsWith("/admin");
  if (!entering) return null;
  return (
    <div role="status" className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white/95 p-6 text-center">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <p className="text-2xl font-bold text-brand-900">{accessGuard.title}</p>
      <p className="text-lg text-slate-700">{accessGuard.body}</p>
    </div>
  );
}
