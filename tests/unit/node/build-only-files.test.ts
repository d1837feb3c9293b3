import fs from "node:fs";
import path from "node:path";
import { removeBuildOnlyFiles, unhashedAssets } from "../../../src/node/hosting/build-only-files";
import { tempDirEach } from "./temp-dir";

const dir = tempDirEach("build-only-");

const touch = (...names: string[]) => {
  for (const name of names) {
    fs.mkdirSync(path.dirname(path.join(dir(), name)), { recursive: true });
    fs.writeFileSync(path.join(dir(), name), "x");
  }
};

it("removes webpack's stats and chunk map and Partytown's folder, and nothing else", () => {
  touch("webpack.stats.json", "chunk-map.json", "~partytown/partytown.js", "app-081bf4b43826aa3d7cfe.js", "en/index.html");
  removeBuildOnlyFiles(dir());
  expect(fs.readdirSync(dir()).sort()).toEqual(["app-081bf4b43826aa3d7cfe.js", "en"]);
  removeBuildOnlyFiles(dir()); // again: nothing left to remove is fine
});

it("names the scripts and stylesheets without a content hash, which _headers would cache as immutable", () => {
  touch(
    "app-081bf4b43826aa3d7cfe.js",
    "styles.7c531730e7845c85e6d2.css",
    "454-2899e08de74d29072394.js",
    "sw.js",
    "styles.css",
    "app-081bf4.js",
  );
  expect(unhashedAssets(dir())).toEqual(["app-081bf4.js", "styles.css", "sw.js"]);
});
