import type { Server } from "node:http";
import net from "node:net";
import { stopServices } from "../services.server";
import { errorSummary } from "../db/errors.server";
import { log } from "~/server/log/logger.server";

/** How long requests in flight get to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

/** How long, at most, the server goes on accepting the connections that were waiting when the signal came. */
const MAX_DRAIN_MS = 5_000;

/**
 * Stops the server without cutting off a request that was sent before the signal: answers every
 * request already received or waiting (with `Connection: close` from then on, see createApp), then
 * lets an e-mail being sent finish, closes the database and exits 0. Requests sent later are refused.
 *
 * A request sent before the signal may not have been read yet. Its connection may still wait in the
 * listening socket's queue (Node accepts one connection per turn of the event loop, and a busy server
 * takes a while over each turn), or its bytes may still sit unread in an accepted socket.
 * http.Server#close would drop both: closing the listening socket resets the connections still queued,
 * and it closes idle connections at once, unread requests with them. So the server keeps accepting
 * until a turn of the event loop accepts nothing (or MAX_DRAIN_MS have passed), then stops listening
 * (net.Server's close, which leaves connections alone), and closes idle connections one turn later,
 * once what the last ones carry has been read.
 */
export function shutDownGracefully(server: Server, state: { shuttingDown: boolean }, signal: string) {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  log.info(`${signal} received: finishing requests in flight, then exiting`);

  const drainUntil = Date.now() + MAX_DRAIN_MS;
  let accepted = false;
  server.on("connection", () => (accepted = true));
  const stopListeningOnceDrained = () => {
    if (accepted && Date.now() < drainUntil) {
      accepted = false;
      setImmediate(stopListeningOnceDrained);
      return;
    }
    net.Server.prototype.close.call(server, () => {
      // Requests are done; let an e-mail being sent finish, then close the database.
      stopServices()
        .catch((error: unknown) => log.error(`Error while stopping: ${errorSummary(error)}`))
        .finally(() => {
          log.info("Server stopped");
          process.exit(0);
        });
    });
    // Keep-alive sockets become idle as their last response ends: close each one then, rather
    // than waiting for the keep-alive timeout.
    const closeIdle = () => server.closeIdleConnections();
    setImmediate(() => {
      closeIdle();
      setInterval(closeIdle, 50).unref();
    });
  };
  // One turn first: the connections accepted in it are read in the next.
  accepted = true;
  setImmediate(stopListeningOnceDrained);

  setTimeout(() => {
    log.warn(`Requests still open after ${SHUTDOWN_GRACE_MS} ms; closing them`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
}
