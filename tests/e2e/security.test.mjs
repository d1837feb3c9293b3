/**
 * Safe to host: the site works under the Content-Security-Policy of public/_headers, as
 * the production server sends it (upgrade-insecure-requests included: Chromium leaves requests to
 * 127.0.0.1 alone; every page's visit in page-visits.test.mjs records its violations), and
 * public/_redirects gives a real 301 for every static redirect page.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { after, test } from "node:test";
import { closeBrowser, newPage, waitForHydration } from "./lib/browser.mjs";
import { filesIn, globalHeaders, pagePathOf, publicDir } from "./lib/public.mjs";
import { isRedirectPage, url } from "./lib/server.mjs";

const headers = globalHeaders();
const csp = headers["Content-Security-Policy"];

// One page for the file, closed with the browser.
const page = await newPage();
await page.addInitScript(() => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || "inline"} ${e.sample || ""}`.trim()),
  );
});
after(closeBrowser);

test("the build leaves nothing for hosts or tools where a visitor could fetch it: no source maps, webpack stats, chunk map or Partytown", () => {
  const found = filesIn(publicDir, { match: /\.map(\.(br|gz))?$/ });
  for (const name of ["webpack.stats.json", "chunk-map.json", "~partytown"])
    if (fs.existsSync(path.join(publicDir, name))) found.push(name);
  assert.deepEqual(found, []);
});

test("the production server answers 404, with the security headers, to the host files by any spelling of their path", async () => {
  for (const spelling of ["/_headers", "//_headers", "/en/../_headers", "/en/%2e%2e/_redirects", "/nginx/brisa.conf"]) {
    const response = await new Promise((resolve, reject) => {
      // The path as given: a URL string would be normalized by the client before it is sent.
      const { hostname, port } = new URL(url("/"));
      const request = http.get({ host: hostname, port, path: spelling, agent: false }, resolve);
      request.on("error", reject);
    });
    response.resume();
    assert.equal(response.statusCode, 404, spelling);
    assert.equal(response.headers["content-security-policy"], csp, spelling);
  }
});

test("the security headers are all there", () => {
  for (const name of [
    "Content-Security-Policy",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Permissions-Policy",
    "Strict-Transport-Security",
  ]) {
    assert.ok(headers[name], `${name} is set`);
  }
  assert.match(headers["Content-Security-Policy"], /default-src 'self'/);
  assert.doesNotMatch(headers["Content-Security-Policy"], /script-src[^;]*'unsafe-inline'/, "no inline scripts beyond the hashed ones");
});

test("redirect pages redirect under the CSP, and the contact form posts under it", async () => {
  const redirected = await page.goto(url("/es/services/"));
  assert.equal(redirected.headers()["content-security-policy"], csp);
  await page.waitForURL(url("/es/servicios/"));
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  await page.goto(url("/en/contact/"));
  await waitForHydration(page);
  const answer = await page.evaluate(async () => {
    const r = await fetch("/api/brisa/contact", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    return r.status;
  });
  assert.equal(answer, 400, "the endpoint answered (connect-src allows it)");
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
});

test("_redirects has a 301 for every static redirect page, to the page it redirects to", () => {
  const rules = new Map(
    fs
      .readFileSync(path.join(publicDir, "_redirects"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(/\s+/))
      .map(([from, to, status]) => [from, { to, status }]),
  );
  const missing = [];
  for (const file of filesIn(publicDir, { match: /^index\.html$/, except: ["static", "page-data"] })) {
    const html = fs.readFileSync(file, "utf8");
    if (!isRedirectPage(html)) continue;
    const from = pagePathOf(file);
    const to = html.match(/content="0;\s*url=([^"]+)"/)?.[1];
    const rule = rules.get(from);
    // Forced ("301!"), so that hosts which serve an existing file before an unforced rule still answer 301.
    if (!rule || rule.to !== to || rule.status !== "301!") missing.push(`${from} → ${to}: ${JSON.stringify(rule)}`);
  }
  assert.deepEqual(missing, []);
  assert.ok(rules.size > 50, "every mixed-language and blog redirect is listed");
});
