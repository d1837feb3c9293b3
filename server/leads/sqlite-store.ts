import path from "node:path";
import { Worker } from "node:worker_threads";
import { DEFAULT_SQLITE_WAIT_MS, openSqliteCore, type SqliteStoreOptions } from "./sqlite-core";
import { StoreUnavailableError, STORE_UNAVAILABLE } from "./store-errors";
import type { LeadStore, StoreHealth } from "./types";

/** The store's calls that go to the thread: every method of LeadStore but its two answered at once. */
export type ThreadCall = Exclude<keyof LeadStore, "description" | "health">;

/** Main thread to store thread: a call, or a heartbeat. */
export type ToThread = { id: number; call: ThreadCall | "open"; args: unknown[]; deadline: number } | { id: number; ping: true };

/**
 * Store thread to main thread: that its code is loaded (`ready`, once), a call's result (or its
 * error), a heartbeat's answer, and the store's health after each call.
 */
export type FromThread = {
  id: number;
  ready?: true;
  value?: unknown;
  error?: { message: string; code?: string };
  health?: StoreHealth;
};

/** How often the main thread asks the store thread for a sign of life; one not answered in time marks the store stalled. */
const HEARTBEAT_MS = 500;
const STALLED_AFTER_MS = 1000;
/**
 * How long the thread may take to load its code (tsx compiles it) before the store is opened: not
 * the disk's time, so not the store's bound, which a loaded machine's start-up alone could pass.
 */
const THREAD_START_MS = 30_000;

/**
 * Opens the SQLite lead store in a thread of its own (server/leads/sqlite-thread.ts). better-sqlite3's
 * calls are synchronous: on the main thread, a stalled disk (a frozen file system, a snapshot
 * backup, a network volume that hangs) would stop every page and /healthz with the fsync waiting
 * on it. Here only the store's thread waits: each call is answered within the store's bound
 * (`waitMs` and a second), or refused with StoreUnavailableError; while the thread has not answered
 * a heartbeat for a second, new calls are refused at once and health() says the disk is stalled.
 *
 * `thread: false` runs the store on the calling thread, for the Gatsby Function, whose bundle has
 * no file to start a thread from.
 */
export async function openSqliteStore(file: string, options: SqliteStoreOptions & { thread?: boolean } = {}): Promise<LeadStore> {
  const { thread = true, ...storeOptions } = options;
  if (!thread) return openSqliteCore(file, storeOptions);
  const replyMs = (storeOptions.waitMs ?? DEFAULT_SQLITE_WAIT_MS) + 1000;
  // tsx compiles the thread's TypeScript, as it does the server's; resolved from the thread's file
  // inside the thread, where no bundler looks (the Gatsby Function never starts a thread). The
  // thread's module is beside this one, as this module is loaded (.ts under tsx and jest).
  const entry = JSON.stringify(path.join(__dirname, `sqlite-thread${path.extname(__filename)}`));
  const worker = new Worker(
    `const file = ${entry}; require(require("node:module").createRequire(file).resolve("tsx/cjs")); require(file);`,
    {
      eval: true,
      workerData: { file: path.resolve(file), options: storeOptions },
    },
  );
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout }>();
  let nextId = 1;
  let health: StoreHealth = { ok: true };
  let stopped: string | undefined;
  let heartbeat: { id: number; sent: number } | undefined;

  const settle = (id: number, outcome: { value?: unknown; error?: Error }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    clearTimeout(waiting.timer);
    if (outcome.error) waiting.reject(outcome.error);
    else waiting.resolve(outcome.value);
  };
  const stop = (reason: string) => {
    stopped ??= reason;
    threadStart?.reject(new StoreUnavailableError(`SQLite: ${reason}`));
    for (const id of [...pending.keys()]) settle(id, { error: new StoreUnavailableError(`SQLite: ${reason}`) });
  };
  const stalledFor = () => (heartbeat && Date.now() - heartbeat.sent > STALLED_AFTER_MS ? Date.now() - heartbeat.sent : 0);

  // Settled when the thread has loaded its code (started), or has failed or stopped first (stop).
  let threadStart: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const started = new Promise<void>((resolve, reject) => (threadStart = { resolve, reject }));
  let isStarted = false;

  worker.on("message", (message: FromThread) => {
    if (message.ready) {
      isStarted = true;
      return threadStart?.resolve();
    }
    if (message.health) health = message.health;
    if (heartbeat?.id === message.id) heartbeat = undefined;
    // An error of SQLite's keeps its code (SQLITE_FULL ...), as the handler and the tests read it.
    const { message: text = "", code } = message.error ?? {};
    const error =
      message.error &&
      (code === STORE_UNAVAILABLE ? new StoreUnavailableError(text) : Object.assign(new Error(text), code ? { code } : {}));
    settle(message.id, error ? { error } : { value: localDates(message.value) });
  });
  worker.on("error", (error) => stop(`the store's thread failed: ${error.message}`));
  worker.on("exit", () => stop("the store's thread has stopped"));

  const beat = setInterval(() => {
    if (!isStarted || heartbeat || stopped) return;
    heartbeat = { id: nextId++, sent: Date.now() };
    worker.postMessage({ id: heartbeat.id, ping: true } satisfies ToThread);
  }, HEARTBEAT_MS);
  beat.unref();

  const call = (name: ThreadCall | "open", args: unknown[]): Promise<unknown> => {
    if (stopped) return Promise.reject(new StoreUnavailableError(`SQLite: ${stopped}`));
    const stalled = stalledFor();
    if (stalled) return Promise.reject(new StoreUnavailableError(`SQLite: the database's disk has not answered for ${stalled} ms`));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          settle(id, { error: new StoreUnavailableError(`SQLite: no answer within ${replyMs} ms; the database's disk may be stalled`) }),
        replyMs,
      );
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, call: name, args, deadline: Date.now() + replyMs } satisfies ToThread);
    });
  };

  let description: string;
  try {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StoreUnavailableError(`SQLite: the store's thread did not start within ${THREAD_START_MS} ms`)),
        THREAD_START_MS,
      );
    });
    await Promise.race([started, late]).finally(() => clearTimeout(timer));
    description = (await call("open", [])) as string;
  } catch (error) {
    clearInterval(beat);
    await worker.terminate();
    throw error;
  }

  return {
    description,
    health: () => {
      const stalled = stalledFor();
      if (stalled) return { ok: false, reason: `the database's disk has not answered for ${stalled} ms` };
      if (stopped) return { ok: false, reason: stopped };
      return health;
    },
    insert: (...args) => call("insert", args) as ReturnType<LeadStore["insert"]>,
    get: (...args) => call("get", args) as ReturnType<LeadStore["get"]>,
    list: (...args) => call("list", args) as ReturnType<LeadStore["list"]>,
    claimDue: (...args) => call("claimDue", args) as ReturnType<LeadStore["claimDue"]>,
    recordAttempt: (...args) => call("recordAttempt", args) as ReturnType<LeadStore["recordAttempt"]>,
    eraseByEmail: (...args) => call("eraseByEmail", args) as ReturnType<LeadStore["eraseByEmail"]>,
    purgeReceivedBefore: (...args) => call("purgeReceivedBefore", args) as ReturnType<LeadStore["purgeReceivedBefore"]>,
    async close() {
      if (stopped) return;
      clearInterval(beat);
      await call("close", []).catch(() => undefined);
      stop("the store is closed");
      await worker.terminate();
    },
  };
}

/**
 * The leads' Dates as Dates of this realm: a message's Dates are the thread's structured clones,
 * which `instanceof Date` does not recognise in another realm (jest's test context).
 */
function localDates(value: unknown): unknown {
  if (Object.prototype.toString.call(value) === "[object Date]") return new Date((value as Date).getTime());
  if (Array.isArray(value)) return value.map(localDates);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localDates(item)]));
  return value;
}
