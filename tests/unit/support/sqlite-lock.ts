import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Another process holding an SQLite database's write lock, as the agency's `sqlite3` shell, a
 * backup script or a second server would: it opens the file, takes BEGIN IMMEDIATE (and writes a
 * row of its own, so the lock is a real writer's), keeps it for `holdMs`, then rolls back and exits.
 * `locked` resolves once the lock is held; `released` once the process has let it go and ended.
 */
export interface WriteLock {
  locked: Promise<void>;
  released: Promise<void>;
  pid: number;
}

const REPOSITORY = path.resolve(__dirname, "../../..");

const HOLDER = `
const Database = require("better-sqlite3");
const [file, holdMs] = process.argv.slice(1);
const db = new Database(file, { timeout: 10000 });
db.exec("BEGIN IMMEDIATE");
db.exec("CREATE TABLE IF NOT EXISTS lock_holder (at INTEGER)");
db.prepare("INSERT INTO lock_holder VALUES (?)").run(Date.now());
process.stdout.write("locked\\n");
setTimeout(() => {
  db.exec("ROLLBACK");
  db.close();
  process.stdout.write("released\\n");
}, Number(holdMs));
`;

export function holdWriteLock(file: string, holdMs: number): WriteLock {
  const child = spawn(process.execPath, ["-e", HOLDER, file, String(holdMs)], { cwd: REPOSITORY, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (chunk.includes("locked")) resolve();
    });
    child.once("exit", () => reject(new Error(`the lock holder exited before it held the lock: ${stderr}`)));
  });
  const released = new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder failed (${code}): ${stderr}`))));
  });
  // Either may be awaited alone; neither should surface as an unhandled rejection meanwhile.
  locked.catch(() => undefined);
  released.catch(() => undefined);
  return { locked, released, pid: child.pid ?? 0 };
}
