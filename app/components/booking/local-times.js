// @ts-check
// /book without it shows every time in the team's zone, named. With it, when the visitor's own zone
// differs, each time gets the visitor's time beside it (its words from data-your-time).
(() => {
  const list = document.querySelector("[data-slot-zone]");
  if (!(list instanceof HTMLElement)) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === list.dataset.slotZone) return;
  // French writes « mar. 6 h 30 (HNP, heure locale) »: no leading zero and no « 00 », as
  // app/content/format.ts writes the page's own times; English keeps what Intl gives.
  const french = document.documentElement.lang.startsWith("fr");
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    hour: french ? "2-digit" : "numeric",
    minute: "2-digit",
    weekday: "short",
    timeZoneName: "short",
    ...(french ? { hourCycle: "h23" } : {}),
  });
  /** @param {Date} date */
  const written = (date) => {
    if (!french) return `${format.format(date)} (${list.dataset.yourTime})`;
    const parts = format.formatToParts(date);
    /** @param {string} type */
    const part = (type) => parts.find((entry) => entry.type === type)?.value ?? "";
    const minute = part("minute");
    const clock = `${Number(part("hour"))}\u00a0h${minute === "00" ? "" : `\u00a0${minute}`}`;
    return `${part("weekday")} ${clock} (${part("timeZoneName")}, ${list.dataset.yourTime})`;
  };
  for (const time of list.querySelectorAll("time[datetime]")) {
    const note = document.createElement("span");
    note.className = "block text-sm font-normal text-slate-700";
    note.textContent = written(new Date(time.getAttribute("datetime") ?? ""));
    time.after(note);
  }
})();
