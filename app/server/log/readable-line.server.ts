// Development's log: pino's JSON line turned into one a person reads at a glance,
//   12:04:05.123 INFO  [k3x9-1f] GET /about 200 2.1 ms
// Whatever a line carries (a path, a message) may hold line breaks or terminal escapes: every value
// is printed with its control characters escaped, so nothing can start a line of its own. Only an
// error's stack frames continue on the next lines, indented under the line they belong to.

type Entry = Record<string, unknown> & { level?: unknown; time?: unknown; msg?: unknown; reqId?: unknown };

/** C0 and C1 controls, DEL, and the two Unicode line separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with its control characters as \n, \t or \uXXXX. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (char) => {
    if (char === "\n") return "\\n";
    if (char === "\r") return "\\r";
    if (char === "\t") return "\\t";
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

function shown(value: unknown): string {
  return escapeControls(typeof value === "string" ? value : (JSON.stringify(value) ?? String(value)));
}

/** The message: its first line escaped; the lines after it (an error's frames) indented, each escaped. */
function message(text: string): string {
  const [first = "", ...rest] = text.split("\n");
  return [escapeControls(first), ...rest.map((line) => `    ${escapeControls(line.trim())}`)].join("\n");
}

function clock(time: unknown): string {
  const date = new Date(typeof time === "number" ? time : Date.now());
  return date.toISOString().slice(11, 23);
}

/** One JSON line of pino as one readable line (and its indented continuation), ending with a newline. */
export function readableLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return `${escapeControls(json.trimEnd())}\n`;
  }
  const { level, time, msg, reqId, method, path, status, ms, ...rest } = entry;
  const parts = [
    clock(time),
    String(level ?? "info")
      .toUpperCase()
      .padEnd(5),
  ];
  if (reqId !== undefined) parts.push(`[${shown(reqId)}]`);
  if (method !== undefined) parts.push(shown(method), shown(path), shown(status), `${shown(ms)} ms`);
  if (typeof msg === "string" && msg !== "" && msg !== "request") parts.push(message(msg));
  for (const [key, value] of Object.entries(rest)) parts.push(`${escapeControls(key)}=${shown(value)}`);
  return `${parts.join(" ")}\n`;
}
