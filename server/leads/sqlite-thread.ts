/**
 * The SQLite lead store's own thread (started by openSqliteStore in sqlite-store.ts): it opens the
 * store and answers the main thread's calls, one message each. A call whose deadline passed while
 * it waited behind a stalled one is not run: the main thread has already answered its visitor 503.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openSqliteCore, type SqliteStoreOptions } from "./sqlite-core";
import type { FromThread, ToThread } from "./sqlite-store";
import { StoreUnavailableError } from "./store-errors";
import type { LeadStore } from "./types";

const { file, options } = workerData as { file: string; options: SqliteStoreOptions };
const port = parentPort;
if (!port) throw new Error("sqlite-thread.ts runs as a worker thread of openSqliteStore");
let store: LeadStore | undefined;

const reply = (message: FromThread) => port.postMessage({ ...message, ...(store ? { health: store.health() } : {}) });

port.on("message", (message: ToThread) => {
  if ("ping" in message) return reply({ id: message.id });
  void (async () => {
    try {
      if (Date.now() > message.deadline) throw new StoreUnavailableError("SQLite: the call waited past its bound behind a stalled one");
      if (message.call === "open") {
        store = await openSqliteCore(file, options);
        return reply({ id: message.id, value: store.description });
      }
      if (!store) throw new Error("the store is not open");
      const method = store[message.call].bind(store) as (...args: unknown[]) => Promise<unknown>;
      reply({ id: message.id, value: await method(...message.args) });
    } catch (error) {
      const { message: text, code } = error as { message?: string; code?: string };
      reply({ id: message.id, error: { message: text ?? String(error), ...(code ? { code } : {}) } });
    }
  })();
});

// The code is loaded: from here the store's bound counts (sqlite-store.ts).
port.postMessage({ id: 0, ready: true } satisfies FromThread);
