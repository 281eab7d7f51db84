import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { adminOnly } from "~/content/admin";
import { isAdmin, loginPath } from "~/domain/admin-access";
import { services } from "../services.server";

/** Who is signed in, as the pages need it. */
export type Viewer = {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
};

/** The signed-in user of this request (read from the database), or null. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const { auth, config } = await services();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, emailVerified } = session.user;
  const emailVerifiedAt = session.user.emailVerifiedAt ? new Date(session.user.emailVerifiedAt) : null;
  const sessionCreatedAt = new Date(session.session.createdAt);
  return { id, email, emailVerified, isAdmin: isAdmin({ email, emailVerified, emailVerifiedAt, sessionCreatedAt }, config.adminEmails) };
}

/** The admin an admin page or action runs for; set by `requireAdmin`. */
export const adminContext = createContext<Viewer>();

/**
 * Runs before every loader and action under /admin, on the server, so nothing protected is
 * read or changed for anyone else: pages send the visitor to /login (and back afterwards);
 * a signed-in user without admin rights who posts an action gets 403.
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const viewer = await getViewer(request);
  if (!viewer?.isAdmin) {
    const url = new URL(request.url);
    // A client-side data request names the routes it wants (?_routes=…): not part of the page to come back to.
    if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
    const isAction = !["GET", "HEAD"].includes(request.method.toUpperCase());
    if (isAction && viewer) throw data(adminOnly, { status: 403 });
    throw redirect(loginPath(`${url.pathname.replace(/\.data$/, "")}${url.search}`));
  }
  context.set(adminContext, viewer);
  return next();
};
