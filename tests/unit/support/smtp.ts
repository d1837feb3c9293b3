import net from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * Real SMTP servers on loopback that stand in for the agency's mail provider: one that accepts,
 * one that refuses every recipient, one that fails a number of times before it accepts, one that
 * takes its time to accept each message, and a TCP server that accepts the connection and never
 * says a word (a hung provider).
 */
export type SmtpBehaviour =
  | { kind: "accept" }
  | { kind: "refuse" }
  | { kind: "failThenAccept"; failures: number }
  | { kind: "slowAccept"; delayMs: number }
  | { kind: "hang" };

export interface TestSmtpServer {
  url: string;
  /** Raw messages the server accepted, in order. */
  accepted: string[];
  /** Every DATA transaction the server saw, accepted or not. */
  transactions: number;
  close(): Promise<void>;
}

function readAll(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    stream.on("error", reject);
  });
}

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address && typeof address === "object") resolve(address.port);
      else reject(new Error("no port"));
    });
  });
}

export async function startSmtpServer(behaviour: SmtpBehaviour): Promise<TestSmtpServer> {
  if (behaviour.kind === "hang") {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    const port = await listen(server);
    return {
      url: `smtp://127.0.0.1:${port}`,
      accepted: [],
      transactions: 0,
      close: () =>
        new Promise((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
        }),
    };
  }

  const state: TestSmtpServer = { url: "", accepted: [], transactions: 0, close: async () => undefined };
  let failuresLeft = behaviour.kind === "failThenAccept" ? behaviour.failures : 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (behaviour.kind === "refuse") {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      readAll(stream).then((raw) => {
        state.transactions += 1;
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          state.accepted.push(raw);
          callback();
        };
        if (behaviour.kind === "slowAccept") setTimeout(accept, behaviour.delayMs);
        else accept();
      }, callback);
    },
  });
  // A client that goes away mid-session (a server killed by a test) is not this server's failure.
  server.on("error", () => undefined);
  const port = await listen(server.server);
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
