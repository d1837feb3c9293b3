import fs from "node:fs";
import path from "node:path";

/**
 * What Gatsby leaves in public/ for its own build steps, never for visitors: webpack's stats and
 * chunk map (read while the pages are rendered, and by src/node/hosting/scripts-after-first-paint.ts) and
 * Partytown's files (copied on every build, used only by `<Script strategy="off-main-thread">`,
 * which this site does not use; their names carry no content hash, so the long caching of `*.js`
 * must not reach them). Removed at the end of the build, so that no host can serve them.
 */
export const BUILD_ONLY_FILES = ["webpack.stats.json", "chunk-map.json", "~partytown"] as const;

export function removeBuildOnlyFiles(publicDir: string): void {
  for (const name of BUILD_ONLY_FILES) fs.rmSync(path.join(publicDir, name), { recursive: true, force: true });
}

/** Gatsby's content hash in a file name: `app-081bf4b43826aa3d7cfe.js`, `styles.7c531730e7845c85e6d2.css`. */
const CONTENT_HASHED = /[-.][0-9a-f]{20}\.(js|css)$/;

/**
 * The scripts and stylesheets at the top of public/ whose names carry no content hash. `_headers`
 * caches `/*.js` and `/*.css` for a year as immutable, which is right only for hashed names: the
 * build fails if one without appears.
 */
export function unhashedAssets(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir)
    .filter((name) => /\.(js|css)$/.test(name) && !CONTENT_HASHED.test(name))
    .sort();
}
