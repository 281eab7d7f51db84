// The one way tests wait for something another process or thread does: poll what it shows, never
// sleep a guessed time. A failure names what was awaited, so a slow machine and a real bug read apart.

/** What is awaited, for the failure message; a function is asked only on failure, to report the last state seen. */
type What = string | (() => string);

/**
 * Polls `read` every 100 ms until it gives a value other than undefined, and returns that value;
 * fails naming `what` after `timeoutMs`. The first read is at once.
 */
export async function untilValue<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs: number, what: What): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${typeof what === "string" ? what : what()} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: What): Promise<void> {
  await untilValue(async () => ((await check()) ? true : undefined), timeoutMs, what);
}

/** Waits until /healthz answers `status`: its answer stands for a second (app/server/http/health.server.ts). */
export const healthBecomes = (baseUrl: string, status: 200 | 503, timeoutMs = 5_000) =>
  until(async () => (await fetch(`${baseUrl}/healthz`)).status === status, timeoutMs, `/healthz answering ${status}`);
