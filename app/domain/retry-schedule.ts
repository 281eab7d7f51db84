const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; every later one waits the last step. */
const delays = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR];
const steadyDelay = 6 * HOUR;

/** Past this age a message is given up on: a day-old "thanks, we'll reply within a day" helps nobody. */
export const giveUpAfterMs = 24 * HOUR;

/**
 * When to try a message again after its `attempts`-th failed attempt (attempts ≥ 1),
 * or null to give up because that try would come more than 24 h after `createdAt`.
 */
export function nextAttemptAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const index = Math.max(1, Math.floor(attempts)) - 1;
  const next = new Date(now.getTime() + (delays[index] ?? steadyDelay));
  return next.getTime() - createdAt.getTime() > giveUpAfterMs ? null : next;
}
