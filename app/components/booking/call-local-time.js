// @ts-check
// The call's page shows its time in the team's zone, named. With this, when the visitor's own zone
// differs, the line kept for it under that time (so nothing moves) says the time in their zone.
(() => {
  const line = document.querySelector("[data-local-time]");
  if (!(line instanceof HTMLElement)) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === line.dataset.zone) return;
  // French writes « mar. 1er déc. à 6 h 30 (HNP, heure locale) », as app/content/format.ts writes
  // the page's own times; English keeps what Intl gives.
  const french = document.documentElement.lang.startsWith("fr");
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: french ? "2-digit" : "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(french ? { hourCycle: "h23" } : {}),
  });
  const instant = new Date(line.dataset.instant ?? "");
  if (!french) {
    line.textContent = `${format.format(instant)} (${line.dataset.localTime})`;
    return;
  }
  const parts = format.formatToParts(instant);
  /** @param {string} type */
  const part = (type) => parts.find((entry) => entry.type === type)?.value ?? "";
  const day = part("day") === "1" ? "1er" : part("day");
  const minute = part("minute");
  const clock = `${Number(part("hour"))}\u00a0h${minute === "00" ? "" : `\u00a0${minute}`}`;
  line.textContent = `${part("weekday")} ${day} ${part("month")} à ${clock} (${part("timeZoneName")}, ${line.dataset.localTime})`;
})();
