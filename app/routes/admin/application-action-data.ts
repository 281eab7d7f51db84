import type { DeletionPreview } from "~/server/privacy/personal-data.server";

/** What the admin typed in "Shortlist CIOs", as the page shows it back. */
export type ShortlistDraft = { picks: string[]; notes: Record<string, { noteForCio: string; noteForCompany: string }> };

/** One CIO's e-mail exactly as "Send" would queue it. */
export type InvitationPreview = {
  cioId: string;
  name: string;
  to: string;
  subject: string;
  textBody: string;
  noteForCompany: string;
};

/** A refused or previewed shortlist: the admin's choices, errors by field ("picks", "noteForCio.<id>", "section"). */
export type ShortlistOutcome = { draft: ShortlistDraft; errors: Record<string, string>; preview?: InvitationPreview[] };

/** What /admin/applications/:id's action sends back to the page when it does not redirect. */
export type ActionProblem = {
  errors: Record<string, string>;
  confirmIntroduction?: string;
  /** 'Introduce directly' asks first, showing both e-mails: to whom, and what each says. */
  introductionPreview?: { otherId: string; introducedBefore: number; messages: { to: string; subject: string; textBody: string }[] };
  /** 'Delete personal data' asks once more, showing what would go. */
  confirmDeletion?: { reason: string; includeInquiries: boolean; preview: DeletionPreview };
  /** An edit of a note or reopening reason that was refused: which one, and the text as the admin typed it. */
  refusedEdit?: { id: string; text: string; error: string };
  /** "Shortlist CIOs" previewed or refused: what the admin chose and typed, and what is wrong. */
  shortlist?: ShortlistOutcome;
};
