import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A fresh temporary folder for each test of the enclosing describe block (or file), removed after
 * it; with `copyOf`, a copy of that folder. Returns a getter: the folder is made in beforeEach.
 */
export function tempDirEach(prefix: string, copyOf?: string): () => string {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    if (copyOf) fs.cpSync(copyOf, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
