/** A rule of a webpack config, as far as this step reads it. */
interface Rule {
  test?: unknown;
}

/** gatsby-plugin-typescript's rule's test: `.ts` and `.tsx`, nothing else. */
const TYPESCRIPT_ONLY = String(/\.tsx?$/);

const matchesTypeScript = (test: unknown): boolean => test instanceof RegExp && test.test("a.tsx") && test.test("a.ts");

/**
 * Gatsby's own JavaScript rule compiles `.ts` and `.tsx` with its Babel loader, and
 * gatsby-plugin-typescript (one of Gatsby's default plugins; its Babel preset stays) adds a second
 * rule with the same loader for them: each TypeScript module went through Babel twice. Only
 * Gatsby's rule asks for compact output, and the loader keeps the options of the first module it
 * compiles in a process for all the others. A cold build meets a JavaScript file of Gatsby's
 * first; a warm one that compiles only an edited component meets the plugin's rule first. So an
 * edit and its undo, built warm, compiled that module to other code, its chunk's hash before
 * minifying changed, terser named the webpack runtime's variables otherwise, and every page
 * named a new runtime file (README.md, "What the build expects of Gatsby"). Without the plugin's
 * rule, each module goes through Babel once, with the same options in every build.
 */
export function webpackOneBabelPass<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  const rules = (config.module?.rules ?? []) as Rule[];
  const isTypeScriptOnly = (rule: Rule) => rule.test instanceof RegExp && String(rule.test) === TYPESCRIPT_ONLY;
  if (!rules.some((rule) => !isTypeScriptOnly(rule) && matchesTypeScript(rule.test))) {
    throw new Error(
      "one-babel-pass: no rule of Gatsby's webpack config compiles .ts and .tsx besides gatsby-plugin-typescript's " +
        "(a Gatsby upgrade?). Check which rule compiles TypeScript now before removing this step from onCreateWebpackConfig.",
    );
  }
  return { ...config, module: { ...config.module, rules: rules.filter((rule) => !isTypeScriptOnly(rule)) } };
}
