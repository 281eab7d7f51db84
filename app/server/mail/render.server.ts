// How an e-mail looks: blocks of a body written as plain text and as HTML, with every value
// escaped. No words live here; they are in app/content/emails.ts and decision-emails.ts.

import { languageTags, type Locale } from "~/domain/locale";
import { asOneLine } from "~/domain/forms/control-characters";

/** Who gets an e-mail, and what it is: its outbox row's header columns. */
export type Envelope = {
  kind: string;
  recipients: string[];
  /** Copies, named in the Cc header (the team on an introduction); none when left out. */
  cc?: string[];
  replyTo?: string | null;
  subject: string;
};

/** One e-mail with its bodies written. */
export type OutgoingMessage = Envelope & {
  textBody: string;
  htmlBody: string;
};

/**
 * A block of the message body: a paragraph, a list of label/value rows, a link (shown as a button:
 * the e-mail's next step), a plain link (a text link, for what is on offer but not the point), a
 * list of linked items, a list of plain items, or lines kept together (a signature).
 */
export type Block =
  | { paragraph: string }
  | { rows: { label: string; value: string }[] }
  | { link: { label: string; href: string } }
  | { plainLink: { label: string; href: string } }
  | { items: { text: string; href: string }[] }
  | { bullets: readonly string[] }
  | { lines: readonly string[] };

/** An e-mail before its bodies are written: `blocks` is called only for the drafts that are rendered. */
export type Draft = Envelope & { blocks: () => Block[]; /** The body's language; English when left out. */ locale?: Locale };

/** Paragraphs as blocks. */
export const paragraphs = (texts: readonly string[]): Block[] => texts.map((paragraph) => ({ paragraph }));

/** A draft with a header-safe subject. */
export function draft(input: Draft): Draft {
  return { ...input, replyTo: input.replyTo ?? null, subject: oneLine(input.subject) };
}

/** The drafts written; with `kind`, only those of that kind (the others are not written). */
export function written(drafts: Draft[], kind: string | undefined): OutgoingMessage[] {
  return (kind === undefined ? drafts : drafts.filter((candidate) => candidate.kind === kind)).map(render);
}

export function render(input: Draft): OutgoingMessage {
  const { kind, recipients, cc, replyTo, subject } = draft(input);
  const blocks = input.blocks();
  const locale = input.locale ?? "en";
  return {
    kind,
    recipients,
    ...(cc ? { cc } : {}),
    replyTo,
    subject,
    textBody: renderText(blocks, locale),
    htmlBody: renderHtml(subject, blocks, locale),
  };
}

/**
 * A header-safe subject: the values in it may carry line breaks, control characters or the marks
 * that reverse text (a row stored before they were refused), which become spaces by the forms' own rule.
 */
export function oneLine(value: string, maxLength = 150): string {
  const flat = asOneLine(value);
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** What follows a label in the plain text: French sets a non-breaking space before the colon. */
const labelColon = { en: ":", fr: "\u00a0:" } as const satisfies Record<Locale, string>;

function renderText(blocks: Block[], locale: Locale): string {
  const colon = labelColon[locale];
  const parts = blocks.map((block) => {
    if ("paragraph" in block) return block.paragraph;
    if ("link" in block) return `${block.link.label}${colon} ${block.link.href}`;
    if ("plainLink" in block) return `${block.plainLink.label}${colon} ${block.plainLink.href}`;
    if ("lines" in block) return block.lines.join("\n");
    if ("bullets" in block) return block.bullets.map((bullet) => `- ${bullet}`).join("\n");
    if ("items" in block) return block.items.map((item) => `- ${item.text}\n  ${item.href}`).join("\n");
    return block.rows
      .map(({ label, value }) =>
        value.includes("\n") ? `${label}${colon}\n${value.replace(/\r\n?/g, "\n").replace(/^/gm, "  ")}` : `${label}${colon} ${value}`,
      )
      .join("\n");
  });
  return `${parts.join("\n\n")}\n`;
}

const styles = {
  body: "margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:15px;line-height:1.5",
  card: "max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  paragraph: "margin:0 0 16px",
  table: "border-collapse:collapse;width:100%;margin:0 0 16px",
  th: "text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #e7e5e4;white-space:nowrap;font-weight:bold",
  td: "vertical-align:top;padding:6px 0;border-bottom:1px solid #e7e5e4;white-space:pre-wrap;word-break:break-word",
  list: "margin:0 0 16px;padding-left:20px",
  item: "margin:0 0 8px",
  link: "display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px",
};

function renderHtml(subject: string, blocks: Block[], locale: Locale): string {
  const body = blocks
    .map((block) => {
      if ("paragraph" in block) return `<p style="${styles.paragraph}">${escapeHtml(block.paragraph)}</p>`;
      if ("link" in block) {
        return `<p style="${styles.paragraph}"><a href="${escapeHtml(block.link.href)}" style="${styles.link}">${escapeHtml(block.link.label)}</a></p>`;
      }
      if ("plainLink" in block) {
        return `<p style="${styles.paragraph}"><a href="${escapeHtml(block.plainLink.href)}">${escapeHtml(block.plainLink.label)}</a></p>`;
      }
      if ("lines" in block) return `<p style="${styles.paragraph}">${block.lines.map(escapeHtml).join("<br>")}</p>`;
      if ("bullets" in block) {
        return `<ul style="${styles.list}">${block.bullets.map((bullet) => `<li style="${styles.item}">${escapeHtml(bullet)}</li>`).join("")}</ul>`;
      }
      if ("items" in block) {
        const items = block.items.map(
          (item) => `<li style="${styles.item}"><a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a></li>`,
        );
        return `<ul style="${styles.list}">${items.join("")}</ul>`;
      }
      const rows = block.rows
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="${styles.th}">${escapeHtml(label)}</th><td style="${styles.td}">${escapeHtml(value)}</td></tr>`,
        )
        .join("");
      return `<table style="${styles.table}">${rows}</table>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="${languageTags[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
${body}
</div>
</body>
</html>
`;
}

/**
 * The language a written body is in, from the `lang` of its <html> (renderHtml writes it, from the
 * draft's locale): the Content-Language header states it when the row is sent, rows queued before
 * the header came included. English when there is none.
 */
export function bodyLanguage(html: string): string {
  return /<html lang="([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)">/.exec(html)?.[1] ?? languageTags.en;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
