import { execFileSync } from "node:child_process";
import fsSync, { promises as fs } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type BetterSqlite3 from "better-sqlite3";
import { applySqliteMigrations } from "./migrations";
import { claimValues, insertLead, leadFromRow, listLeads, recordAttempt, SQL, type LeadRow, type SqlValue, type Statement } from "./rows";
import { errorCode, StoreUnavailableError } from "./store-errors";
import type { LeadStore, StoreHealth } from "./types";

export interface SqliteStoreOptions {
  /**
   * How long a call waits for another process's write lock before it gives up with
   * StoreUnavailableError. The wait is a series of short timers, never a blocking busy wait: the
   * server's event loop keeps serving pages meanwhile.
   */
  waitMs?: number;
  /**
   * SQLite's `max_page_count` for this connection. It exists for tests: a small value makes the
   * database "full" (SQLITE_FULL) without filling the real disk.
   */
  maxPageCount?: number;
  /** Writes are refused (503) while the database's file system has less than this free. */
  minFreeBytes?: number;
  /** Writes are refused while the WAL is larger than this: a reader has held a snapshot for long. */
  walLimitBytes?: number;
}

export const DEFAULT_SQLITE_WAIT_MS = 5000;
/** Room for the largest lead (a 32 KB body: about 20 pages of WAL, then as many in the database). */
export const DEFAULT_MIN_FREE_BYTES = 512 * 1024;
export const DEFAULT_WAL_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * The WAL is cut back to 128 KiB when it restarts: SQLite's default keeps whatever size a long
 * reader made it grow to, and its 1,000-page checkpoints let it fill a small volume.
 */
const WAL_KEPT_BYTES = 128 * 1024;
/** A store that met a write error tries to rewrite its database at most this often. */
const HEAL_INTERVAL_MS = 1000;

type Database = BetterSqlite3.Database;
type Row = LeadRow<number>;

const toLead = (row: Row) => leadFromRow(row, (milliseconds) => new Date(milliseconds));

/**
 * Opens (creating if needed) the SQLite lead store at `file` and brings its schema up to date.
 * The file holds personal data: its directory is created owner-only and the file itself 0600
 * (SQLite gives its -wal and -shm files the same permissions as the database file).
 *
 * The driver is better-sqlite3 (docs/leads.md says why). Its calls are synchronous, so the store
 * never lets SQLite wait for a lock (busy_timeout 0): a busy database throws at once, and the
 * store tries again after a short timer until `waitMs` has passed.
 */
export async function openSqliteCore(file: string, options: SqliteStoreOptions = {}): Promise<LeadStore> {
  const absolute = path.resolve(file);
  await createPrivateFile(absolute);
  const Driver = await loadDriver();
  const waitMs = options.waitMs ?? DEFAULT_SQLITE_WAIT_MS;
  const files = new FileGuard(absolute, options);
  const connection = new Connection(() => {
    const db = new Driver(absolute, { timeout: 0 });
    try {
      configure(db, options);
    } catch (error) {
      db.close();
      throw error;
    }
    return db;
  }, files);
  try {
    await retryWhileBusy(waitMs, () => connection.open());
    await retryWhileBusy(waitMs, () => applySqliteMigrations(connection.db, (work) => connection.transaction(work)));
  } catch (error) {
    connection.close();
    throw error;
  }
  return sqliteStore(connection, files, waitMs, `sqlite ${absolute}`);
}

// webpackIgnore keeps the driver (a native binary) out of the Gatsby Function bundle: Node
// resolves it from node_modules at run time. Node's ESM loader, babel and tsx hand over the
// CommonJS export as `default`; a plain CommonJS build of this file would get the export itself.
async function loadDriver(): Promise<typeof BetterSqlite3> {
  const mod: { default?: typeof BetterSqlite3 } = await import(/* webpackIgnore: true */ "better-sqlite3");
  return mod.default ?? (mod as unknown as typeof BetterSqlite3);
}

// The file's directory entry needs no fsync of ours: SQLite fsyncs the directory when it creates
// the WAL file next to it, before the first commit is acknowledged.
async function createPrivateFile(file: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const handle = await fs.open(file, "a", 0o600);
  await handle.close();
}

/**
 * WAL lets readers work while one process writes; synchronous = FULL makes every commit wait for
 * the WAL's fsync, so a resolved insert survives a power loss or a SIGKILL (NORMAL would not).
 * busy_timeout stays 0 (the driver's `timeout`): waiting is the store's job, off the event loop.
 */
function configure(db: Database, { maxPageCount }: SqliteStoreOptions): void {
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // The store checkpoints after each commit itself: SQLite's automatic checkpoint keeps its errors
  // to itself, and a failed write to the database file must stop the store too.
  db.pragma("wal_autocheckpoint = 0");
  db.pragma(`journal_size_limit = ${WAL_KEPT_BYTES}`);
  if (maxPageCount === undefined) return;
  if (!Number.isInteger(maxPageCount) || maxPageCount < 1) {
    throw new RangeError(`maxPageCount must be a positive integer, not ${maxPageCount}`);
  }
  db.pragma(`max_page_count = ${maxPageCount}`);
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY ...). */
function isBusy(error: unknown): boolean {
  const code = errorCode(error);
  return code === "SQLITE_BUSY" || code.startsWith("SQLITE_BUSY_");
}

/**
 * A write error: the disk failed (SQLITE_IOERR_*: a failed write or fsync) or was full. After a
 * failed fsync, Linux marks the pages clean and keeps them in its cache: the row reads back as if
 * stored while the disk may not hold it, and every later commit would be appended to a WAL behind
 * frames that recovery cannot read past.
 */
function isWriteError(error: unknown): boolean {
  return /^SQLITE_(IOERR|FULL)/.test(errorCode(error));
}

/**
 * Runs `attempt` until it does not throw SQLITE_BUSY, sleeping a few milliseconds between tries
 * (5, 10, 20 ... at most 50, with jitter so that two waiting processes do not retry in step),
 * for at most `waitMs`; then StoreUnavailableError.
 */
async function retryWhileBusy<T>(waitMs: number, attempt: () => T): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let round = 0; ; round += 1) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StoreUnavailableError(`SQLite: the database stayed locked by another process for ${waitMs} ms`, { cause: error });
      }
      const pause = Math.min(50, 5 * 2 ** Math.min(round, 4)) * (0.5 + Math.random() / 2);
      await sleep(Math.min(left, pause));
    }
  }
}

/**
 * The store's one connection, and the state it is in after an error. SQLite rolls a failed
 * transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR) and not on others; a
 * connection that is left in a transaction keeps the write lock and every later write would be
 * invisible to other processes. So after any error the transaction is rolled back if it is still
 * open, and a connection that cannot even roll back, or met an I/O error, is closed and opened
 * again before anything else uses it.
 */
class Connection {
  private current: Database | undefined;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    private readonly create: () => Database,
    private readonly files: FileGuard,
  ) {}

  get db(): Database {
    if (!this.current) this.open();
    return this.current as Database;
  }

  open(): void {
    if (this.current) return;
    this.current = this.create();
    this.files.remember(true);
  }

  close(): void {
    this.statements.clear();
    const db = this.current;
    this.current = undefined;
    try {
      db?.close();
    } catch {
      // A connection that cannot close cleanly is dropped all the same.
    }
    // Without a connection of ours, the last one to close, in any process, deletes the WAL: that
    // is not a file someone took away.
    this.files.remember(false);
  }

  /** Another connection to the same file, outside this one's state (the heal's lock holder). */
  another(): Database {
    return this.create();
  }

  /** Prepared once per connection: a reopened connection prepares its own. */
  statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * BEGIN IMMEDIATE takes the write lock before anything is read, so a transaction never has to
   * upgrade a stale read (SQLITE_BUSY_SNAPSHOT). COMMIT runs as its own statement: it is where a
   * full disk or an I/O error shows, and it throws.
   */
  transaction<T>(work: () => T): T {
    return this.run(() => {
      this.db.exec("BEGIN IMMEDIATE");
      const result = work();
      this.db.exec("COMMIT");
      return result;
    });
  }

  /** A read (or a single statement) that leaves the connection in a known state when it fails. */
  run<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      this.recover(error);
      throw error;
    }
  }

  private recover(error: unknown): void {
    const db = this.current;
    if (!db) return;
    let broken = /^SQLITE_(IOERR|CORRUPT|NOTADB|CANTOPEN|NOMEM)/.test(errorCode(error));
    if (db.inTransaction) {
      try {
        db.exec("ROLLBACK");
      } catch {
        broken = true;
      }
    }
    if (broken) this.close();
  }
}

/**
 * The files the store opened, and whether they are still the files at their paths. A database or
 * WAL deleted, moved or replaced (a backup restored with `mv`) under a running store would take
 * every later commit into an unlinked inode, gone at the next start: the store notices it before
 * each write and after each commit, and refuses writes until it is started again.
 */
class FileGuard {
  private readonly wal: string;
  /** Each file's identity when it was remembered; undefined: it did not exist yet. */
  private identities = new Map<string, string | undefined>();
  private walKept = false;
  /** Why writes are refused until a restart; undefined while the files are the store's. */
  lost: string | undefined;

  constructor(
    readonly file: string,
    private readonly options: SqliteStoreOptions,
  ) {
    this.wal = `${file}-wal`;
  }

  /** The files at their paths now; the WAL too while the store has a connection open (`open`). */
  remember(open: boolean): void {
    if (this.lost) return;
    this.walKept = open;
    this.identities = new Map();
    for (const name of [this.file, ...(open ? [this.wal] : [])]) this.identities.set(name, identity(name));
  }

  /** Throws StoreUnavailableError when a file is gone or another one stands at its path. */
  check(): void {
    // SQLite makes the WAL at the first write after it opens.
    if (this.walKept && this.identities.get(this.wal) === undefined) this.identities.set(this.wal, identity(this.wal));
    for (const [name, known] of this.identities) {
      const now = identity(name);
      if (this.lost || known === undefined || now === known) continue;
      const what = now === undefined ? "deleted or moved" : "replaced by another file";
      this.lost = `${path.basename(name)} was ${what} while the server had it open`;
    }
    if (this.lost) throw new StoreUnavailableError(`SQLite: ${this.lost}; restart the server`);
  }

  /** Throws StoreUnavailableError when the disk is nearly full or the WAL has grown past its limit. */
  checkRoom(): void {
    const minFree = this.options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
    const stats = fsSync.statfsSync(path.dirname(this.file));
    const free = stats.bavail * stats.bsize;
    if (free < minFree) throw new StoreUnavailableError(`SQLite: ${free} bytes free on the database's disk, less than ${minFree}`);
    const limit = this.options.walLimitBytes ?? DEFAULT_WAL_LIMIT_BYTES;
    const walSize = fsSync.existsSync(this.wal) ? fsSync.statSync(this.wal).size : 0;
    if (walSize > limit) throw new StoreUnavailableError(`SQLite: the WAL holds ${walSize} bytes, past its limit of ${limit}`);
  }
}

/** The file at this path (device and inode), or undefined when there is none (or none this process can see). */
function identity(file: string): string | undefined {
  try {
    const stats = fsSync.statSync(file, { bigint: true });
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * The store fails closed after a write error, as PostgreSQL does after a failed fsync: every write
 * is refused (503) until the database has been written again into a new file, fsynced, read back
 * from the disk itself, and put in place of the old one. Rewriting the old file is not enough:
 * after a failed writeback Linux marks the pages clean and keeps them in its cache, and a file
 * system may report later writes of the same blocks as done while the disk still holds zeros (seen
 * with ext4 on a failing device). A replayed submission id is never answered from a row that was
 * not known to be durable.
 */
function sqliteStore(connection: Connection, files: FileGuard, waitMs: number, description: string): LeadStore {
  // A statement of rows.ts as SQLite takes it: `?` for each $n, bound in the order they appear.
  const prepare = (sql: string) => connection.statement(sql.replace(/\$\d+/g, "?"));
  const all = (...[sql, values]: Statement): Row[] => prepare(sql).all(sqliteValues(sql, values)) as Row[];
  const run = (...[sql, values]: Statement): number => prepare(sql).run(sqliteValues(sql, values)).changes;
  const read = <T>(work: () => T): Promise<T> => retryWhileBusy(waitMs, () => connection.run(work));
  let writeError: string | undefined;
  let lastHeal = 0;

  const refused = (why: string, cause?: unknown) =>
    new StoreUnavailableError(`SQLite: not writing since a write error (${writeError}); ${why}`, { cause });

  const heal = () => {
    if (Date.now() - lastHeal < HEAL_INTERVAL_MS) throw refused("the disk is tried again shortly");
    lastHeal = Date.now();
    const copy = `${files.file}.rewrite`;
    // Another process's writes wait for the lock until the new file is in place; they then find
    // the file replaced and refuse, instead of committing into the old one.
    const lock = connection.another();
    try {
      lock.exec("BEGIN IMMEDIATE");
      connection.close();
      fsSync.rmSync(copy, { force: true });
      connection.db.prepare("VACUUM INTO ?").run(copy);
      connection.close();
      syncAndVerify(copy);
      for (const stale of [`${files.file}-wal`, `${files.file}-shm`]) fsSync.rmSync(stale, { force: true });
      fsSync.renameSync(copy, files.file);
      fsyncPath(path.dirname(files.file));
    } catch (error) {
      connection.close();
      fsSync.rmSync(copy, { force: true });
      throw error instanceof StoreUnavailableError
        ? error
        : refused(`rewriting the database failed (${errorCode(error) || (error as Error).message})`, error);
    } finally {
      try {
        lock.close();
      } catch {
        // The old file's last connection: what it fails to do there no longer matters.
      }
    }
    files.remember(false);
    writeError = undefined;
  };

  const attemptWrite = <T>(work: () => T): T => {
    files.check();
    if (writeError) heal();
    files.checkRoom();
    let result: T;
    try {
      result = connection.transaction(work);
    } catch (error) {
      if (isWriteError(error)) writeError = errorCode(error);
      throw error;
    }
    // Committed, but perhaps into a file that is no longer at its path: then it is not a 201.
    files.check();
    // The commit is durable in the WAL; a checkpoint that fails stops the next writes, not this one.
    try {
      connection.db.pragma("wal_checkpoint(PASSIVE)");
    } catch (error) {
      if (isWriteError(error)) writeError = errorCode(error);
      connection.close();
    }
    return result;
  };
  const write = <T>(work: () => T): Promise<T> => retryWhileBusy(waitMs, () => attemptWrite(work));
  let closed = false;

  return {
    description,

    // Checked again on every call and heartbeat (sqlite-thread.ts): a file deleted while no lead
    // comes in shows at once.
    health(): StoreHealth {
      try {
        files.check();
        if (writeError) return { ok: false, reason: `a write failed (${writeError}); writes are refused until the database is rewritten` };
        files.checkRoom();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      }
    },

    // The insert and the lookup of a replayed submission id's lead run in one transaction, under
    // the write lock: of two requests with one id, one inserts and the other finds its lead.
    async insert(lead) {
      return write(() => {
        const [row] = all(...insertLead(lead));
        if (row) return { lead: toLead(row), created: true };
        const [existing] = all(SQL.bySubmissionId, [lead.submissionId]);
        if (!existing) throw new Error("SQLite neither inserted the lead nor found one with its submission id");
        return { lead: toLead(existing), created: false };
      });
    },

    async get(id) {
      const [row] = await read(() => all(SQL.byId, [id]));
      return row && toLead(row);
    },

    async list(options = {}) {
      return (await read(() => all(...listLeads(options)))).map(toLead);
    },

    // One UPDATE under the database's single write lock: the selection of due leads and the lease
    // on them cannot interleave with another claimer's.
    async claimDue(now, leaseMs, limit, id) {
      const rows = await write(() => all(claimSql(id !== undefined), claimValues(now, leaseMs, limit, id)));
      return rows.sort(oldestFirst).map(toLead);
    },

    async recordAttempt(id, result) {
      await write(() => run(...recordAttempt(id, result)));
    },

    async eraseByEmail(email) {
      return write(() => run(SQL.eraseByEmail, [email]));
    },

    async purgeReceivedBefore(cutoff) {
      return write(() => run(SQL.purgeBefore, [cutoff]));
    },

    async close() {
      if (closed) return;
      closed = true;
      connection.close();
    },
  };
}

/** The values of a statement's $n in the order they appear, Dates as epoch milliseconds. */
function sqliteValues(sql: string, values: readonly SqlValue[]): (string | number | null)[] {
  return Array.from(sql.matchAll(/\$(\d+)/g), ([, n]) => {
    const value = values[Number(n) - 1] ?? null;
    return value instanceof Date ? value.getTime() : value;
  });
}

/** $1 now, $2 the lease's end, $3 the limit, $4 the id (claimValues). */
function claimSql(byId: boolean): string {
  return `
UPDATE leads SET attempts = attempts + 1, next_attempt_at = $2
WHERE id IN (
  SELECT id FROM leads
  WHERE state = 'pending' AND next_attempt_at <= $1 ${byId ? "AND id = $4" : ""}
  ORDER BY received_at, id
  LIMIT $3
)
RETURNING *`;
}

/** RETURNING gives rows in no particular order. */
function oldestFirst(a: Row, b: Row): number {
  return a.received_at - b.received_at || (a.id < b.id ? -1 : 1);
}

/**
 * Puts `file` on the disk and checks that it is there: an fsync on a descriptor of its own, then a
 * read that bypasses the cache (dd with O_DIRECT) must give the bytes the cache holds. Where the
 * file system has no direct reads (tmpfs), its cache is its storage and the fsync is the check.
 */
function syncAndVerify(file: string): void {
  fsyncPath(file);
  let direct: Buffer;
  try {
    direct = execFileSync("dd", [`if=${file}`, "iflag=direct", "bs=1M", "status=none"], { maxBuffer: 1 << 30 });
  } catch {
    return;
  }
  if (!direct.equals(fsSync.readFileSync(file))) throw new Error("the disk does not hold what was written");
}

/** A file's fsync on a descriptor of its own; a folder's puts a rename in it on disk. */
function fsyncPath(target: string): void {
  const fd = fsSync.openSync(target, "r");
  try {
    fsSync.fsyncSync(fd);
  } finally {
    fsSync.closeSync(fd);
  }
}
