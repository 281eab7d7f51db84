// @ts-check
// Progressive enhancement for lead forms (the forms work without it): moves focus to the
// error summary, shows a busy label while sending, ignores a second click, and has the browser's
// own checks speak the page's language (each control carries its messages: form-field.tsx).
(() => {
  const summary = document.querySelector("[data-error-summary]");
  if (summary instanceof HTMLElement) summary.focus();

  /** @param {EventTarget | null} target */
  const controlOf = (target) =>
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target : null;

  for (const form of document.querySelectorAll("form[data-enhance]")) {
    const button = form.querySelector("button[type=submit]");
    if (!(button instanceof HTMLButtonElement)) continue;
    const idleLabel = button.textContent;
    // `invalid` does not bubble: listen while it comes down to the control.
    form.addEventListener(
      "invalid",
      (event) => {
        const control = controlOf(event.target);
        if (!control) return;
        control.setCustomValidity("");
        const { validity, dataset } = control;
        const message = validity.valueMissing ? dataset.missing : validity.typeMismatch ? dataset.mismatch : undefined;
        if (message) control.setCustomValidity(message);
      },
      true,
    );
    // A message set above would keep the control invalid: once changed, the browser checks it afresh.
    for (const type of ["input", "change"]) {
      form.addEventListener(type, (event) => controlOf(event.target)?.setCustomValidity(""));
    }
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
