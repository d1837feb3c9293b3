/** Unit tests: jest + babel (Gatsby's preset) + jsdom, with a `gatsby` module mock. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  transform: {
    "^.+\\.[jt]sx?$": ["babel-jest", { presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"] }],
  },
  // The MDX parser the build's picture check uses (src/node/blog/body-images.ts) ships as ES modules only.
  transformIgnorePatterns: [
    "/node_modules/(?!(mdast-util-|micromark|unist-util-|estree-util-|character-|decode-named-character-reference|is-(alphabetical|alphanumerical|decimal|hexadecimal)/|ccount/|longest-streak/|parse-entities/|stringify-entities/|vfile-message/|zwitch/))",
  ],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/unit/support/gatsby-mock.tsx",
    "\\.module\\.css$": "identity-obj-proxy",
    "\\.css$": "<rootDir>/tests/unit/support/style-mock.js",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup.ts"],
  // Rooted, so a checkout that itself sits under a folder named .cache or public still runs its tests.
  testPathIgnorePatterns: ["<rootDir>/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/"],
  globals: { __PATH_PREFIX__: "" },
};
