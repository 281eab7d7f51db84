// What the server's log may say about an error (decision 0032). Errors carry what they were given:
// a failed query's parameters are a visitor's name, address and message; a mail server's refusal
// repeats the address it refused. The log gets what went wrong and where, never that data.

/** What separates words of a message; an address is a word holding an "@", even inside another or inside <…>. */
const SEPARATORS = /([\s<>()[\]{},;:"'`]+)/;

/** PostgreSQL messages that quote the value they could not read (the text a visitor typed). */
const QUOTED_VALUE = /(invalid input (?:syntax for type|value for enum) [^:]+: )"(?:[^"]|"")*"/g;

/** `text` with every address replaced by "[address]". */
export function withoutAddresses(text: string): string {
  // Word by word: a pattern searching for "word@word" anywhere would rescan each long word once per character.
  if (!text.includes("@")) return text;
  return text
    .split(SEPARATORS)
    .map((part) => (part.indexOf("@") < part.length - 1 && part.lastIndexOf("@") > 0 ? "[address]" : part))
    .join("");
}

/** The text's lines joined by one space each, blank ones left out. */
function oneLine(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
}

/** A Drizzle query error: its message is the statement with all its parameters, its cause the driver's error. */
function isQueryError(error: Error): boolean {
  return "params" in error && "query" in error;
}

/** The error's own words, without parameters, quoted values or addresses, on one line. */
export function loggableMessage(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(withoutAddresses(String(error)));
  if (isQueryError(error)) {
    return error.cause === undefined ? "a database query failed" : `a database query failed: ${loggableMessage(error.cause)}`;
  }
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  const text = (error.message || code || error.name).replace(QUOTED_VALUE, '$1"…"');
  return oneLine(withoutAddresses(text));
}

/** For an unexpected error: its name, its loggable message, and where it was thrown (the stack's frames). */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return loggableMessage(error);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${loggableMessage(error)}`, ...frames].join("\n");
}
