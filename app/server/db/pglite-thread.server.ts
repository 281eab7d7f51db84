// The embedded database's own thread (decision 0105): PGlite on the server's folder, answering the
// requests of threaded-pglite.server.ts. Started by the built server only. It imports nothing but
// PGlite and its own helpers: each module loaded here is loaded twice in the process.
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { collectStartGarbage, compileWasmInOneTask, pgliteOnFolder } from "./pglite-options.server";
import { preparedOnPglite } from "./pglite-prepared.server";
import type { ThreadReply, ThreadRequest, ThreadSettings } from "./threaded-pglite.server";

const port = parentPort;
if (!port) throw new Error("pglite-thread runs as a worker thread");
const settings = workerData as ThreadSettings;

/** Transactions in progress, each waiting for its caller's commit or rollback. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let lastTransaction = 0;

/** Drizzle's parsers keep dates and intervals as text; the thread is told which types, not given functions. */
const asText = (types: number[] | undefined): QueryOptions["parsers"] =>
  types && Object.fromEntries(types.map((type) => [type, (value: string) => value]));

/** Begins a transaction and answers once it is open; it ends when its caller says how. */
function begin(pg: PGlite): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((resolve, reject) => {
    const rolledBack = new Error("rolled back by its caller");
    const done = pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        open.set(id, { tx, end });
        resolve(id);
      });
      if (!commit) throw rolledBack;
    });
    ended.set(
      id,
      done.then(
        () => undefined,
        (error: unknown) => {
          if (error !== rolledBack) throw error;
        },
      ),
    );
    // A failed BEGIN never opens the transaction.
    done.catch((error: unknown) => {
      if (!open.has(id)) reject(error);
    });
  });
}
const ended = new Map<number, Promise<void>>();

async function finish(id: number, commit: boolean): Promise<void> {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  open.delete(id);
  transaction.end(commit);
  try {
    await ended.get(id);
  } finally {
    ended.delete(id);
  }
}

function target(pg: PGlite, tx: number | null): PGlite | Transaction {
  if (tx === null) return pg;
  const transaction = open.get(tx);
  if (!transaction) throw new Error(`no open transaction ${tx}`);
  return transaction.tx;
}

async function answer(pg: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options: QueryOptions = { rowMode: request.rowMode, parsers: asText(request.textTypes) };
      return target(pg, request.tx).query(request.text, request.params, options);
    }
    case "exec":
      return target(pg, request.tx).exec(request.text);
    case "prepared":
      return preparedOnPglite(pg, request.name, request.text, request.params);
    case "begin":
      return begin(pg);
    case "collect-garbage":
      return collectStartGarbage();
    case "end":
      return finish(request.tx, request.commit);
    case "close":
      return pg.close();
  }
}

/** What crosses back of an error: its message and its fields (SQLSTATE, constraint…), never a class. */
function plain(error: unknown): Extract<ThreadReply, { ok: false }>["error"] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.fromEntries(
    Object.entries(error).filter(
      ([key, value]) => key !== "query" && key !== "params" && (typeof value === "string" || typeof value === "number"),
    ),
  );
  return { ...fields, message: error.message, name: error.name };
}

compileWasmInOneTask();
try {
  const pg = pgliteOnFolder(settings.folder, settings.wasmModule);
  await pg.waitReady;
  port.on("message", (request: ThreadRequest) => {
    answer(pg, request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: plain(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ id: 0, ok: true, result: "ready" } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: plain(error) } satisfies ThreadReply);
}
