import type { IncomingMessage, Server } from "node:http";
import { Socket } from "node:net";

/** How long a closing connection goes on reading what its client still sends. */
const LINGER_MS = 5_000;

/**
 * Lets a connection close after its answer without resetting it (decision 0029).
 *
 * Node closes a connection whose answer says `Connection: close` as soon as the answer is written
 * (`socket.destroySoon`). If the client is still sending its body then (an upload over the limit,
 * answered 413 at once; a post to a page that redirects without reading it), the bytes that arrive
 * after the close make the kernel reset the connection, and a client that reads the answer once it
 * has sent everything, as browsers do, gets the reset instead. So while a request's body is still
 * coming, its answer is followed by a FIN only; Node's parser reads and drops the rest; and the
 * socket closes once the client closes its side, or after LINGER_MS at most. A request already
 * received in full closes as Node would close it.
 */
export function closeWithoutReset(server: Server): void {
  // First, so it is in place even for an answer given at once.
  server.prependListener("request", (request: IncomingMessage) => {
    request.socket.destroySoon = function closeOnceClientIsDone(this: Socket) {
      if (request.complete) return Socket.prototype.destroySoon.call(this);
      if (this.writable) this.end();
      if (this.destroyed) return;
      const timer = setTimeout(() => this.destroy(), LINGER_MS);
      timer.unref();
      this.once("close", () => clearTimeout(timer));
    };
  });
}
