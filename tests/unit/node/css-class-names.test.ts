import { cssModuleClassName, MODULE_CLASS, shortLocalIdent, webpackShortCssClassNames } from "../../../src/node/hosting/css-class-names";

/** Gatsby's rule for CSS modules as webpack-utils.js writes it, under a oneOf, beside plain CSS. */
const cssLoader = "/site/node_modules/css-loader/dist/cjs.js";
const gatsbyConfig = () => ({
  mode: "production",
  module: {
    rules: [
      { test: /\.js$/, use: [{ loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { stage: "build-javascript" } }] },
      {
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [
              { loader: "/site/node_modules/mini-css-extract-plugin/dist/loader.js", options: { modules: { namedExport: true } } },
              { loader: cssLoader, options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } } },
              { loader: "/site/node_modules/postcss-loader/dist/cjs.js", options: {} },
            ],
          },
          { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] },
        ],
      },
    ],
  },
});

describe("cssModuleClassName", () => {
  it("names a class by its module's file and its own name, which MODULE_CLASS reads back", () => {
    const name = cssModuleClassName("/site/src/components/ui/stats-row.module.css", "figure");
    expect(name).toBe("stats-row_figure");
    expect(MODULE_CLASS.exec(name)?.[1]).toBe("stats-row");
    expect(MODULE_CLASS.exec("js-motion")).toBeNull();
  });
});

describe("shortLocalIdent", () => {
  it("stops the build, naming both files, when two modules share a file name", () => {
    const ident = shortLocalIdent();
    expect(ident({ resourcePath: "/site/src/a/card.module.css" }, "", "title")).toBe("card_title");
    expect(ident({ resourcePath: "/site/src/a/card.module.css" }, "", "body")).toBe("card_body");
    expect(() => ident({ resourcePath: "/site/src/b/card.module.css" }, "", "title")).toThrow(
      "/site/src/a/card.module.css and /site/src/b/card.module.css would name their classes alike",
    );
  });
});

describe("webpackShortCssClassNames", () => {
  it("gives the CSS modules' css-loader the short names and leaves every other loader as it was", () => {
    const config = gatsbyConfig();
    const result = webpackShortCssClassNames(config);
    const [js, css] = result.module.rules;
    const [modules, plain] = (css as { oneOf: { use: { loader: string; options: { modules: unknown } }[] }[] }).oneOf;
    const [extract, loader, postcss] = modules!.use;
    const options = loader!.options.modules as { getLocalIdent: ReturnType<typeof shortLocalIdent>; namedExport: boolean };
    expect(options.getLocalIdent({ resourcePath: "/site/src/components/motion/motion.module.css" }, "", "typedTitle")).toBe(
      "motion_typedTitle",
    );
    expect(options.namedExport).toBe(true);
    expect(extract).toEqual(config.module.rules[1]!.oneOf![0]!.use[0]);
    expect(postcss).toEqual(config.module.rules[1]!.oneOf![0]!.use[2]);
    expect(plain).toEqual(config.module.rules[1]!.oneOf![1]);
    expect(js).toEqual(config.module.rules[0]);
    expect(config.module.rules[1]!.oneOf![0]!.use[1]!.options.modules).not.toHaveProperty("getLocalIdent");
  });

  it("stops the build when Gatsby's config has no CSS modules' css-loader any more", () => {
    expect(() => webpackShortCssClassNames({ module: { rules: [] } })).toThrow(/Gatsby upgrade/);
  });
});
