// What the scripts and the end-to-end tests share to run things on this machine.
import { execFileSync } from "node:child_process";
import net from "node:net";
import { chromium } from "playwright-core";

/** A TCP port free on 127.0.0.1 right now (the servers we start listen on loopback only). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Chromium to drive: CHROME_PATH (npm test sets it), else what scripts/ensure-chromium.sh finds
 * or installs. Where it can do neither, it has said what to install, and the command stops.
 */
export const CHROME_PATH = process.env.CHROME_PATH || ensuredChromium();
function ensuredChromium() {
  try {
    const script = new URL("../ensure-chromium.sh", import.meta.url).pathname;
    return execFileSync("bash", [script], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  } catch {
    process.exit(1);
  }
}

/**
 * Chromium's switches for the tests, screenshots and bench: no sandbox (CI runs as root), and none
 * of the background traffic a first run makes (updates, sync, QUIC probes), so that every request
 * a page makes is the page's own.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Headless Debian Chromium, driven by playwright-core. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Waits until the Gatsby app has hydrated and run its effects: Gatsby marks
 * "onInitialClientRender" in the root's effect, which runs after every child's effects.
 */
export async function waitForHydration(page) {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
}
