import { describe, expect, it } from "vitest";
import { markupOf, pageStylesheets, type Markup } from "./page-stylesheet.server";

// Shaped as Tailwind writes the site's sheet: layers, escaped class names, variants in media queries.
const sheet = [
  "@layer theme, base, utilities;",
  "@layer theme{:root,:host{--color-red-700:#b91c1c;--color-slate-50:#f8fafc;--color-blue-600:#2563eb;--ring-color:var(--color-blue-600)}}",
  "@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}[hidden]{display:none}",
  "sub,sup{font-size:75%}:where(select:is([multiple])) optgroup{font-weight:bolder}",
  "::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".text-red-700{color:var(--color-red-700)}",
  ".ring-1{--tw-ring:0 0 0 1px var(--ring-color);box-shadow:var(--tw-ring)}",
  ".w-1\\/2{width:50%}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".group:hover .group-hover\\:block{display:block}",
  ".space-y-4>:not(:last-child){margin-block-end:1rem}",
  ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}",
  ".flex:not(.hidden){gap:1px}",
  "@media (width>=40rem){.sm\\:text-4xl{font-size:2.25rem}}",
  "}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  '@property --tw-ring{syntax:"*";inherits:false}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
].join("");

describe("markupOf", () => {
  it("reads the classes of class attributes and of data-…-class attributes, not of text", () => {
    const html =
      '<div class="flex  sm:text-4xl w-1/2"><a data-summary-link-class="hover:underline">x</a><p>class="hidden"</p><p title="a class=&quot;b&quot;">y</p></div>';
    expect([...markupOf(html).classes].sort()).toEqual(["flex", "hover:underline", "sm:text-4xl", "w-1/2"]);
  });

  it("reads the elements' tag names, not tags written in text", () => {
    const html = '<main><svg viewBox="0 0 1 1"><foreignObject></foreignObject></svg><p>&lt;input&gt; a &lt;b</p></main>';
    expect([...markupOf(html).tags].sort()).toEqual(["foreignobject", "main", "p", "svg"]);
  });
});

const markup = (classes: string[], tags: string[] = ["html", "body"]): Markup => ({ classes: new Set(classes), tags: new Set(tags) });

describe("pageStylesheets", () => {
  const stylesheets = pageStylesheets(sheet);

  it("keeps the rules whose classes the page names, and the rules that name no class", () => {
    const css = stylesheets.forPage('<main class="flex sm:text-4xl w-1/2"><h1 class="text-red-700">Hi</h1></main>');
    for (const kept of [
      ".flex{display:flex}",
      ".text-red-700{",
      ".w-1\\/2{",
      "@media (width>=40rem){.sm\\:text-4xl{",
      "h1{font-size",
      "[hidden]{",
    ]) {
      expect(css).toContain(kept);
    }
    // Keyframes and the layer order stay; a class under :not() or :where() is not required.
    for (const kept of ["@keyframes spin{to{", "@layer theme, base, utilities;", ".flex:not(.hidden){", ":where(.divide-y"]) {
      expect(css).toContain(kept);
    }
    for (const dropped of [".hidden{", ".hover\\:underline", ".group-hover", ".space-y-4"]) expect(css).not.toContain(dropped);
  });

  it("needs every class of a selector, and drops a media query left empty", () => {
    expect(stylesheets.forMarkup(markup(["group-hover:block"]))).not.toContain(".group-hover");
    expect(stylesheets.forMarkup(markup(["group", "group-hover:block"]))).toContain(".group:hover .group-hover\\:block{display:block}");
    expect(stylesheets.forMarkup(markup(["flex"]))).not.toContain("@media");
  });

  it("keeps an element's rules only where the page has that element", () => {
    const text = stylesheets.forPage('<main><h1 class="flex">Hi</h1><p>Text</p></main>');
    for (const kept of ["h1{font-size", "*,:after{box-sizing", "[hidden]{", "::placeholder{"]) expect(text).toContain(kept);
    for (const dropped of ["sub,sup{", "optgroup", "::-webkit-datetime-edit"]) expect(text).not.toContain(dropped);

    const form = stylesheets.forPage(
      '<form><select multiple><optgroup label="a"></optgroup></select><input type="date"><sup>1</sup></form>',
    );
    for (const kept of ["sub,sup{", ":where(select:is([multiple])) optgroup{", "::-webkit-datetime-edit{"]) expect(form).toContain(kept);
    expect(form).not.toContain("h1{");
  });

  it("keeps only the custom properties its rules read, and what those read in turn", () => {
    const plain = stylesheets.forMarkup(markup(["text-red-700"]));
    expect(plain).toContain(":root,:host{--color-red-700:#b91c1c}");
    for (const dropped of ["--color-slate-50", "--color-blue-600", "--ring-color", "@property"]) expect(plain).not.toContain(dropped);

    const ringed = stylesheets.forMarkup(markup(["ring-1"]));
    for (const kept of ["--color-blue-600:#2563eb", "--ring-color:var(--color-blue-600)", "@property --tw-ring{"])
      expect(ringed).toContain(kept);
    for (const dropped of ["--color-red-700", "--color-slate-50", "@property --tw-shadow"]) expect(ringed).not.toContain(dropped);
    // With none read, the theme's layer goes entirely.
    expect(stylesheets.forMarkup(markup(["flex"]))).not.toContain("@layer theme{");
  });

  it("gives the same sheet for the same classes, whatever the text around them", () => {
    const first = stylesheets.forPage('<p class="flex">Bonjour</p>');
    expect(stylesheets.forPage('<p class="flex">Hello, "world"</p>')).toBe(first);
    expect(first.length).toBeLessThan(sheet.length);
  });
});
