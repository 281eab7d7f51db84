import { errorSummary } from "./db/errors.server";
import { log } from "./log/logger.server";

export type HourlyJob = { checkNow(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `work` every `checkMs` (an hour by default) and when asked (`checkNow`). The timer never
 * keeps the process alive; a run that fails is logged and tried again at the next; `stop` waits for
 * a run in flight.
 */
export function startHourlyJob(name: string, work: () => Promise<void>, checkMs = 3_600_000): HourlyJob {
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = work().catch((error: unknown) => log.error(`${name}: the run failed, it is tried again later: ${errorSummary(error)}`));
  };
  const interval = setInterval(check, checkMs);
  interval.unref();
  return {
    checkNow() {
      check();
      return running;
    },
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
