import js from "@eslint/js";
// @ts-expect-error The plugin ships no types; its @types package would be one more dependency for one object.
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "test-reports/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Accessibility rules on the JSX: what axe finds in the browser, caught before a page renders.
  { files: ["**/*.{tsx,jsx}"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.{tsx,jsx}"],
    rules: {
      // A table that scrolls sideways sits in a focusable region so a keyboard can scroll it
      // (axe's scrollable-region-focusable asks for that); the rest of the rule stands.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Requests reach the site's own patterns: none may take super-linear time on any input.
    files: ["app/**/*.{ts,tsx}", "server.js"],
    ignores: ["**/*.test.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": ["error", { report: "potential", ignorePartial: false, ignoreSticky: false }],
      "regexp/no-misleading-capturing-group": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      // French typography puts a non-breaking space before : ; ! ? and inside « », also in templates.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
);
