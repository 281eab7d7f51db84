// A page carries the stylesheet in its <head> (root.tsx), but only the rules its own markup can
// use: on a slow phone network a page whose first answer fits in one round trip paints a round trip
// sooner, and the whole sheet would push the longer pages (the forms, the privacy policy) past it.
import postcss, { type Root } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Class names a page's markup names: in `class` and in `data-…-class` attributes (the lead forms'
 * script gives its summary links the classes such an attribute names). React writes every attribute
 * value between double quotes and escapes the quotes inside, so text a visitor typed cannot open one.
 */
const classAttribute = /\s(?:class|data-[a-z-]*-class)="([^"]*)"/g;

export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(classAttribute)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  }
  return classes;
}

/**
 * The classes each selector of a rule needs, one list per selector. A class inside a pseudo-class's
 * parentheses is not needed (`:not(.hidden)` matches without it), so such a rule stays.
 */
function classesNeeded(selector: string): string[][] {
  const needed: string[][] = [];
  selectorParser((selectors) => {
    selectors.each((one) => {
      const names: string[] = [];
      one.walkClasses((node) => {
        for (let parent = node.parent; parent && parent !== one; parent = parent.parent) {
          if (parent.type === "pseudo") return;
        }
        names.push(node.value);
      });
      needed.push(names);
    });
  }).processSync(selector);
  return needed;
}

/** The custom properties a value reads, as in `var(--name)` or `var(--name, fallback)`. */
const propertyRead = /var\(\s*(--[\w-]+)/g;

/**
 * Removes the custom properties nothing left in the sheet reads: their values in the theme and their
 * `@property` registrations. Each page's rules read a few of the theme's many, and every element
 * inherits every one declared.
 */
function withoutUnusedProperties(sheet: Root) {
  // What each custom property's values read, and what the other declarations read.
  const readsOf = new Map<string, Set<string>>();
  const used = new Set<string>();
  sheet.walkDecls((decl) => {
    const reads = [...decl.value.matchAll(propertyRead)].map(([, name = ""]) => name);
    if (!decl.prop.startsWith("--")) for (const name of reads) used.add(name);
    else for (const name of reads) readsOf.set(decl.prop, (readsOf.get(decl.prop) ?? new Set<string>()).add(name));
  });
  // A property read by a used one is used.
  for (const name of used) for (const read of readsOf.get(name) ?? []) used.add(read);
  sheet.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !used.has(decl.prop)) decl.remove();
  });
  sheet.walkAtRules("property", (atRule) => {
    if (!used.has(atRule.params.trim())) atRule.remove();
  });
  // Rules whose declarations were all properties nobody reads.
  sheet.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

export type PageStylesheets = {
  /** The rules of the whole sheet that a page naming `classes` can use, in their order. */
  forClasses(classes: Set<string>): string;
  /** The same for a page's markup. */
  forPage(html: string): string;
};

/** Answers kept per set of classes: a site has a few dozen pages, each in a few states. */
const MAX_KEPT = 200;

export function pageStylesheets(stylesheet: string): PageStylesheets {
  const root: Root = postcss.parse(stylesheet);
  // What each rule needs, by where it starts in the sheet: a clone keeps its nodes' sources.
  const neededAt = new Map<number, string[][]>();
  root.walkRules((rule) => {
    const at = rule.source?.start?.offset;
    if (at !== undefined) neededAt.set(at, classesNeeded(rule.selector));
  });
  const kept = new Map<string, string>();

  const forClasses = (classes: Set<string>): string => {
    const key = [...classes].sort().join(" ");
    const known = kept.get(key);
    if (known !== undefined) return known;
    const copy = root.clone();
    copy.walkRules((rule) => {
      const needed = neededAt.get(rule.source?.start?.offset ?? -1);
      // A rule is used when one of its selectors finds every class it needs.
      if (needed && !needed.some((names) => names.every((name) => classes.has(name)))) rule.remove();
    });
    withoutUnusedProperties(copy);
    // Media queries, layers and supports blocks left empty go too, innermost first.
    for (let emptied = true; emptied;) {
      emptied = false;
      copy.walkAtRules((atRule) => {
        if (atRule.nodes?.length === 0) {
          atRule.remove();
          emptied = true;
        }
      });
    }
    const css = copy.toString();
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, css);
    return css;
  };

  return { forClasses, forPage: (html) => forClasses(classesOf(html)) };
}
