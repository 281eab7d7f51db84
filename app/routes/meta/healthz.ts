import { databaseAnswers } from "~/server/db/client.server";
import { services } from "~/server/services.server";

/** 200 when the server can serve, which includes its database answering; 503 otherwise. */
export async function loader() {
  const { database } = await services();
  const ok = await databaseAnswers(database.db);
  return Response.json(
    { status: ok ? "ok" : "unavailable", database: ok ? "ok" : "unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
