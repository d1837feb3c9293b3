// ESLint flat config: type-aware TypeScript rules, React hooks (exhaustive deps), accessibility,
// and the project's own conventions as restrictions scoped by folder (at the end).
// `npm run lint` runs first in `npm test` and allows no warning.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// `_name` marks a value that is there on purpose and unused: a callback's leading parameter, a
// destructured tuple slot, a property taken out of an object so the rest can be passed on.
const unusedVars = {
  argsIgnorePattern: "^_",
  varsIgnorePattern: "^_",
  destructuredArrayIgnorePattern: "^_",
  ignoreRestSiblings: true,
};

export default tseslint.config(
  // tmp/: scratch space, ignored by git too (the fixture build of npm test lives there).
  { ignores: ["public/", ".cache/", "node_modules/", "types/gatsby-types.d.ts", "coverage/", "tmp/"] },
  js.configs.recommended,
  { rules: { "no-unused-vars": ["error", unusedVars] } },
  {
    files: ["**/*.{ts,tsx,mts}"],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", unusedVars],
      // `async` without `await` is deliberate here: it makes a throw a rejection, which is what the
      // callers of a Promise-returning interface expect (the SQLite store over a synchronous driver,
      // Fastify plugins, fakes of fetch and of the stores in tests). The return types are checked.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // @types/jest types the asymmetric matchers (expect.stringMatching(), expect.objectContaining()...)
    // as `any`, since they stand for any value: passing one on is what they are for.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off", "@typescript-eslint/no-unsafe-argument": "off" },
  },
  {
    files: ["**/*.{mjs,js,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and scripts pass functions to page.evaluate(), which run in the page.
    files: ["tests/e2e/**/*.mjs", "tests/e2e-blog-fixture/**/*.mjs", "tests/e2e-language-fixture/**/*.mjs", "scripts/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["tests/unit/support/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Hooks live in .ts files too (src/hooks/, the motion hooks), so every TypeScript file is checked.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.tsx", "tests/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["src/**/*.tsx"],
    rules: {
      // The defaults plus "region": a scrolling region (a wide table's wrapper) takes focus so that
      // keyboard users can scroll it (axe: scrollable-region-focusable); role and name say what it is.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },

  // The project's conventions. Each restriction below is the only block that sets its rule, so that
  // no later block replaces it (a flat config keeps the last options given for a rule).
  {
    // Gatsby's build scans every file under src/ for page features and takes an exported `config`
    // for a page's DSG/SSR config: it then builds SSR engines for the whole static site, which fails
    // on sharp (gatsbyjs/gatsby#38465). A Gatsby Function exports its config by destructuring, which
    // the scan does not see: `export const { config } = settings;` (src/api/brisa/contact.ts).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.type='Identifier'][id.name='config']",
          "ExportNamedDeclaration > FunctionDeclaration[id.name='config']",
          "ExportNamedDeclaration > ExportSpecifier[exported.name='config']",
        ].map((selector) => ({
          selector,
          message:
            "Gatsby takes an exported `config` under src/ for a page's SSR config and then builds SSR engines. Export it by destructuring: `export const { config } = settings;`.",
        })),
      ],
    },
  },
  {
    // Gatsby compiles Functions with webpack's DefinePlugin, which replaces `process.env` with the
    // build machine's values. Server code reads the environment at run time through serverEnv()
    // (server/contact/config.ts) or takes it as a parameter. The CLI entry point runs under Node only.
    files: ["src/api/**/*.ts", "server/contact/**/*.ts", "server/leads/**/*.ts"],
    ignores: ["server/leads/leads.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Gatsby inlines `process.env` at build time: read the environment through serverEnv() or take it as a parameter.",
        },
      ],
    },
  },
  {
    // Three programs: the site (src/), the server (server/) and the build's hosting output. The
    // server takes shared rules and settings from the site, never its components; the site reaches
    // the server only through the Gatsby Function (src/api/), so no page bundle can pull in a store.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/src/(components|templates|hooks|seo|analytics|styles|node)/",
              message: "The server imports the site's shared rules and settings, never its components, page code or build code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server/",
              message: "Only the Gatsby Function (src/api/) imports the server: the site must not bundle the lead store.",
            },
          ],
        },
      ],
    },
  },
  {
    // Content declarations (*.content.ts beside what renders them) are build code: gatsby-node reads
    // them for the schema and the validation. A component or template reads its content through its
    // GraphQL fragment, so no page script carries the schema; a declaration imports only other
    // declarations and the build's schema, settings and route table, never a component.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/node/**", "src/**/*.content.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.content$",
              allowTypeImports: true,
              message: "A content declaration is build code: read the content through the component's GraphQL fragment.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.content.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(?!.*\\.content$|(.*/)?(node/content|config|i18n)/[a-z-]+$)",
              message:
                "A content declaration imports other declarations, src/node/content/, src/config/ and src/i18n/ only, never a component.",
            },
          ],
        },
      ],
    },
  },
);
