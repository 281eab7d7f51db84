import type { Response as ExpressResponse } from "express";
import { requestErrors } from "~/content/errors";
import { words } from "~/content/words";
import { localeOfPath } from "~/domain/locale";

// Reading a request's form body, with a size limit, for every POST the site takes.

/** Forms carry a few short fields; a megabyte is far more than any visitor sends. */
export const MAX_FORM_BYTES = 1_000_000;

const TOO_LARGE = requestErrors.tooLarge;
const tooLarge = () => new Response(TOO_LARGE, { status: 413 });

/**
 * The 413 for a body over the limit, outside React Router, in the language of the path it was posted
 * to; the connection is closed after it.
 */
export function refuseTooLarge(res: ExpressResponse, path: string): void {
  const text = words(localeOfPath(path)).errors.requestErrors.tooLarge;
  res.set("Connection", "close").status(413).type("text/plain; charset=utf-8").send(text);
}

/**
 * A request's body of at most MAX_FORM_BYTES, also when sent without a length (chunked); more is a
 * 413. Past the limit the rest is read and dropped, so the 413 answers a request received in full:
 * React Router's adapter destroys one that is not once its answer is out, which resets even a
 * kept-alive connection (the lingering close of decision 0029 covers only connections that close);
 * past 16 × the limit reading stops and the stream is cancelled: cut off. A body that ends early
 * (the client went away) rejects. Read straight from the Fetch body's reader: turning it back into
 * a Node stream first cost more than the reading itself in a profile of the form-load benchmark.
 */
export async function readBodyBytes(request: Request): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size <= MAX_FORM_BYTES) chunks.push(read.value);
    else if (size > 16 * MAX_FORM_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
  }
  if (size > MAX_FORM_BYTES) throw tooLarge();
  return Buffer.concat(chunks, size);
}

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data\b/i;

/** Reads a urlencoded or multipart body of at most MAX_FORM_BYTES; anything else is the client's error. */
export async function readFormBody(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!URLENCODED.test(contentType) && !MULTIPART.test(contentType)) {
    throw new Response(requestErrors.unsupportedBody, { status: 415 });
  }
  const body = await readBodyBytes(request);
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new Response(requestErrors.unreadableBody, { status: 400 });
  }
}

/**
 * readFormBody for the forms posted most (the lead forms): a urlencoded body is parsed straight from
 * its bytes, as Response.formData() would (UTF-8, the same pairs in the same order), without a
 * second trip through a Fetch Response and its stream for every submission.
 */
export async function readFormFields(request: Request): Promise<URLSearchParams | FormData> {
  if (!URLENCODED.test(request.headers.get("content-type") ?? "")) return readFormBody(request);
  return new URLSearchParams((await readBodyBytes(request)).toString("utf8"));
}
