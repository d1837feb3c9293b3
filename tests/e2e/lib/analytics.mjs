/**
 * A stand-in for Plausible, for the build scripts/test.sh makes with tests/e2e/analytics.env.
 * Every request that leaves the site is answered here (context.route), so nothing reaches a real
 * network and every one is counted: the script, its events, and anything else, which no test expects.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { BASE_URL } from "./server.mjs";

/** The settings the e2e build is made with (KEY=value lines; the values hold no spaces, the build checks). */
export const ANALYTICS_ENV = Object.fromEntries(
  fs
    .readFileSync(new URL("../analytics.env", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1).trim()]),
);
export const SCRIPT_URL = ANALYTICS_ENV.GATSBY_PLAUSIBLE_SCRIPT_URL;
export const DOMAIN = ANALYTICS_ENV.GATSBY_PLAUSIBLE_DOMAIN;
export const ORIGIN = new URL(SCRIPT_URL).origin;
export const EVENT_URL = `${ORIGIN}/api/event`;

/** Fails with the command to run when public/ was built without the e2e settings. */
export function assertBuiltWithAnalytics() {
  const line =
    fs
      .readFileSync("public/_headers", "utf8")
      .split("\n")
      .find((l) => l.includes("Content-Security-Policy:")) ?? "";
  const csp = line.slice(line.indexOf(":") + 1);
  const sources = (name) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];
  assert.ok(
    sources("script-src").includes(ORIGIN) && sources("connect-src").includes(ORIGIN),
    `public/ was not built with the analytics settings of tests/e2e/analytics.env (the CSP does not allow ${ORIGIN}). ` +
      "Build as scripts/test.sh does: env $(cat tests/e2e/analytics.env) npx gatsby build",
  );
}

/**
 * Behaves like Plausible's classic script (plausible.io/js/script.js) where these tests look:
 * reads data-domain from its own tag, posts to <its origin>/api/event, counts the page on load and
 * each history.pushState to another path, and sends nothing while localStorage.plausible_ignore is
 * "true", which it checks before every event.
 */
export const STUB_SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL(script.src).origin + "/api/event";
  var domain = script.getAttribute("data-domain");
  var lastPage;
  function trigger(name) {
    try { if (window.localStorage.plausible_ignore === "true") return; } catch (e) {}
    fetch(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ n: name, u: location.href, d: domain, r: document.referrer || null }) });
  }
  function page(isNavigation) {
    if (isNavigation && lastPage === location.pathname) return;
    lastPage = location.pathname;
    trigger("pageview");
  }
  var pushState = history.pushState;
  history.pushState = function () { pushState.apply(this, arguments); page(true); };
  window.addEventListener("popstate", function () { page(true); });
  page(false);
})();`;

/**
 * Answers every request to another origin in this context: the script and the event endpoint of
 * the stand-in, and a 404 for anything else. Returns the log: `scripts` (script URLs), `events`
 * (their JSON bodies) and `other` (any other request that left the site).
 */
export async function stubAnalytics(context) {
  const log = { scripts: [], events: [], other: [] };
  await context.route(
    (url) => !url.href.startsWith(BASE_URL) && url.protocol !== "data:",
    async (route) => {
      const request = route.request();
      const cors = { "access-control-allow-origin": "*" };
      if (request.url() === SCRIPT_URL && request.method() === "GET") {
        log.scripts.push(request.url());
        await route.fulfill({ status: 200, contentType: "application/javascript", headers: cors, body: STUB_SCRIPT });
      } else if (request.url() === EVENT_URL && request.method() === "POST") {
        log.events.push(JSON.parse(request.postData() ?? "null"));
        await route.fulfill({ status: 202, contentType: "text/plain", headers: cors, body: "ok" });
      } else {
        log.other.push(`${request.method()} ${request.url()}`);
        await route.fulfill({ status: 404, headers: cors, body: "" });
      }
    },
  );
  return log;
}
