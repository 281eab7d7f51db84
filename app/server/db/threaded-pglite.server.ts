import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { log } from "~/server/log/logger.server";

// The server's embedded database runs in a thread of its own (decision 0105), so that PGlite's
// Postgres never holds up the thread that reads and answers requests. This is the requests' side:
// what Drizzle and raw-query.server.ts call on a PGlite, sent to pglite-thread.server.ts.

export type ThreadSettings = { folder: string; wasmModule: WebAssembly.Module };

type Scope = { tx: number | null };
export type ThreadRequest = { id: number } & (
  | ({ op: "query"; text: string; params: unknown[]; rowMode: QueryOptions["rowMode"]; textTypes?: number[] } & Scope)
  | ({ op: "exec"; text: string } & Scope)
  | { op: "prepared"; name: string; text: string; params: unknown[] }
  | { op: "begin" }
  | { op: "collect-garbage" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" }
);
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;
export type ThreadReply = { id: number } & (
  { ok: true; result: unknown } | { ok: false; error: { message: string } & Record<string, unknown> }
);

/** The thread's entry beside the built server (vite.config.ts writes it there); null from the sources. */
export function builtPgliteThread(): string | null {
  if (!import.meta.filename.endsWith(".js")) return null;
  const here = import.meta.dirname;
  // The bundler may put this module in the entry or in a shared chunk under assets/.
  return [path.join(here, "pglite-thread.js"), path.join(here, "..", "pglite-thread.js")].find((entry) => existsSync(entry)) ?? null;
}

/** What a query in a transaction or outside one is sent with. */
type Queries = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
};

/** A PGlite in its own thread, with the part of PGlite's interface the site uses. */
export class ThreadedPglite implements Queries {
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private lastId = 0;
  private closed: Error | null = null;

  private constructor(private readonly thread: Worker) {
    thread.on("message", (reply: ThreadReply) => {
      const caller = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) caller?.resolve(reply.result);
      else caller?.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    thread.on("error", (error) => {
      log.error(`The embedded database's thread stopped: ${error.message}`);
      this.fail(error);
    });
    thread.on("exit", () => this.fail(new Error("the thread exited")));
  }

  /** Starts the thread; resolves once its database is open. */
  static async start(entry: string, folder: string): Promise<ThreadedPglite> {
    // Compiled here and handed over, the module is one in the process; read and compiled in the
    // thread, the file's bytes and the compiler's work stayed in that thread's own allocator.
    const wasmModule = await WebAssembly.compile(await readFile(new URL(import.meta.resolve("@electric-sql/pglite/pglite.wasm"))));
    const settings: ThreadSettings = { folder, wasmModule };
    const client = new ThreadedPglite(new Worker(entry, { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: 1 } }));
    return new Promise((resolve, reject) => {
      client.waiting.set(0, { resolve: () => resolve(client), reject });
    });
  }

  /** Every call from now on fails as PGlite does once closed: the site then answers as for an outage. */
  private fail(cause: Error): void {
    const closed = (this.closed ??= new Error("PGlite is closed", { cause }));
    for (const caller of this.waiting.values()) caller.reject(closed);
    this.waiting.clear();
  }

  private send<T>(request: Request): Promise<T> {
    if (this.closed) return Promise.reject(this.closed);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.thread.postMessage({ ...request, id });
    });
  }

  private queries(tx: number | null): Queries {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.send<Results<T>>({
          op: "query",
          text,
          params,
          tx,
          rowMode: options?.rowMode,
          textTypes: options?.parsers && Object.keys(options.parsers).map(Number),
        }),
      exec: (text: string) => this.send<Results[]>({ op: "exec", text, tx }),
    };
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queries(null).query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.queries(null).exec(text);
  }

  /** The submission statement, prepared once in the thread (raw-query.server.ts). */
  prepared<Row>(name: string, text: string, params: unknown[]): Promise<Row[]> {
    return this.send<Row[]>({ op: "prepared", name, text, params });
  }

  /** A full garbage collection in the thread: once, after the start's migrations. */
  collectGarbage(): Promise<void> {
    return this.send({ op: "collect-garbage" });
  }

  /** Runs `work` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: "begin" });
    let result: T;
    try {
      result = await work(this.queries(tx));
    } catch (error) {
      await this.send({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: "close" });
    this.closed = new Error("PGlite is closed");
    await this.thread.terminate();
  }
}
