#!/usr/bin/env node
/**
 * End-to-end test runner: serves the production build with the production server (`npm run serve`,
 * server/production/main.ts), runs every tests/e2e/**\/*.test.mjs with node's test runner in Chromium,
 * then stops the server. Leads go to a fresh SQLite file in a temporary directory (LEADS_DB, also
 * given to the tests, which read leads back with `npm run leads`).
 *
 *   npx gatsby build && CHROME_PATH=/usr/bin/chromium node tests/e2e/run.mjs
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), E2E_PORT (default 9321), PUBLIC_DIR (the build to
 * serve, default public/; the server reads it too).
 * Extra arguments are passed to `node --test` (e.g. --test-name-pattern=toggle), and a
 * path argument ending in .test.mjs restricts the run to those files.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = process.cwd();
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT || 9321);
const publicDir = path.resolve(root, process.env.PUBLIC_DIR?.trim() || "public");
const baseUrl = `http://127.0.0.1:${port}`;
const START_TIMEOUT_MS = 60_000;
const leadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-leads-"));
/**
 * The server's settings for the run: leads in the temporary store; a rate limit high enough for
 * the messages the tests send from one address (the limit itself is tested in the unit tests).
 */
const serverEnv = {
  LEADS_DB: path.join(leadsDir, "leads.db"),
  CONTACT_RATE_LIMIT: "100",
  // Every test's page is one address to the server: ten pages open at once, each in a context of
  // its own with its own connections, pass the 32 that one visitor may hold.
  SERVER_MAX_CONNECTIONS_PER_CLIENT: "256",
};

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

if (!isExecutableFile(chromePath)) {
  fail(
    `no Chromium at ${chromePath} (not an executable file). Install Debian's chromium ` +
      `(apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome binary.`,
  );
}
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  fail(`${path.join(publicDir, "index.html")} is missing: run the production build first: npx gatsby build`);
}
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`E2E_PORT "${process.env.E2E_PORT}" is not a port number`);

function findTests(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : findTests(full);
      return entry.name.endsWith(".test.mjs") ? [full] : [];
    })
    .sort();
}

const args = process.argv.slice(2);
const chosen = args.filter((a) => a.endsWith(".test.mjs")).map((a) => path.resolve(a));
const passThrough = args.filter((a) => !a.endsWith(".test.mjs"));
const testFiles = chosen.length > 0 ? chosen : findTests(here);
if (testFiles.length === 0) fail(`no *.test.mjs files under ${path.relative(root, here) || here}`);

let server = null;
let tests = null;
let stopping = false;

function killGroup(child, signal = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole process group
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  killGroup(server, "SIGTERM");
  const timer = setTimeout(() => killGroup(server, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`\ne2e: ${signal}, stopping`);
    killGroup(tests, signal);
    await stopServer();
    process.exit(130);
  });
}

async function answers(target) {
  try {
    const response = await fetch(target, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function main() {
  if ((await answers(`${baseUrl}/`)) !== 0) {
    fail(`something already answers on ${baseUrl}: stop it or choose another E2E_PORT`);
  }

  console.log(`e2e: serving ${publicDir} at ${baseUrl}`);
  let serverLog = "";
  server = spawn(process.execPath, ["--import", "tsx", "server/production/main.ts"], {
    cwd: root,
    env: { ...process.env, ...serverEnv, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // own process group, so that the whole tree can be stopped
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk).slice(-20_000);
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const serverExit = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let status = 0;
  while (Date.now() < deadline) {
    status = await answers(`${baseUrl}/en/`);
    if (status === 200) break;
    const exited = await Promise.race([serverExit, new Promise((r) => setTimeout(() => r(null), 500))]);
    if (exited) {
      console.error(serverLog);
      fail(`the server exited (${exited.code ?? exited.signal}) before answering`);
    }
  }
  if (status !== 200) {
    console.error(serverLog);
    await stopServer();
    fail(`${baseUrl}/en/ did not answer 200 within ${START_TIMEOUT_MS / 1000} s (last status ${status || "none"})`);
  }

  console.log(`e2e: running ${testFiles.length} test files with ${chromePath}`);
  const started = Date.now();
  tests = spawn(
    process.execPath,
    [
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      `--test-reporter=${path.join(here, "lib/file-times.mjs")}`,
      "--test-reporter-destination=stdout",
      ...passThrough,
      ...testFiles,
    ],
    {
      cwd: root,
      env: { ...process.env, BASE_URL: baseUrl, CHROME_PATH: chromePath, LEADS_DB: serverEnv.LEADS_DB },
      stdio: "inherit",
      detached: true,
    },
  );
  let serverDied = false;
  void serverExit.then(({ code: c, signal: s }) => {
    if (stopping || tests.exitCode !== null) return;
    serverDied = true;
    console.error(`\ne2e: the server exited during the tests (${c ?? s}); its output:\n${serverLog}`);
  });
  const { code, signal } = await new Promise((resolve) => tests.once("exit", (c, s) => resolve({ code: c, signal: s })));
  stopping = true;
  if (serverDied) console.error("e2e: the server died while the tests ran: failures after that are not the site's");
  console.log(`e2e: tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await stopServer();
  fs.rmSync(leadsDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
}

main().catch(async (error) => {
  console.error(error);
  killGroup(tests);
  await stopServer();
  process.exit(1);
});
