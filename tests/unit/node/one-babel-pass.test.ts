import { webpackOneBabelPass } from "../../../src/node/hosting/one-babel-pass";

/** The rules as the installed Gatsby and gatsby-plugin-typescript write them, for the production bundle. */
function gatsbyRules() {
  /* eslint-disable @typescript-eslint/no-require-imports -- Gatsby's internals are CommonJS, and read as the build reads them */
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
    createWebpackUtils: (stage: string, program: object) => { rules: { js: (options: object) => Rule }; loaders: object };
  };
  const typescript = require("gatsby-plugin-typescript/gatsby-node") as {
    onCreateWebpackConfig: (args: {
      actions: { setWebpackConfig: (config: { module: { rules: Rule[] } }) => void };
      loaders: object;
    }) => void;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const utils = createWebpackUtils("build-javascript", { directory: process.cwd(), browserslist: [">0.25%"] });
  const javascript = utils.rules.js({ modulesThatUseGatsby: [] });
  const added: Rule[] = [];
  typescript.onCreateWebpackConfig({ actions: { setWebpackConfig: ({ module }) => added.push(...module.rules) }, loaders: utils.loaders });
  return { javascript, typescript: added };
}

interface Rule {
  test?: RegExp;
  use?: (data: { resourceQuery: string; issuer: string }) => { loader: string; options: Record<string, unknown> }[];
}

const css = { test: /\.css$/ };
const optionsFor = (rule: Rule) => rule.use?.({ resourceQuery: "", issuer: "" }).map(({ options }) => options);

describe("webpackOneBabelPass", () => {
  it("drops gatsby-plugin-typescript's rule, whose Babel loader repeats Gatsby's with other options, and keeps the rest", () => {
    const { javascript, typescript } = gatsbyRules();
    expect(typescript).toHaveLength(1);
    const [second] = typescript as [Rule];
    // Both rules compile a .tsx module, with the same loader: the module went through Babel twice.
    for (const rule of [javascript, second]) expect(rule.test?.test("src/templates/home.tsx")).toBe(true);
    expect(second.use?.({ resourceQuery: "", issuer: "" })[0]?.loader).toBe(javascript.use?.({ resourceQuery: "", issuer: "" })[0]?.loader);
    // Only Gatsby's asks for compact output; its loader keeps whichever options it met first.
    expect(optionsFor(javascript)?.[0]).toMatchObject({ compact: true, configFile: true });
    expect(optionsFor(second)?.[0]).not.toHaveProperty("compact");

    const config = { mode: "production", module: { rules: [javascript, second, css] } };
    const result = webpackOneBabelPass(config);
    expect(result.module.rules).toEqual([javascript, css]);
    expect(result.mode).toBe("production");
    expect(config.module.rules).toHaveLength(3);
  });

  it("changes nothing where only Gatsby's rule compiles TypeScript", () => {
    const { javascript } = gatsbyRules();
    expect(webpackOneBabelPass({ module: { rules: [javascript, css] } }).module.rules).toEqual([javascript, css]);
  });

  it("stops the build with what to check when no other rule compiles TypeScript", () => {
    const { typescript } = gatsbyRules();
    expect(() => webpackOneBabelPass({ module: { rules: [...typescript, css] } })).toThrow(/Gatsby upgrade/);
    expect(() => webpackOneBabelPass({})).toThrow(/one-babel-pass/);
  });
});
