// ESLint flat config: type-aware TypeScript rules, React hooks (exhaustive deps), accessibility.
// `npm run lint` runs first in `npm test` and allows no warning.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "coverage/"] },
  js.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts}"],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ["**/*.{mjs,js,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and scripts pass functions to page.evaluate(), which run in the page.
    files: ["tests/e2e/**/*.mjs", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["tests/unit/support/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx", "tests/unit/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
);
