/** Polls `check` every 100 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until /healthz answers `status`: its answer stands for a second (app/server/http/health.server.ts). */
export const healthBecomes = (baseUrl: string, status: 200 | 503, timeoutMs = 5_000) =>
  until(async () => (await fetch(`${baseUrl}/healthz`)).status === status, timeoutMs, `/healthz answering ${status}`);
