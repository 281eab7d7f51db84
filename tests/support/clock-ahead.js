// Preloaded (node --import) into a server a test restarts after a crash: the process's clock reads
// CLOCK_AHEAD_MS later than the real one, as if the restart came that much later. It lets a test see
// what happens once time-based claims have run out (the outbox's 5-minute send lease) without waiting.
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const RealDate = Date;

/** @param {...any} args */
function LaterDate(...args) {
  const now = RealDate.now() + ahead;
  if (!new.target) return new RealDate(now).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now] : args, new.target);
}
// The same prototype: every date, made before or after this ran, by us or by Node, is a Date.
LaterDate.prototype = RealDate.prototype;
LaterDate.now = () => RealDate.now() + ahead;
LaterDate.parse = RealDate.parse;
LaterDate.UTC = RealDate.UTC;

globalThis.Date = /** @type {DateConstructor} */ (/** @type {unknown} */ (LaterDate));
