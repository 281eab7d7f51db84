import { mkdirSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { MemoryFS, PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// How the site keeps embedded PGlite small enough for a 512 MB machine (decision 0038 has the
// figures). WebAssembly memory is never given back to the system: whatever PGlite's Postgres
// touches once stays resident for the life of the process.

/** Where PGlite's Postgres looks for its data directory, inside its own (Emscripten) file system. */
const PGDATA = "/pglite/data";

/**
 * Postgres settings given on the command line at every start, so that they apply to data
 * directories made before them too (nothing is written to an existing postgresql.conf). PGlite
 * touches all of shared_buffers when Postgres starts: its default 128 MB was resident from the first
 * second. 16 MB holds a site's usual data; a database of 100,000 applications reads more pages
 * from the operating system's cache instead.
 *
 * Postgres fills each new 16 MB WAL file with zeros before using it. PGlite does that inside a
 * request, on the thread that answers every visitor, so under a run of submissions each new file
 * held them all up at once; without it the file grows as it is written, the same on disk.
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "wal_init_zero=off"];

type EmscriptenModule = {
  FS: { mkdirTree(path: string): void; mount(type: unknown, options: { root: string }, mountpoint: string): void };
  NODEFS: unknown;
};

/**
 * A data directory on disk, as PGlite's own NodeFS keeps it, except on the very first start: PGlite
 * then runs initdb in a second Postgres instance, which for NodeFS builds the new directory in
 * memory, dumps it to a tarball and unpacks that onto the disk (far more memory at the peak than a
 * running server needs), while for a MemoryFS it writes straight through to this one's files: here,
 * the folder on disk.
 */
export class FolderFS extends MemoryFS {
  private readonly root: string;

  constructor(folder: string) {
    super();
    this.root = path.resolve(folder);
    mkdirSync(this.root, { recursive: true });
  }

  override async init(pg: PGlite, emscriptenOptions: Parameters<MemoryFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    const mountFolder = (module: EmscriptenModule) => {
      module.FS.mkdirTree(PGDATA);
      module.FS.mount(module.NODEFS, { root: this.root }, PGDATA);
    };
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, mountFolder] } };
  }
}

/** The options every PGlite of the site opens with, in a folder or in memory. */
export function pgliteOptions(): Pick<PGliteOptions, "startParams" | "initDbStartParams"> {
  return {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // initdb's -c also writes the setting into a new directory's postgresql.conf.
    initDbStartParams: PGLITE_SETTINGS,
  };
}

/** A PGlite on a folder on disk, with the site's settings. */
export const pgliteOnFolder = (folder: string, pgliteWasmModule?: WebAssembly.Module) =>
  new PGlite({ fs: new FolderFS(folder), extensions: { pg_trgm }, pgliteWasmModule, ...pgliteOptions() });

/**
 * V8 compiles PGlite's large WebAssembly module again, optimised, as its functions get hot, by
 * default in as many parallel tasks as it has threads; the memory those compilations used stayed
 * with the threads, resident for good. One task makes the same code, a little later. Read when a
 * compilation starts, so it is set before the first PGlite; a V8 without the flag only prints a
 * warning.
 */
export function compileWasmInOneTask(): void {
  v8.setFlagsFromString("--wasm-num-compilation-tasks=1");
}

/**
 * One full garbage collection once the database is open. Start-up leaves large garbage behind:
 * the WebAssembly binary and file bundle, and on a first start a whole second Postgres that ran
 * initdb with a copy of its memory. An idle server would keep it until its next
 * major collection, which may be hours away.
 */
export async function collectStartGarbage(): Promise<void> {
  // From a task of its own: run in the continuation of PGlite's last call, it sometimes found the
  // first start's second Postgres still held by that call's handles.
  await new Promise((resolve) => setImmediate(resolve));
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (options: object) => void;
  v8.setFlagsFromString("--no-expose-gc");
  // "last-resort" also gives back the young generation's pages (V8 of Node 22 and later; Node 20's
  // takes it as a plain full collection).
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
}
