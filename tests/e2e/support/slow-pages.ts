import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Serves the site's pages as a slow connection delivers them: in pieces of about `pieceSize`
 * characters, cut between tags as the browser's parser may stop between them, with a pause after
 * each long enough for the browser to draw what it has.
 */
export async function startSlowPages(baseUrl: string, { pieceSize = 2000, pauseMs = 30 } = {}) {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", baseUrl), { redirect: "manual" });
    const page = await upstream.text();
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name)),
    );
    response.writeHead(upstream.status, headers);
    for (let start = 0; start < page.length;) {
      const nextTag = page.indexOf("<", start + pieceSize);
      const end = nextTag < 0 ? page.length : nextTag;
      response.write(page.slice(start, end));
      start = end;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
