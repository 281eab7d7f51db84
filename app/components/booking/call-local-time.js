// @ts-check
// The call's page shows its time in the team's zone, named. With this, when the visitor's own zone
// differs, the line kept for it under that time (so nothing moves) says the time in their zone.
(() => {
  const line = document.querySelector("[data-local-time]");
  if (!(line instanceof HTMLElement)) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === line.dataset.zone) return;
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  line.textContent = `${format.format(new Date(line.dataset.instant ?? ""))} (${line.dataset.localTime})`;
})();
