// @ts-check
// Progressive enhancement for lead forms (the forms work without it: they carry `novalidate`, so
// the server's answer lists every problem). Before sending, it runs the browser's own checks on
// every control at once and shows what they find as the server would, in the page's language: a
// summary at the top whose links lead to the fields, and a message at each field (each control
// carries its messages and label: form-field.tsx). It moves focus to a summary, shows a busy label
// while sending, and ignores a second click.
(() => {
  const summary = document.querySelector("[data-error-summary]");
  if (summary instanceof HTMLElement) summary.focus();

  /** @param {unknown} target */
  const controlOf = (target) =>
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target : null;

  /** @param {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} control */
  const problemOf = (control) => {
    const { validity, dataset } = control;
    if (validity.valid) return null;
    if (validity.valueMissing && dataset.missing) return dataset.missing;
    if (validity.typeMismatch && dataset.mismatch) return dataset.mismatch;
    return control.validationMessage;
  };

  /**
   * Takes away the messages shown before (the server's or this script's), so only the latest stand.
   * @param {HTMLFormElement} form
   */
  const clearProblems = (form) => {
    for (const shown of form.querySelectorAll("[data-error-summary], [data-field-error]")) shown.remove();
    for (const control of form.querySelectorAll("[aria-invalid]")) {
      control.removeAttribute("aria-invalid");
      const rest = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && !id.endsWith("-error"));
      if (rest.length > 0) control.setAttribute("aria-describedby", rest.join(" "));
      else control.removeAttribute("aria-describedby");
    }
  };

  /**
   * @param {HTMLFormElement} form
   * @param {{ control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, message: string }[]} problems
   */
  const showProblems = (form, problems) => {
    const templates = form.querySelector("template[data-error-templates]");
    if (!(templates instanceof HTMLTemplateElement)) return false;
    const box = templates.content.querySelector("[data-error-summary]")?.cloneNode(true);
    const fieldMessage = templates.content.querySelector("[data-field-error]");
    const list = box instanceof HTMLElement ? box.querySelector("ul") : null;
    if (!(box instanceof HTMLElement) || !fieldMessage || !list) return false;
    const itemText = templates.dataset.summaryItem ?? "{label}: {message}";
    const french = document.documentElement.lang.startsWith("fr");
    box.id = "error-summary";
    box.setAttribute("aria-labelledby", "error-summary-title");
    box.querySelector("h2")?.setAttribute("id", "error-summary-title");
    for (const { control, message } of problems) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = `#${control.id}`;
      link.className = templates.dataset.summaryLinkClass ?? "";
      // French puts no capital after the summary's colon: « Prénom : ce champ est obligatoire. »
      const said = french ? `${message.charAt(0).toLocaleLowerCase("fr-CA")}${message.slice(1)}` : message;
      link.textContent = itemText.replace("{label}", control.dataset.label ?? control.name).replace("{message}", said);
      item.append(link);
      list.append(item);

      const shown = fieldMessage.cloneNode(true);
      if (!(shown instanceof HTMLElement)) continue;
      shown.id = `${control.id}-error`;
      shown.textContent = message;
      control.parentElement?.append(shown);
      control.setAttribute("aria-invalid", "true");
      const described = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      control.setAttribute("aria-describedby", [...described, shown.id].join(" "));
      // A problem among the folded optional fields unfolds them, so it can be seen.
      control.closest("details")?.setAttribute("open", "");
    }
    form.prepend(box);
    box.focus();
    return true;
  };

  for (const form of document.querySelectorAll("form[data-enhance]")) {
    if (!(form instanceof HTMLFormElement)) continue;
    const button = form.querySelector("button[type=submit]");
    if (!(button instanceof HTMLButtonElement)) continue;
    const idleLabel = button.textContent;
    form.addEventListener("submit", (event) => {
      if (form.getAttribute("data-sending") === "true") {
        event.preventDefault();
        return;
      }
      const problems = [];
      for (const element of form.elements) {
        const control = controlOf(element);
        const message = control && control.willValidate ? problemOf(control) : null;
        if (control && message) problems.push({ control, message });
      }
      if (problems.length > 0) {
        clearProblems(form);
        // Without its templates the form is sent as is, and the server answers with the summary.
        if (showProblems(form, problems)) {
          event.preventDefault();
          return;
        }
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
