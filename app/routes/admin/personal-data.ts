import { adminContext } from "~/server/auth/admin-guard.server";
import { personalDataDownload } from "~/routes/admin/application.server";
import type { Route } from "./+types/personal-data";

/** /admin/applications/:id/personal-data.json: everything held about the applicant, as a download. */
export const loader = ({ params, context }: Route.LoaderArgs) => personalDataDownload(params.id, context.get(adminContext).email);
