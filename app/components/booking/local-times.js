// @ts-check
// /book without it shows every time in the team's zone, named. With it, when the visitor's own zone
// differs, each time gets the visitor's time beside it (its words from data-your-time).
(() => {
  const list = document.querySelector("[data-slot-zone]");
  if (!(list instanceof HTMLElement)) return;
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!own || own === list.dataset.slotZone) return;
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    hour: "numeric",
    minute: "2-digit",
    weekday: "short",
    timeZoneName: "short",
  });
  for (const time of list.querySelectorAll("time[datetime]")) {
    const note = document.createElement("span");
    note.className = "block text-sm font-normal text-slate-700";
    note.textContent = `${format.format(new Date(time.getAttribute("datetime") ?? ""))} (${list.dataset.yourTime})`;
    time.after(note);
  }
})();
