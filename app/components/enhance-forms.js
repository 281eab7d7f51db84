// @ts-check
// Progressive enhancement for lead forms (the forms work without it): moves focus to the
// error summary, shows a busy label while sending, and ignores a second click.
(() => {
  const summary = document.querySelector("[data-error-summary]");
  if (summary instanceof HTMLElement) summary.focus();

  for (const form of document.querySelectorAll("form[data-enhance]")) {
    const button = form.querySelector("button[type=submit]");
    if (!(button instanceof HTMLButtonElement)) continue;
    const idleLabel = button.textContent;
    form.addEventListener("submit", (event) => {
      if (form.getAttribute("data-sending") === "true") {
        event.preventDefault();
        return;
      }
      form.setAttribute("data-sending", "true");
      button.setAttribute("aria-disabled", "true");
      button.textContent = button.dataset.busyLabel ?? idleLabel;
    });
    // Coming back with the browser's Back button restores the page as it was: make it usable again.
    window.addEventListener("pageshow", () => {
      form.removeAttribute("data-sending");
      button.removeAttribute("aria-disabled");
      button.textContent = idleLabel;
    });
  }
})();
