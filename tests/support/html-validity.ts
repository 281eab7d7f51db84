import { type ConfigData, definePlugin, type HtmlElement, HtmlValidate, type Message, Rule, StaticConfigLoader } from "html-validate";

// The HTML validator of the tests (decision 0089): html-validate at its strictest presets, with
// only the rules changed that reject valid HTML5 as the Nu HTML Checker reads it (each with its
// reason), plus two checks of the Nu checker that html-validate does not make.

/** Elements whose role is generic (or text-level): the Nu checker refuses aria-label(ledby) on them without a role. */
const genericElements = new Set(["div", "span", "p", "b", "i", "u", "s", "small", "strong", "em", "code", "pre", "sub", "sup"]);
/** Roles that leave such an element unnamed (ARIA prohibits naming them). */
const unnamedRoles = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "paragraph",
  "presentation",
  "none",
  "strong",
  "subscript",
  "superscript",
]);

/** The Nu checker's "must not be specified on any div element unless the element has a role value...". */
class NamedGenericElement extends Rule {
  override documentation() {
    return {
      description:
        "aria-label and aria-labelledby name nothing on a div, span or text element without a role; give it a role or use a sectioning element.",
    };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      document.querySelectorAll(Array.from(genericElements).join(",")).forEach((element: HtmlElement) => {
        const role = element.getAttributeValue("role");
        if (role && !unnamedRoles.has(role)) return;
        for (const name of ["aria-label", "aria-labelledby"]) {
          const attribute = element.getAttribute(name);
          if (attribute)
            this.report(element, `"${name}" must not be on <${element.tagName}> without a role that can be named`, attribute.keyLocation);
        }
      });
    });
  }
}

// The date and time strings of HTML's <time datetime>: each anchored, none nested or ambiguous.
const tz = String.raw`(?:Z|[+-]\d{2}:?\d{2})`;
const time = String.raw`\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?`;
const date = String.raw`\d{4,}-\d{2}-\d{2}`;
const datetimeStrings = [
  String.raw`\d{4,}`,
  String.raw`\d{4,}-\d{2}`,
  date,
  String.raw`(?:--)?\d{2}-\d{2}`,
  String.raw`\d{4,}-W\d{2}`,
  time,
  tz,
  `${date}[T ]${time}${tz}?`,
  String.raw`P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d{1,3})?S)?)?`,
].map((source) => new RegExp(`^${source}$`));

/** The Nu checker's "Bad value for attribute datetime on element time". */
class TimeDatetime extends Rule {
  override documentation() {
    return { description: "<time datetime> must hold a valid date, time, date-time or duration string (ISO 8601 as HTML defines it)." };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      document.querySelectorAll("time").forEach((element: HtmlElement) => {
        const attribute = element.getAttribute("datetime");
        const value = attribute?.value;
        if (attribute && typeof value === "string" && !datetimeStrings.some((pattern) => pattern.test(value)))
          this.report(element, `Bad value "${value}" for attribute "datetime" on <time>`, attribute.valueLocation);
      });
    });
  }
}

const nuChecks = definePlugin({
  name: "nu-checks",
  rules: { "nu/named-generic-element": NamedGenericElement, "nu/time-datetime": TimeDatetime },
});

export const htmlValidateConfig: ConfigData = {
  root: true,
  plugins: [nuChecks],
  // recommended holds every rule of the a11y preset; document adds those that need a whole page.
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    "nu/named-generic-element": "error",
    "nu/time-datetime": "error",
    // React writes DOM property names (charSet, dateTime, maxLength): HTML attribute names ignore case.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes boolean attributes as required="": valid HTML5, and one style everywhere.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes empty attributes as download="": valid HTML5, and one style everywhere.
    "attribute-empty-style": ["error", { style: "empty" }],
    // React writes void elements as <br/>: valid HTML5, and one style everywhere.
    "void-style": ["error", { style: "selfclose" }],
    // React's useId ids begin with "_": HTML5 allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // A group of checkboxes shares one name (each ticked box is sent): valid HTML5.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Our own scripts and styles come from our origin under a nonce CSP; anything cross-origin still needs SRI.
    "require-sri": ["error", { target: "crossorigin" }],
    // The header's two "Main" navs are one per width (CSS shows one): the Nu checker has no such rule.
    "unique-landmark": "off",
    // A dialog (before main in the DOM) is titled by an h2 under the page's h1: HTML5 sets no level for it.
    "heading-level": ["error", { minInitialRank: "h2", sectioningRoots: [] }],
    // A table that scrolls sideways sits in a focusable div role="region" (valid HTML5); lint refuses tabindex on section.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // HTML5 sets no length for a title, and the admin's titles hold names people typed.
    "long-title": "off",
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig));

/** What the validator says about a page, one line each ("line:column rule: message [where]"): none when it is valid. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map(lineOf));
}

const lineOf = (message: Message) =>
  `${message.line}:${message.column} ${message.ruleId} (${message.severity === 2 ? "error" : "warning"}): ${message.message} [${message.selector ?? ""}]`;
