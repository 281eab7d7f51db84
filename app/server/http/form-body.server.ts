import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Response as ExpressResponse } from "express";
import { requestErrors } from "~/content/errors";

// Reading a request's form body, with a size limit, for every POST the site takes.

/** Forms carry a few short fields; a megabyte is far more than any visitor sends. */
export const MAX_FORM_BYTES = 1_000_000;

const TOO_LARGE = requestErrors.tooLarge;
const tooLarge = () => new Response(TOO_LARGE, { status: 413 });

/** The 413 for a body over the limit, outside React Router; the connection is closed after it. */
export function refuseTooLarge(res: ExpressResponse): void {
  res.set("Connection", "close").status(413).type("text/plain").send(TOO_LARGE);
}

/**
 * A body of at most `limit` bytes, or null past it. Past the limit the rest is read and dropped, so
 * the 413 answers a request received in full: React Router's adapter destroys one that is not once
 * its answer is out, which resets even a kept-alive connection (the lingering close of decision
 * 0029 covers only connections that close); past 16 × the limit reading stops and the stream is
 * destroyed: cut off. A body that ends early
 * (the client went away) rejects. Read with events, not `for await`: the async iterator's promise per
 * chunk showed up in a profile of the form-load benchmark as a cost worth avoiding on the form path.
 */
export function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (finish: () => void) => {
      body.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
      else if (size > 16 * limit) {
        settle(() => resolve(null));
        body.destroy();
      }
    };
    const onEnd = () => settle(() => resolve(size <= limit ? Buffer.concat(chunks, size) : null));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error("the request body ended before it was complete")));
    // Over or gone before we came to it: no event is still to come.
    if (body.readableEnded) return resolve(Buffer.alloc(0));
    if (body.destroyed) return onClose();
    body.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
  });
}

/** A request's body of at most MAX_FORM_BYTES, also when sent without a length (chunked); more is a 413. */
export async function readBodyBytes(request: Request): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const body = await readAtMost(Readable.fromWeb(request.body as NodeReadableStream), MAX_FORM_BYTES);
  if (!body) throw tooLarge();
  return body as Buffer<ArrayBuffer>;
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
