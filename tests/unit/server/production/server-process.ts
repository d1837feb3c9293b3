import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TSX_LOADER = pathToFileURL(require.resolve("tsx")).href;

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything it wrote on stdout and stderr so far. */
  output: () => string;
  exited: Promise<Exit>;
}

/**
 * The production server of the checkout at `root` as a real process (what `npm run serve` runs) on
 * `port`, once it answers /healthz. tsx is a loader in this one process: its CLI would run the
 * server in a child of its own, which a SIGKILL of the CLI would leave running. `wrapper` runs it
 * under another command (prlimit).
 */
export async function startServerProcess(options: {
  root: string;
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  wrapper?: string[];
}): Promise<ServerProcess> {
  const command = [
    ...(options.wrapper ?? []),
    process.execPath,
    "--import",
    TSX_LOADER,
    path.join(options.root, "server/production/main.ts"),
  ];
  const child = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, ...options.env, PORT: String(options.port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const health = await request(`${base}/healthz`, { timeoutMs: 1000 }).catch(() => undefined);
    if (health?.status === 200) return { child, base, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer /healthz:\n${output}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection (no keep-alive agent: nothing stays open after the tests). */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false, timeout: options.timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(options.body);
  });
}
