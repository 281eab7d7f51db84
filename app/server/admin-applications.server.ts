import { data, redirect } from "react-router";
import { decisionForm } from "~/domain/forms/admin-forms";
import { requestedPage } from "~/domain/pagination";
import { decideApplication, decisionMessage, decisionSummary, listApplications } from "./applications.server";
import { readFormBody } from "./form-posts.server";
import { services } from "./services.server";

export type Notice = { tone: "success" | "warning"; text: string };

/** The list page: one page of applications, and the message about a decision just made. */
export async function applicationsPage(request: Request) {
  const url = new URL(request.url);
  const requested = requestedPage(url.searchParams.get("page"));
  const { database } = await services();
  const { rows, page } = await listApplications(database.db, requested);
  // A page past the end (an old bookmark, a hand-typed number) shows the last one, under its own address.
  if (url.searchParams.has("page") && requested !== page.page) {
    const canonical = new URLSearchParams(url.searchParams);
    canonical.set("page", String(page.page));
    throw redirect(`/admin?${canonical}`);
  }
  return { rows, page, notice: await noticeFor(url.searchParams) };
}

async function noticeFor(params: URLSearchParams): Promise<Notice | null> {
  const id = params.get("decided") ?? params.get("already");
  if (!id) return null;
  const { database } = await services();
  const summary = await decisionSummary(database.db, id);
  if (!summary?.status) return null;
  if (params.has("decided")) return { tone: "success", text: decisionMessage(summary, summary.status) };
  return {
    tone: "warning",
    text: `${summary.firstName} ${summary.lastName} had already been ${summary.status} by ${summary.decidedBy ?? "another admin"}; your choice was not recorded.`,
  };
}

/** POST /admin: Accept or Deny, then back to the same page (POST → redirect → GET) with the outcome. */
export async function decide(request: Request, adminEmail: string) {
  const body = await readFormBody(request);
  const parsed = decisionForm.safeParse({ id: body.get("id"), status: body.get("status") });
  if (!parsed.success) throw data("Choose Accept or Deny for an application in the list.", { status: 400 });
  const { database } = await services();
  const outcome = await decideApplication(database.db, { ...parsed.data, adminEmail, now: new Date() });
  if (outcome.outcome === "not-found") throw data("That application does not exist.", { status: 404 });
  const back = new URLSearchParams();
  const page = new URL(request.url).searchParams.get("page");
  if (page) back.set("page", page);
  back.set(outcome.outcome === "decided" ? "decided" : "already", parsed.data.id);
  return redirect(`/admin?${back}`, 303);
}
