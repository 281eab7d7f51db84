// Preloaded (node --import) into a server under test: the process's clock (every thread's) reads
// later than the real one, as if that much more time had passed. It lets a test see what happens
// once time-based rules have run out (the outbox's 5-minute send lease, a retry a minute away)
// without waiting for them.
// - CLOCK_AHEAD_MS: a fixed lead, from the start.
// - CLOCK_AHEAD_FILE: a file holding a further lead in ms, which the test may rewrite while the
//   server runs (read again at most every 50 ms): the server's clock jumps forward then.
import { readFileSync } from "node:fs";

const fixedLead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const leadFile = process.env.CLOCK_AHEAD_FILE;
const RealDate = Date;
let fileLead = 0;
let fileReadAt = -Infinity;

function lead() {
  if (leadFile && RealDate.now() - fileReadAt >= 50) {
    fileReadAt = RealDate.now();
    try {
      fileLead = Number(readFileSync(leadFile, "utf8").trim() || 0);
    } catch {
      fileLead = 0; // not written yet
    }
  }
  return fixedLead + fileLead;
}

/** @param {...any} args */
function LaterDate(...args) {
  const now = RealDate.now() + lead();
  if (!new.target) return new RealDate(now).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now] : args, new.target);
}
// The same prototype: every date, made before or after this ran, by us or by Node, is a Date.
LaterDate.prototype = RealDate.prototype;
LaterDate.now = () => RealDate.now() + lead();
LaterDate.parse = RealDate.parse;
LaterDate.UTC = RealDate.UTC;

globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (LaterDate));
