import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { NormalizedContactPayload } from "../validation";

/** One line of the outbox file. */
export interface StoredContactMessage extends NormalizedContactPayload {
  id: string;
  /** ISO 8601 time the endpoint accepted it. */
  receivedAt: string;
}

export function newStoredMessage(payload: NormalizedContactPayload, now: Date): StoredContactMessage {
  const { lang, ...fields } = payload;
  return { id: randomUUID(), receivedAt: now.toISOString(), ...(lang ? { lang } : {}), ...fields };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Appends one message as a JSON line and returns only once it is on disk: open with "a"
 * (O_APPEND, so concurrent appends never overwrite each other), one write of the whole line,
 * fsync, close. When the file is new, the directory is fsynced too, so that the file's entry
 * itself survives a crash. The file holds personal data: owner-only permissions.
 */
export async function appendToOutbox(file: string, message: StoredContactMessage): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const created = !(await exists(file));
  const handle = await fs.open(file, "a", 0o600);
  try {
    await handle.write(`${JSON.stringify(message)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (created) await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot open or fsync a directory; the file's own fsync is done.
  } finally {
    await handle?.close();
  }
}
