/**
 * Unit tests: jest + babel (Gatsby's preset), with a `gatsby` module mock. Two projects: the code
 * that runs in Node (the build, the server, the lead store, the writing tools) in jest's node
 * environment, and the site's components and browser code in jsdom. A test file can still name
 * its environment in a docblock (`@jest-environment jsdom` where Node code writes a page's script).
 */
const NODE_FOLDERS = ["node", "server", "writing"];

const shared = {
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
  globals: { __PATH_PREFIX__: "" },
};

// Rooted, so a checkout that itself sits under a folder named .cache or public still runs its tests.
const ignored = ["<rootDir>/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/"];

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: NODE_FOLDERS.map((folder) => `<rootDir>/tests/unit/${folder}/**/*.test.{ts,tsx}`),
      testPathIgnorePatterns: ignored,
    },
    {
      ...shared,
      displayName: "dom",
      testEnvironment: "jsdom",
      testPathIgnorePatterns: [...ignored, ...NODE_FOLDERS.map((folder) => `<rootDir>/tests/unit/${folder}/`)],
    },
  ],
};
