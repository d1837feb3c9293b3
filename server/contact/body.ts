import { Buffer } from "node:buffer";
import type { Readable } from "node:stream";

export type RawBody = { kind: "bytes"; bytes: Buffer } | { kind: "parsed"; value: unknown } | { kind: "tooLarge" };

/**
 * Reads a request body up to `limit` bytes. The endpoint switches Gatsby's body parsers off, so the
 * stream normally arrives unread. When a host has already consumed it (a parser that ran anyway),
 * the parsed `body` is taken instead.
 *
 * On overflow it stops collecting and answers at once; the rest of the upload is read and dropped
 * (not destroyed), so the client still receives the 413.
 */
export function readBody(req: Readable & { body?: unknown }, limit: number): Promise<RawBody> {
  if (req.readableEnded) {
    const { body } = req;
    if (Buffer.isBuffer(body)) return Promise.resolve(body.length > limit ? { kind: "tooLarge" } : { kind: "bytes", bytes: body });
    if (typeof body === "string") return Promise.resolve({ kind: "bytes", bytes: Buffer.from(body, "utf8") });
    return Promise.resolve({ kind: "parsed", value: body });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        req.resume(); // keep draining, with no listener: the rest is discarded
        resolve({ kind: "tooLarge" });
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve({ kind: "bytes", bytes: Buffer.concat(chunks) });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // "close" before "end": the client went away mid-upload.
    const onClose = () => onError(new Error("request closed before its body was complete"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
