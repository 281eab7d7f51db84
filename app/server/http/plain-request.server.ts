/**
 * Reads the requests the fast lane may answer itself (decision 0052): a GET or HEAD in HTTP/1.1,
 * whole, with one Host, no body and nothing that changes how the connection goes on. Anything
 * else, however legal, is not read here: it goes to Node's own parser with every byte as it came,
 * so a request this reader misjudges is at worst answered more slowly, never differently.
 */
export type PlainRequest = {
  method: "GET" | "HEAD";
  /** The request target as sent: an origin-form path and query. */
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
};

/** Far below Node's 16 KB limit: a longer head is unusual, and Node's parser judges it. */
export const MAX_PLAIN_HEAD_BYTES = 8_192;

// Visible ASCII only in the target; a header's name is a token, its value visible ASCII, space or tab.
const requestLine = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/;
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\t\x20-\x7e]*?)[ \t]*$/;

/**
 * The plain request that starts at `offset` of `text` (bytes read as latin1), and where the next
 * one starts; undefined when the request there is incomplete or anything but plain.
 */
export function readPlainRequest(text: string, offset: number): { request: PlainRequest; next: number } | undefined {
  const end = text.indexOf("\r\n\r\n", offset);
  if (end === -1 || end - offset > MAX_PLAIN_HEAD_BYTES) return undefined;
  const lines = text.slice(offset, end).split("\r\n");
  const first = requestLine.exec(lines[0] ?? "");
  if (!first) return undefined;
  let hosts = 0;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  for (let index = 1; index < lines.length; index += 1) {
    const header = headerLine.exec(lines[index] ?? "");
    if (!header) return undefined;
    const value = header[2] ?? "";
    switch ((header[1] ?? "").toLowerCase()) {
      case "host":
        hosts += 1;
        break;
      // Node joins repeated headers; rather than copy how, such a request goes to Node.
      case "accept-encoding":
        if (acceptEncoding !== undefined) return undefined;
        acceptEncoding = value;
        break;
      case "if-none-match":
        if (ifNoneMatch !== undefined) return undefined;
        ifNoneMatch = value;
        break;
      case "connection":
        if (value.toLowerCase() !== "keep-alive") return undefined;
        break;
      // A body, a request to switch protocols or to wait for "continue": Node's parser decides.
      case "content-length":
      case "transfer-encoding":
      case "expect":
      case "upgrade":
        return undefined;
    }
  }
  if (hosts !== 1) return undefined;
  const method = first[1] === "HEAD" ? "HEAD" : "GET";
  return { request: { method, target: first[2] ?? "/", acceptEncoding, ifNoneMatch }, next: end + 4 };
}
