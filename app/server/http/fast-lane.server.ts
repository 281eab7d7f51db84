import { type Server, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { logRequest } from "../log/logger.server";
import { type KeptPage, keptPageAnswer, type Variant } from "./page-cache.server";
import { type PlainRequest, readPlainRequest } from "./plain-request.server";
import { loggablePath, nextRequestId } from "./request-log.server";
import type { SharedPages } from "./shared-pages.server";

/**
 * The fast lane (decision 0052): each new connection is read here first, and while it asks plain
 * GETs and HEADs of pages made once, they are answered from bytes made once a second, without
 * node:http's request and response objects, which cost more than half of such a request's CPU.
 * The first request that is anything else (a form post, an admin page, a partial or unusual
 * request) hands the connection, from that request's first byte, to node:http for good.
 */
export type FastLane = {
  /** Ends the lane's connections that have nothing left to send (graceful shutdown). */
  closeIdle(): void;
  /** Destroys the lane's connections (when the shutdown's grace has run out). */
  closeAll(): void;
};

type Answer = { status: number; variant: Variant; withBody: boolean; closing: boolean };

/** HTTP's date, as node:http writes it, made once a second. */
let dateSecond = -1;
let dateLine = "";
function currentDateLine(now: number): string {
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(second * 1000).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** A whole answer's bytes: what node:http would write for it (status line, headers, Date, Connection). */
function answerBytes(answer: Answer, connectionLines: string, now: number): Buffer {
  const { status, variant } = answer;
  const headerLines = status === 304 ? variant.notModifiedLines : variant.headerLines;
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${headerLines}${currentDateLine(now)}${connectionLines}\r\n`;
  const headBytes = Buffer.from(head, "latin1");
  return answer.withBody && status !== 304 ? Buffer.concat([headBytes, variant.body]) : headBytes;
}

/** The bytes of each variant's answers, kept for the second their Date line names. */
const keptBytes = new WeakMap<Variant, { second: number; byKind: Map<string, Buffer> }>();

function bytesFor(answer: Answer, connectionLines: string): Buffer {
  const now = Date.now();
  if (answer.closing) return answerBytes(answer, connectionLines, now);
  const second = Math.floor(now / 1000);
  let entry = keptBytes.get(answer.variant);
  if (entry?.second !== second) {
    entry = { second, byKind: new Map() };
    keptBytes.set(answer.variant, entry);
  }
  const kind = `${answer.status}${answer.withBody ? "" : "-head"}`;
  let bytes = entry.byKind.get(kind);
  if (!bytes) {
    bytes = answerBytes(answer, connectionLines, now);
    entry.byKind.set(kind, bytes);
  }
  return bytes;
}

/**
 * Reads every connection of `server` first. node:http's own connection listener (the only one a new
 * server has) is taken off and called for the connections handed over.
 */
export function openFastLane(server: Server, sharedPages: SharedPages, state: { shuttingDown: boolean }): FastLane {
  const [nodeConnectionListener, ...others] = server.listeners("connection");
  if (!nodeConnectionListener || others.length > 0) throw new Error("The fast lane must be opened on a new http.Server");
  server.removeListener("connection", nodeConnectionListener as (socket: Socket) => void);
  /** The lane's connections, each with whether it is idle (nothing to write, no answer awaited). */
  const laneSockets = new Map<Socket, () => boolean>();

  const keepAliveLines = () => `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`;

  server.on("connection", (socket: Socket) => {
    laneSockets.set(socket, () => waiting === undefined && socket.writableLength === 0);
    // As node:http: a connection that says nothing is closed after headersTimeout, an idle one after keepAliveTimeout.
    socket.setTimeout(server.headersTimeout);
    // Once a request is answered the connection waits keepAliveTimeout; Node re-arms it on every read and write.
    let keptAlive = false;
    const keepAlive = () => {
      if (keptAlive) return;
      keptAlive = true;
      socket.setTimeout(server.keepAliveTimeout);
    };

    const answer = (request: PlainRequest, page: KeptPage, started: number) => {
      const { status, variant } = keptPageAnswer(page, request);
      const closing = state.shuttingDown;
      const chosen = { status, variant, withBody: request.method === "GET", closing };
      if (!socket.write(bytesFor(chosen, closing ? "Connection: close\r\n" : keepAliveLines()))) {
        socket.pause();
        socket.once("drain", () => socket.resume());
      }
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logRequest("info", { reqId: nextRequestId(), method: request.method, path: loggablePath(request.target), status, ms });
    };

    /** Once shutting down, an answer says "Connection: close" and nothing more is read. */
    const endedForShutdown = (): boolean => {
      if (!state.shuttingDown) return false;
      socket.uncork();
      socket.removeListener("data", onData);
      socket.end();
      return true;
    };

    /** Answers the requests of `chunk` from `offset`, in order; hands the connection over at the first it cannot. */
    const answerFrom = (chunk: Buffer, text: string, offset: number) => {
      socket.cork();
      while (offset < text.length) {
        const started = performance.now();
        const read = readPlainRequest(text, offset);
        const found = read && sharedPages.pageFor(read.request.target);
        if (!read || !found) break;
        if (found instanceof Promise) {
          // /healthz or a live page waiting for the database: what comes after it waits its turn.
          socket.uncork();
          waiting = chunk.subarray(read.next);
          void found.then((page) => {
            const rest = waiting ?? Buffer.alloc(0);
            waiting = undefined;
            if (socket.destroyed) return;
            answer(read.request, page, started);
            if (endedForShutdown()) return;
            if (rest.length > 0) answerFrom(rest, rest.toString("latin1"), 0);
            else keepAlive();
          });
          return;
        }
        answer(read.request, found, started);
        offset = read.next;
        if (endedForShutdown()) return;
      }
      socket.uncork();
      keepAlive();
      if (offset < text.length) handOver(chunk.subarray(offset));
    };

    /** What arrived while an answer was awaited, to be read once it is written. */
    let waiting: Buffer | undefined;
    const onData = (chunk: Buffer) => {
      if (waiting) waiting = Buffer.concat([waiting, chunk]);
      else if (socket.writable) answerFrom(chunk, chunk.toString("latin1"), 0);
    };
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    // The server's sockets stay half open when the client ends its side: end ours once written.
    const onEnd = () => socket.end();
    const onClose = () => laneSockets.delete(socket);

    const leave = () => {
      socket.removeListener("data", onData);
      socket.removeListener("timeout", onTimeout);
      socket.removeListener("error", onError);
      socket.removeListener("end", onEnd);
      socket.removeListener("close", onClose);
      laneSockets.delete(socket);
    };
    /** From here on node:http reads the connection, starting with the bytes the lane did not answer. */
    const handOver = (rest: Buffer) => {
      leave();
      socket.setTimeout(0);
      if (rest.length > 0) socket.unshift(rest);
      nodeConnectionListener.call(server, socket);
    };

    socket.on("data", onData);
    socket.on("timeout", onTimeout);
    socket.on("error", onError);
    socket.on("end", onEnd);
    socket.on("close", onClose);
  });

  return {
    closeIdle() {
      for (const [socket, idle] of laneSockets) if (idle()) socket.end();
    },
    closeAll() {
      for (const socket of laneSockets.keys()) socket.destroy();
    },
  };
}
