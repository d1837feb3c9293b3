import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

let version: string | undefined;

/**
 * A hash of the code that makes what the build keeps between builds (rendered post bodies, scans
 * of their pictures): this build code as Gatsby compiled it, with everything src/node imports, and
 * the installed packages (the lock file names their versions). Gatsby starts afresh by itself only
 * when gatsby-node.ts changes, not when a module it imports does.
 */
export function buildCodeVersion(): string {
  if (version === undefined) {
    const hash = createHash("sha1");
    for (const file of [path.resolve(".cache", "compiled", "gatsby-node.js"), path.resolve("package-lock.json")]) {
      if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
    }
    version = hash.digest("hex");
  }
  return version;
}
