// Whether a text names a person: their address or a name of theirs, as a whole. A name or address
// inside a longer word or address is someone else ("smith@corp.example" is not in
// "joe.smith@corp.example", "Ann" is not in "Annabel" or "Ann-Marie").

/** Letters and digits of any script, and what joins them into one word or address. */
const PART_OF_WORD_BEFORE = "[\\p{L}\\p{N}_.+%@-]";
const PART_OF_WORD_AFTER = "[\\p{L}\\p{N}_@-]|\\.[\\p{L}\\p{N}]";

function termPattern(terms: string[]): RegExp | null {
  const sources = terms
    .map((term) => term.trim())
    .filter((term) => term.length > 0)
    // Longest first, so a full name is matched before a shorter name inside it.
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));
  if (sources.length === 0) return null;
  return new RegExp(`(?<!${PART_OF_WORD_BEFORE})(?:${sources.join("|")})(?!${PART_OF_WORD_AFTER})`, "giu");
}

/** True when `text` names one of `terms` as a whole word or address, in any case. */
export function mentionsAny(text: string, terms: string[]): boolean {
  const pattern = termPattern(terms);
  return pattern !== null && pattern.test(text);
}

/** `text` with each whole mention of `terms` replaced by `[removed]`. */
export function withoutMentions(text: string, terms: string[]): string {
  const pattern = termPattern(terms);
  return pattern ? text.replace(pattern, "[removed]") : text;
}
