// @ts-check
// Where this visit began (decision 0082), for the team to see with a lead: the campaign tags and
// partner code of the first page's address (utm_source, utm_medium, utm_campaign, ref) and the host
// of the site that linked to it, when that is another site. Kept in this tab's sessionStorage only
// (no cookie, nothing sent), and added to the lead forms and /book's form as hidden fields, so it
// reaches us only with a form the visitor chooses to send. The server checks every value again.
(() => {
  let done = false;
  const remember = () => {
    if (done) return;
    done = true;
    const key = "first-touch";
    /** @type {Record<string, unknown>} */
    let touch = {};
    try {
      const kept = sessionStorage.getItem(key);
      if (kept === null) {
        const query = new URLSearchParams(location.search);
        const fields = { utm_source: "utmSource", utm_medium: "utmMedium", utm_campaign: "utmCampaign", ref: "refCode" };
        for (const [param, field] of Object.entries(fields)) {
          const value = query.get(param);
          if (value) touch[field] = value.slice(0, 200);
        }
        // The host alone: the page that linked here is none of our business.
        const host = document.referrer ? new URL(document.referrer).hostname : "";
        if (host && host !== location.hostname) touch.referrerHost = host;
        sessionStorage.setItem(key, JSON.stringify(touch));
      } else {
        const parsed = JSON.parse(kept);
        if (parsed && typeof parsed === "object") touch = parsed;
      }
    } catch {
      // Storage refused (a private window, the browser's settings): nothing is recorded.
      return;
    }
    for (const form of document.querySelectorAll("form[data-lead-source]")) {
      if (!(form instanceof HTMLFormElement)) continue;
      for (const [name, value] of Object.entries(touch)) {
        if (typeof value !== "string" || form.elements.namedItem(name)) continue;
        const field = document.createElement("input");
        field.type = "hidden";
        field.name = name;
        field.value = value;
        form.append(field);
      }
    }
  };
  // After the first paint: a tab's first read of sessionStorage is slow enough to hold the first
  // paint back. A visitor who leaves or sends a form before then has it done at that moment.
  requestAnimationFrame(() => setTimeout(remember));
  addEventListener("pagehide", remember);
  addEventListener("submit", remember, true);
})();
