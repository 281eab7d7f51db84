// A page carries the stylesheet in its <head> (root.tsx), but only the rules its own markup can
// use: on a slow phone network a page whose first answer fits in one round trip paints a round trip
// sooner, and the whole sheet would push the longer pages (the forms, the privacy policy) past it.
import postcss, { type AtRule, type Root } from "postcss";
import selectorParser from "postcss-selector-parser";

/** What a page's markup names: the classes of its elements and their tag names. */
export type Markup = { classes: Set<string>; tags: Set<string> };

/**
 * Class names a page's markup names: in `class` and in `data-…-class` attributes (the lead forms'
 * script gives its summary links the classes such an attribute names). React writes every attribute
 * value between double quotes and escapes the quotes inside, so text a visitor typed cannot open one.
 */
const classAttribute = /\s(?:class|data-[a-z-]*-class)="([^"]*)"/g;

/** An element's opening tag; React escapes `<` in text, so text a visitor typed cannot open one. */
const openingTag = /<([a-zA-Z][a-zA-Z0-9-]*)/g;

export function markupOf(html: string): Markup {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(classAttribute)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name.replaceAll("&amp;", "&"));
  }
  const tags = new Set<string>();
  for (const [, name = ""] of html.matchAll(openingTag)) tags.add(name.toLowerCase());
  return { classes, tags };
}

/**
 * Pseudo-elements that only a form field draws (Tailwind's reset of date, number, search and file
 * inputs): a page without an `<input>` has nothing for them to style.
 */
const inputPseudoElement =
  /^::(?:-webkit-(?:datetime-edit|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)|file-selector-button)/;

/** What one selector of a rule needs the page to have. */
type Needs = { classes: string[]; tags: string[] };

/**
 * What each selector of a rule needs, one entry per selector: its classes and its elements' tag
 * names. A class or tag inside a pseudo-class's parentheses is not needed (`:not(.hidden)` matches
 * without it), so such a rule stays.
 */
function needsOf(selector: string): Needs[] {
  const needs: Needs[] = [];
  selectorParser((selectors) => {
    selectors.each((one) => {
      const need: Needs = { classes: [], tags: [] };
      const outsideParentheses = (node: selectorParser.Node) => {
        for (let parent = node.parent; parent && parent !== one; parent = parent.parent) {
          if (parent.type === "pseudo") return false;
        }
        return true;
      };
      one.walkClasses((node) => {
        if (outsideParentheses(node)) need.classes.push(node.value);
      });
      one.walkTags((node) => {
        if (outsideParentheses(node)) need.tags.push(node.value.toLowerCase());
      });
      one.walkPseudos((node) => {
        if (inputPseudoElement.test(node.value) && outsideParentheses(node)) need.tags.push("input");
      });
      needs.push(need);
    });
  }).processSync(selector);
  return needs;
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
  /** The rules of the whole sheet that a page with this markup can use, in their order. */
  forMarkup(markup: Markup): string;
  /** The same for a page's markup. */
  forPage(html: string): string;
};

/** Answers kept per markup: a site has a few dozen pages, each in a few states. */
const MAX_KEPT = 200;

export function pageStylesheets(stylesheet: string): PageStylesheets {
  const root: Root = postcss.parse(stylesheet);
  // What each rule needs, by where it starts in the sheet: a clone keeps its nodes' sources.
  const neededAt = new Map<number, Needs[]>();
  root.walkRules((rule) => {
    const at = rule.source?.start?.offset;
    // A keyframe's `from` or `50%` is a step of its animation, not a selector.
    const inKeyframes = rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);
    if (at !== undefined && !inKeyframes) neededAt.set(at, needsOf(rule.selector));
  });
  const kept = new Map<string, string>();

  const forMarkup = ({ classes, tags }: Markup): string => {
    const key = `${[...tags].sort().join(" ")}\n${[...classes].sort().join(" ")}`;
    const known = kept.get(key);
    if (known !== undefined) return known;
    // A rule is used when one of its selectors finds every class and element it needs.
    const found = (need: Needs) => need.classes.every((name) => classes.has(name)) && need.tags.every((name) => tags.has(name));
    const copy = root.clone();
    copy.walkRules((rule) => {
      const needed = neededAt.get(rule.source?.start?.offset ?? -1);
      if (needed && !needed.some(found)) rule.remove();
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

  return { forMarkup, forPage: (html) => forMarkup(markupOf(html)) };
}
