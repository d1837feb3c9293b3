import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port";

/**
 * A real, throw-away PostgreSQL server for the tests: a fresh cluster in a temporary directory, on
 * 127.0.0.1 and a free port, with a random password. fsync=off and initdb --no-sync: the cluster
 * dies with the test run, and what a committed transaction shows other connections is the same.
 */
export interface PostgresServer {
  /** postgresql://postgres:<password>@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server (immediately: no checkpoint to wait for) and deletes its directory. */
  stop(): Promise<void>;
  /** Stops the server as an administrator would (fast: sessions cut, a checkpoint) and starts it again on the same port. */
  restart(): Promise<void>;
  /** Freezes the whole server with SIGSTOP, as a hung host would (the postmaster first, then its children); resolves to the thaw. */
  freeze(): Promise<() => void>;
}

/** Generous: a first run may install PostgreSQL with apt-get. */
export const POSTGRES_START_TIMEOUT_MS = 180_000;

const run = promisify(execFile);
const ENSURE_SCRIPT = path.resolve(__dirname, "../../../scripts/ensure-postgres.sh");

/** PostgreSQL refuses to run as root: as root, the cluster belongs to this system user instead. */
interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

/** A command line for one of PostgreSQL's binaries, run as the cluster's owner. */
type As = (command: string, args: string[]) => [string, string[]];

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = process.getuid?.() === 0 ? serviceUser() : undefined;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "brisa-pg-"));
  const data = path.join(dir, "data");
  const as: As = (command, args) =>
    user ? ["runuser", ["-u", user.name, "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
  const pgCtlStop = as("pg_ctl", ["stop", "-D", data, "-m", "immediate", "-w"]);

  let started = false;
  const stop = async (): Promise<void> => {
    // pg_ctl fails when the server is already gone, which is what stop() is for.
    if (started) await run(...pgCtlStop, { cwd: dir }).catch(() => undefined);
    started = false;
    await fs.rm(dir, { recursive: true, force: true });
  };

  try {
    watchForAbandonment(dir, pgCtlStop);
    if (user) await fs.chown(dir, user.uid, user.gid);
    const password = randomBytes(18).toString("hex");
    await initCluster(as, user, dir, data, password);
    const port = await freePort();
    started = true; // even a start that timed out may have left a server behind
    await startServer(as, dir, data, port);
    const restart = async () => {
      await run(...as("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]), { cwd: dir });
      await startServer(as, dir, data, port);
    };
    const freeze = async () => {
      const postmaster = Number((await fs.readFile(path.join(data, "postmaster.pid"), "utf8")).split("\n")[0]);
      process.kill(postmaster, "SIGSTOP");
      const { stdout } = await run("pgrep", ["-P", String(postmaster)]).catch(() => ({ stdout: "" }));
      // A child that exits before its signal is gone: nothing to freeze. One exiting as it is signalled
      // stays a zombie while the postmaster is stopped, so the children are thawed before it.
      const frozen = [postmaster];
      for (const child of stdout.split("\n").filter(Boolean).map(Number)) {
        try {
          process.kill(child, "SIGSTOP");
          frozen.push(child);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
        }
      }
      return () => {
        for (const pid of frozen.reverse()) process.kill(pid, "SIGCONT");
      };
    };
    return { url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`, stop, restart, freeze };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The directory of initdb, pg_ctl and postgres. scripts/ensure-postgres.sh is the one place that
 * knows where to look (and installs Debian's package when it can), so it is asked every time.
 */
function postgresBinDir(): string {
  try {
    return execFileSync("bash", [ENSURE_SCRIPT], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    throw new Error(
      `PostgreSQL's server binaries (initdb, pg_ctl, postgres) were not found and could not be installed. ` +
        `Install them: apt-get install postgresql (Debian/Ubuntu).\n${stderr}`,
    );
  }
}

function serviceUser(): ServiceUser {
  for (const name of ["postgres", "nobody"]) {
    try {
      const id = (flag: string): number => Number(execFileSync("id", [flag, name], { encoding: "utf8" }).trim());
      return { name, uid: id("-u"), gid: id("-g") };
    } catch {
      // No such user here: try the next one.
    }
  }
  throw new Error("Running as root, and neither a postgres nor a nobody user exists to own the test cluster");
}

async function initCluster(as: As, user: ServiceUser | undefined, dir: string, data: string, password: string): Promise<void> {
  const pwfile = path.join(dir, "password");
  await fs.writeFile(pwfile, password, { mode: 0o600 });
  if (user) await fs.chown(pwfile, user.uid, user.gid);
  const args = ["-D", data, "-U", "postgres", "--pwfile", pwfile, "--auth=scram-sha-256", "--no-sync", "--no-locale", "-E", "UTF8"];
  await run(...as("initdb", args), { cwd: dir });
  await fs.rm(pwfile);
}

async function startServer(as: As, dir: string, data: string, port: number): Promise<void> {
  const log = path.join(dir, "server.log");
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  try {
    await run(...as("pg_ctl", ["start", "-D", data, "-l", log, "-w", "-t", "30", "-o", options]), { cwd: dir });
  } catch (error) {
    const serverLog = await fs.readFile(log, "utf8").catch(() => "");
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`);
  }
}

/**
 * pg_ctl detaches the server, so a test process killed before its afterAll would leave it running.
 * A detached shell watches this process: once it is gone, the shell stops the server and deletes
 * the directory; once the directory is gone (a normal stop), the shell just ends.
 */
function watchForAbandonment(dir: string, [command, args]: [string, string[]]): void {
  const script = `
parent=$1; dir=$2; shift 2
while kill -0 "$parent" 2>/dev/null; do
  [ -d "$dir" ] || exit 0
  sleep 1
done
"$@" >/dev/null 2>&1
rm -rf "$dir"`;
  spawn("sh", ["-c", script, "postgres-watchdog", String(process.pid), dir, command, ...args], {
    detached: true,
    stdio: "ignore",
  }).unref();
}
