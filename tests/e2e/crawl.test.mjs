/**
 * Breadth-first crawl of the server HTML from /en/ and /es/: every internal link answers 200
 * and goes straight to its final page (never through a redirect page or a 301). The contact
 * form's result pages are the exception by design: only the endpoint's 303 leads there.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { PAGES, RESULT_PAGES } from "./lib/routes.mjs";
import { fetchRaw, isRedirectPage, linksIn } from "./lib/server.mjs";

const MAX_PAGES = 500;

/** Crawls once; resolves to { seen: Map(path → response), problems: string[] }. */
let crawlPromise;
function crawl() {
  crawlPromise ??= (async () => {
    const queue = ["/en/", "/es/"];
    const seen = new Map();
    const referrers = new Map(); // path -> Set of pages linking to it
    const problems = [];
    while (queue.length > 0) {
      const path = queue.shift();
      if (seen.has(path)) continue;
      if (seen.size >= MAX_PAGES) throw new Error(`crawled more than ${MAX_PAGES} pages: is something generating links?`);
      const result = await fetchRaw(path);
      seen.set(path, result);
      const from = [...(referrers.get(path) ?? ["(start)"])].slice(0, 3).join(", ");
      if (result.status !== 200) {
        const where = result.location ? ` → ${result.location}` : "";
        problems.push(`${path} answers ${result.status}${where} (linked from ${from})`);
        continue;
      }
      if (isRedirectPage(result.html)) {
        const to = result.html.match(/http-equiv="refresh"[^>]*content="[^"]*url=([^"]+)"/i)?.[1] ?? "?";
        problems.push(`${path} is a redirect page to ${to} (linked from ${from})`);
        continue;
      }
      for (const href of linksIn(result.html)) {
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const target = href.split(/[?#]/, 1)[0];
        if (!referrers.has(target)) referrers.set(target, new Set());
        referrers.get(target).add(path);
        if (!seen.has(target)) queue.push(target);
      }
    }
    return { seen, problems };
  })();
  return crawlPromise;
}

test("every internal link answers 200 and points to a final URL", { timeout: 180_000 }, async () => {
  const { seen, problems } = await crawl();
  assert.ok(seen.size >= 2, "the crawl did not run");
  assert.equal(problems.length, 0, `${problems.length} broken internal links:\n  ${problems.join("\n  ")}`);
});

test("every page of the route list is reachable by links from /en/ and /es/", { timeout: 180_000 }, async () => {
  const { seen } = await crawl();
  const orphans = PAGES.map((p) => p.path).filter((p) => !seen.has(p));
  assert.equal(orphans.length, 0, `pages that no internal link reaches: ${orphans.join(", ")}`);
});

test("the contact form's result pages are linked from nowhere, and their own links work", { timeout: 180_000 }, async () => {
  const { seen } = await crawl();
  const linked = RESULT_PAGES.map((p) => p.path).filter((p) => seen.has(p));
  assert.deepEqual(linked, [], "only the endpoint's 303 may lead to a result page");
  const problems = [];
  for (const { path } of RESULT_PAGES) {
    const { status, html } = await fetchRaw(path);
    if (status !== 200) {
      problems.push(`${path} answers ${status}`);
      continue;
    }
    for (const href of linksIn(html)) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split(/[?#]/, 1)[0];
      const result = seen.get(target) ?? (await fetchRaw(target));
      if (result.status !== 200 || isRedirectPage(result.html))
        problems.push(
          `${path} links to ${href}, which answers ${result.status}${isRedirectPage(result.html) ? " with a redirect page" : ""}`,
        );
    }
  }
  assert.deepEqual(problems, []);
});

test("every mail link of every page opens in a new tab with noopener noreferrer", { timeout: 180_000 }, async () => {
  const { seen } = await crawl();
  const pages = [...seen].filter(([, result]) => result.status === 200).map(([path, { html }]) => [path, html]);
  for (const { path } of RESULT_PAGES) pages.push([path, (await fetchRaw(path)).html]);
  const problems = [];
  let mailLinks = 0;
  for (const [path, html] of pages) {
    for (const tag of html.match(/<a\b[^>]*\shref="mailto:[^>]*>/gi) ?? []) {
      mailLinks += 1;
      const rel = tag.match(/\srel="([^"]*)"/i)?.[1].split(/\s+/) ?? [];
      if (!/\starget="_blank"/i.test(tag) || !rel.includes("noopener") || !rel.includes("noreferrer")) problems.push(`${path}: ${tag}`);
    }
  }
  assert.ok(mailLinks >= pages.length, `only ${mailLinks} mail links on ${pages.length} pages: every page's footer has one`);
  assert.deepEqual(problems, [], "mail links that open in the same tab");
});
