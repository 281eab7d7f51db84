import type { Route } from "../../routes/admin/+types/application";

// What the application page's loader and action hand its parts (app/routes/admin/application.tsx).

export type ApplicationPageData = Route.ComponentProps["loaderData"];
export type ApplicationProblem = Route.ComponentProps["actionData"];

/** The text and error of a refused edit, for the note or history entry it was about. */
export const refusedEdit = (problem: ApplicationProblem, id: string) =>
  problem?.refusedEdit?.id === id ? { text: problem.refusedEdit.text, error: problem.refusedEdit.error } : undefined;
