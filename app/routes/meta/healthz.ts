import { databaseHealth, healthAnswer } from "~/server/http/health.server";

/**
 * /healthz under `react-router dev`; the production server answers it before React Router
 * (shared-pages.server.ts) with the same check and body.
 */
export async function loader() {
  const { status, body } = healthAnswer(await databaseHealth());
  return new Response(body, { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}
