import fs from "node:fs";
import path from "node:path";
import { serverBundleSalt, stylesheetsInStats } from "../../../src/node/hosting/html-follows-stylesheets";
import { tempDirEach } from "./temp-dir";

/** The shape of Gatsby's webpack.stats.json, cut down. */
const stats = (css: string) => ({
  errors: [],
  assetsByChunkName: { app: ["webpack-runtime-0a1b.js", `app.${css}.css`, "app-9f8e.js"], polyfill: ["polyfill-7d6c.js"] },
  namedChunkGroups: {
    app: { name: "app", assets: [{ name: `app.${css}.css` }, { name: "app-9f8e.js" }] },
    "component---src-templates-home-tsx": {
      name: "component---src-templates-home-tsx",
      assets: [{ name: "component---src-templates-home-tsx.5e4d.css" }],
    },
  },
});

const dir = tempDirEach("stylesheet-salt-");

const writeStats = (value: unknown) => fs.writeFileSync(path.join(dir(), "webpack.stats.json"), JSON.stringify(value));

it("lists every stylesheet the stats name, once each, sorted", () => {
  expect(stylesheetsInStats(stats("1111"))).toEqual(["app.1111.css", "component---src-templates-home-tsx.5e4d.css"]);
  expect(stylesheetsInStats({})).toEqual([]);
});

it("gives the server bundle another salt when a stylesheet changes, and the same one when only scripts do", () => {
  writeStats(stats("1111"));
  const first = serverBundleSalt(dir());
  expect(first).toMatch(/^[0-9a-f]{16}$/);

  const scriptsOnly = stats("1111");
  scriptsOnly.assetsByChunkName.app[2] = "app-0000.js";
  writeStats(scriptsOnly);
  expect(serverBundleSalt(dir())).toBe(first);

  writeStats(stats("2222"));
  expect(serverBundleSalt(dir())).not.toBe(first);
});

it("stops, naming the file, when the browser build has written no stats", () => {
  expect(() => serverBundleSalt(dir())).toThrow(path.join(dir(), "webpack.stats.json"));
});
