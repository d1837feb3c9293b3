import path from "node:path";

/**
 * Gatsby names a CSS module's class `<file>-module--<class>--<hash>` (`hero-module--title--1a2b3`).
 * Those names are most of a page's class attributes and of the stylesheets it inlines, and this
 * site's pages are at the edge of what a connection's first round trip carries (14,600 bytes with
 * the headers, docs/performance.md): `<file>_<class>` (`hero_title`) takes 350-800 bytes of brotli
 * off each page. The file's name is kept, as css-per-page.ts cuts a page's stylesheet by module; it
 * is unique without a hash as long as the modules' file names are, which the build checks.
 */
export function cssModuleClassName(file: string, local: string): string {
  return `${path.basename(file).replace(/\.module\.css$/, "")}_${local}`;
}

/** The module name in a class so named (`carousel` in `carousel_track`); none for a global class. */
export const MODULE_CLASS = /^([a-z0-9-]+)_/;

/** css-loader's getLocalIdent: the short name, or a build error when two modules share a file name. */
export function shortLocalIdent(): (context: { resourcePath: string }, name: string, local: string) => string {
  const fileOf = new Map<string, string>();
  return ({ resourcePath }, _name, local) => {
    const module = cssModuleClassName(resourcePath, "");
    const first = fileOf.get(module) ?? resourcePath;
    if (first !== resourcePath) {
      throw new Error(
        `css-class-names: ${first} and ${resourcePath} would name their classes alike (${module}…): rename one of the two files`,
      );
    }
    fileOf.set(module, resourcePath);
    return cssModuleClassName(resourcePath, local);
  };
}

interface Rule {
  loader?: string;
  options?: unknown;
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Gives every css-loader with CSS modules in a webpack config the short names; a new object, the input untouched. */
export function webpackShortCssClassNames<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  const getLocalIdent = shortLocalIdent();
  let found = 0;
  const visit = (entry: unknown): unknown => {
    if (Array.isArray(entry)) return entry.map(visit);
    if (!isObject(entry)) return entry;
    const rule = entry as Rule;
    const copy: Record<string, unknown> = { ...rule };
    for (const key of ["use", "oneOf", "rules"] as const) if (rule[key] !== undefined) copy[key] = visit(rule[key]);
    const options = rule.options;
    if (typeof rule.loader === "string" && /[\\/]css-loader[\\/]/.test(rule.loader) && isObject(options) && isObject(options.modules)) {
      copy.options = { ...options, modules: { ...options.modules, getLocalIdent } };
      found += 1;
    }
    return copy;
  };
  const rules = visit(config.module?.rules ?? []) as unknown[];
  if (found === 0) {
    throw new Error("css-class-names: no css-loader with CSS modules in Gatsby's webpack config any more (a Gatsby upgrade?)");
  }
  return { ...config, module: { ...config.module, rules } };
}
