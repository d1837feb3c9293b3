// npm run bench: build times, then Lighthouse (mobile preset, default simulated throttling) on a
// sample of pages in both languages, N runs each; prints a table of medians and the main-thread
// work of each page by category (style and layout, script, paint), and writes JSON.
// --typed measures every typed-title page instead (their largest paint is timed by CSS).
// --paths /en/,/es/contacto/ measures only those paths of the sample (a quicker check of a change).
// --compare <dir> serves another build (a public/ folder, e.g. of the commit before a change) on
// the next port and measures each page on both, run for run in turn, so that the machine's noise
// falls on both alike; the table then shows this build beside the other.
// --beside <dir> --beside-paths </,/a-post/> measures another Gatsby site too (e.g. a build of
// gatsby-starter-blog), served by its own `gatsby serve` from <dir>, its pages in turn with ours
// in every run: a reference whose figures suffer the same machine at the same moment.
// It then prints this build's TBT, main-thread work and Speed Index as ratios to each page of the other
// site, and the three longest tasks of every page (scripts/build-starter.sh builds the starter).
// --without-scripts measures every page (and the other site's) a second time in each run with its
// script files blocked: the document alone (its HTML, CSS, pictures, inline scripts and CSS motion),
// and what the scripts add to it, which is where a page's main-thread work can still be cut.
// --from-another-site measures every page (and the other site's) a second time in each run as a
// visitor arriving from another site would load it: Lighthouse starts from a page of another site
// (http://localhost:<port + 3>/) instead of about:blank, so every page's navigation needs a
// renderer process of its own, as one with Cross-Origin-Opener-Policy always does (docs/performance.md).
//   node scripts/bench.mjs [--runs 3] [--skip-build] [--typed] [--paths <a,b>] [--compare <dir>]
//     [--beside <dir> --beside-paths <a,b>] [--without-scripts] [--from-another-site] [--out bench-results.json]
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_PATH, CHROMIUM_ARGS } from "./lib/local.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option("runs", "3"));
const out = option("out", "bench-results.json");
const port = Number(process.env.BENCH_PORT || 9700);
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const SAMPLE = [
  ["home", "/en/", "/es/"],
  ["services index", "/en/services/", "/es/servicios/"],
  ["service page", "/en/services/web-development/", "/es/servicios/desarrollo-web/"],
  ["our work", "/en/our-work/", "/es/nuestro-trabajo/"],
  ["about", "/en/about-us/", "/es/sobre-nosotros/"],
  ["case study", "/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/"],
  ["blog list", "/en/blog/", "/es/blog/"],
  ["article", "/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/"],
  ["contact", "/en/contact/", "/es/contacto/"],
  // Lighthouse refuses documents answered with 404; /404.html is the same file, served with 200.
  ["not found", "/404.html"],
];

/** The pages whose hero types its title and reveals what follows at 1.2 s. */
const TYPED_SAMPLE = [
  ["services index", "/en/services/", "/es/servicios/"],
  ["software maintenance", "/en/services/software-maintenance/", "/es/servicios/mantenimiento-software/"],
  ["web development", "/en/services/web-development/", "/es/servicios/desarrollo-web/"],
  ["mobile development", "/en/services/mobile-development/", "/es/servicios/desarrollo-movil/"],
  ["custom software", "/en/services/custom-software-development/", "/es/servicios/desarrollo-software-medida/"],
  ["ai agents", "/en/services/ai-agents/", "/es/servicios/agentes-ia/"],
  ["seo", "/en/services/seo-optimization/", "/es/servicios/posicionamiento-seo/"],
  ["our work", "/en/our-work/", "/es/nuestro-trabajo/"],
  ["about", "/en/about-us/", "/es/sobre-nosotros/"],
];

function timed(command) {
  const start = process.hrtime.bigint();
  execSync(command, { stdio: "inherit", env });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const build = {};
if (!args.includes("--skip-build")) {
  console.log("== Cold build (gatsby clean && gatsby build)");
  execSync("npx gatsby clean", { stdio: "inherit", env });
  build.coldSeconds = timed("npx gatsby build");
  console.log("== Warm build (gatsby build)");
  build.warmSeconds = timed("npx gatsby build");
}
const htmlPages = execSync("find public -type f -name '*.html' -not -path 'public/static/*'", { encoding: "utf8" })
  .trim()
  .split("\n")
  .filter((file) => !/http-equiv="refresh"/.test(fs.readFileSync(file, "utf8")));
build.pages = htmlPages.length;

/**
 * Starts a server in its own process group and waits (60 s at most) until `readyUrl` answers;
 * returns what stops it.
 */
async function startProcess(command, commandArgs, options, readyUrl) {
  const child = spawn(command, commandArgs, { ...options, detached: true, stdio: "ignore" });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already stopped */
    }
  };
  process.on("exit", stop);
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(readyUrl)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`${command} ${commandArgs.join(" ")}: ${readyUrl} did not answer within 60 s`);
}

/** The production server, as `npm start` serves the site (leads, if any, go to a throwaway store). */
const startServer = (serverPort, publicDir) =>
  startProcess(
    process.execPath,
    ["--import", "tsx", "server/production/main.ts"],
    {
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: String(serverPort),
        PUBLIC_DIR: publicDir,
        LEADS_DB: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-")), "leads.db"),
      },
    },
    `http://127.0.0.1:${serverPort}/en/`,
  );
const compareDir = option("compare", null);
const compareBase = `http://127.0.0.1:${port + 1}`;
const stopServer = await startServer(port, path.resolve("public"));
const stopCompare = compareDir ? await startServer(port + 1, path.resolve(compareDir)) : () => undefined;

/** Another Gatsby site, served as its own project serves it (`gatsby serve`, from its directory). */
const startBeside = (serverPort, dir) =>
  startProcess(
    path.join(dir, "node_modules/.bin/gatsby"),
    ["serve", "--host", "127.0.0.1", "--port", String(serverPort)],
    { cwd: dir, env },
    `http://127.0.0.1:${serverPort}/`,
  );
const besideDir = option("beside", null);
const besidePaths = option("beside-paths", "/").split(",");
const besideBase = `http://127.0.0.1:${port + 2}`;
const stopBeside = besideDir ? await startBeside(port + 2, path.resolve(besideDir)) : () => undefined;

/** The page another site shows before each run of --from-another-site: `localhost` is not the site of 127.0.0.1. */
const fromAnotherSite = args.includes("--from-another-site");
const anotherSitePort = port + 3;
const anotherSite = fromAnotherSite
  ? http
      .createServer((_request, response) => response.end("<!doctype html><title>Another site</title>"))
      .listen(anotherSitePort, "127.0.0.1")
  : null;

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "bench-chrome-")),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Main-thread work by what it was (Lighthouse's mainthread-work-breakdown groups, in ms of the
 * throttled CPU): where a regression in TBT comes from.
 */
const PROFILE = {
  styleLayout: ["styleLayout"],
  script: ["scriptEvaluation", "scriptParseCompile", "garbageCollection"],
  paint: ["paintCompositeRender"],
  parseHtml: ["parseHTML"],
  other: ["other"],
};
function profileOf(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const of = (groups) => items.filter((item) => groups.includes(item.group)).reduce((total, item) => total + item.duration, 0);
  const profile = Object.fromEntries(Object.entries(PROFILE).map(([name, groups]) => [name, of(groups)]));
  return { mainThread: items.reduce((total, item) => total + item.duration, 0), ...profile };
}

/**
 * The CPU time of the same work. Lighthouse's main-thread figure adds up how long each task took,
 * including the time the main thread waited for a core while other threads ran: on 2 cores, mostly
 * the display compositor, which draws every frame of an animation in software here. The thread
 * time of those tasks (`tdur`) is the page's own work, in ms of the throttled CPU as Lighthouse's;
 * the compositor's (in ms as measured) is what the page's motion takes from the other core.
 */
function cpuOf(trace, url, multiplier) {
  const events = trace.traceEvents;
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const names = new Map(events.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  /** The thread time of a thread's outermost events. */
  const threadTime = (keep) => {
    const spans = events.filter((e) => e.ph === "X" && e.tdur !== undefined && keep(`${e.pid}:${e.tid}`));
    spans.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const ends = new Map();
    let total = 0;
    for (const e of spans) {
      const thread = `${e.pid}:${e.tid}`;
      if ((ends.get(thread) ?? 0) > e.ts) continue;
      ends.set(thread, e.ts + e.dur);
      total += e.tdur / 1000;
    }
    return total;
  };
  return {
    mainThreadCpu: parse ? threadTime((thread) => thread === `${parse.pid}:${parse.tid}`) * multiplier : NaN,
    compositorCpu: threadTime((thread) => names.get(thread) === "VizCompositorThread"),
  };
}

/**
 * Lighthouse now and then loses the navigation's start in the trace (NO_NAVSTART) on a loaded
 * machine: that run measured nothing, so it is made again, up to twice. Any other error stops.
 */
async function measure(url, variant = {}, attempt = 1) {
  const blockedUrlPatterns = variant.withoutScripts ? ["*.js"] : [];
  const blankPage = variant.fromAnotherSite ? `http://localhost:${anotherSitePort}/` : "about:blank";
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", blockedUrlPatterns, blankPage });
  const lhr = result.lhr;
  if (lhr.runtimeError?.code === "NO_NAVSTART" && attempt < 3) {
    console.log(`${url}: Lighthouse lost the navigation start (NO_NAVSTART); measuring again`);
    return measure(url, variant, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"].details.items;
  const sum = (filter) => requests.filter(filter).reduce((total, r) => total + (r.transferSize || 0), 0);
  const lcpNode = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node");
  // The three longest tasks, with the script Lighthouse blames: where the blocking time comes from.
  const longTasks = [...(lhr.audits["long-tasks"]?.details?.items ?? [])]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((task) => `${Math.round(task.duration)} ms ${String(task.url).replace(/^https?:\/\/[^/]+/, "") || "(no script)"}`);
  return {
    lcpElement: lcpNode ? `${lcpNode.selector} (${lcpNode.nodeLabel})` : null,
    longTasks,
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    speedIndex: lhr.audits["speed-index"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    bytes: sum(() => true),
    bytesWithoutImages: sum((r) => r.resourceType !== "Image"),
    jsBytes: sum((r) => r.resourceType === "Script"),
    requests: requests.length,
    ...profileOf(lhr),
    ...cpuOf(result.artifacts.Trace, url, lhr.configSettings.throttling.cpuSlowdownMultiplier),
  };
}

/** The medians of each numeric figure, and every element that was the largest paint. */
function summary(samples) {
  const row = {};
  for (const key of Object.keys(samples[0])) if (typeof samples[0][key] === "number") row[key] = median(samples.map((s) => s[key]));
  row.lcpElements = [...new Set(samples.map((s) => s.lcpElement))];
  // The long tasks of the run whose main-thread total is the median: one real run, not a blend.
  row.longTasks = samples.find((s) => s.mainThread === row.mainThread).longTasks;
  return row;
}

const onlyPaths = option("paths", null)?.split(",");
const sample = (args.includes("--typed") ? TYPED_SAMPLE : SAMPLE)
  .map(([name, ...paths]) => [name, ...paths.filter((p) => !onlyPaths || onlyPaths.includes(p))])
  .filter((entry) => entry.length > 1);
if (sample.length === 0) {
  console.error(`--paths names no path of the sample: ${onlyPaths.join(", ")}`);
  process.exit(2);
}
// Run after run over every page (ours, the compared build's, the other site's), so that a slow
// moment of the machine falls on all of them alike.
const withoutScripts = args.includes("--without-scripts");
/** The measurements made again in each run besides the page as it is: --without-scripts, --from-another-site. */
const variants = [...(withoutScripts ? ["withoutScripts"] : []), ...(fromAnotherSite ? ["fromAnotherSite"] : [])];
const variantSamples = () => Object.fromEntries(variants.map((name) => [name, []]));
const pages = sample.flatMap(([name, ...paths]) =>
  paths.map((pagePath) => ({ name, pagePath, samples: [], reference: [], more: variantSamples() })),
);
const besidePages = besideDir ? besidePaths.map((pagePath) => ({ pagePath, samples: [], more: variantSamples() })) : [];
/** A page's run as it is, then once for each variant. */
async function measurePage(page, url) {
  page.samples.push(await measure(url));
  for (const name of variants) page.more[name].push(await measure(url, { [name]: true }));
}
for (let i = 0; i < runs; i += 1) {
  for (const page of pages) {
    await measurePage(page, `${base}${page.pagePath}`);
    if (compareDir) page.reference.push(await measure(`${compareBase}${page.pagePath}`));
  }
  for (const page of besidePages) await measurePage(page, `${besideBase}${page.pagePath}`);
  console.log(`run ${i + 1} of ${runs} measured`);
}
const variantsOf = (more) => Object.fromEntries(variants.map((name) => [name, summary(more[name])]));
const rows = pages.map(({ name, pagePath, samples, reference, more }) => ({
  page: name,
  path: pagePath,
  ...summary(samples),
  ...(compareDir ? { reference: summary(reference) } : {}),
  ...variantsOf(more),
}));
const besideRows = besidePages.map(({ pagePath, samples, more }) => ({ path: pagePath, ...summary(samples), ...variantsOf(more) }));
await chrome.kill();
anotherSite?.close();
stopServer();
stopCompare();
stopBeside();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value) => `${Math.round(value)}`;
// At most 1.00 is "no more than the other site's page".
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : "-");
/** Each figure of `keys` in ms, in `row` then in `other` (the same page measured another way). */
const inPairs = (row, other, keys) => keys.flatMap((key) => [ms(row[key]), ms(other[key])]);
/** This build's rows, then the other site's, named by its folder. */
const everyRow = [...rows, ...besideRows.map((b) => ({ ...b, path: `${besideDir} ${b.path}` }))];
const header = ["path", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "SI ms", "TBT ms", "CLS", "KB", "KB no img", "JS KB", "req"];
const table = rows.map((r) => [
  r.path,
  r.performance,
  r.accessibility,
  r.bestPractices,
  r.seo,
  ms(r.fcp),
  ms(r.lcp),
  ms(r.speedIndex),
  ms(r.tbt),
  r.cls.toFixed(3),
  kb(r.bytes),
  kb(r.bytesWithoutImages),
  kb(r.jsBytes),
  r.requests,
]);
const print = (head, body) => {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join("  ");
  console.log(line(head));
  for (const row of body) console.log(line(row));
};
console.log(`\nLighthouse ${runs}× per page, medians (mobile preset, simulated throttling). Bytes as transferred.`);
print(header, table);
console.log(
  `\nMain-thread work by category, ms of the throttled CPU, medians; then the main thread's CPU time alone, and the display compositor's (ms as measured; cpuOf):`,
);
print(
  ["path", "total", "style & layout", "script", "paint", "parse HTML", "other", "CPU", "compositor CPU"],
  everyRow.map((r) => [
    r.path,
    ...[r.mainThread, r.styleLayout, r.script, r.paint, r.parseHtml, r.other, r.mainThreadCpu, r.compositorCpu].map(ms),
  ]),
);
if (compareDir) {
  console.log(`\nThis build beside ${compareDir}, measured in turn, medians of ${runs}:`);
  print(
    ["path", "perf", "perf ref", "LCP ms", "LCP ref", "Δ LCP ms", "CLS", "CLS ref", "TBT ms", "TBT ref", "KB", "KB ref"],
    rows.map((r) => [
      r.path,
      r.performance,
      r.reference.performance,
      ms(r.lcp),
      ms(r.reference.lcp),
      ms(r.lcp - r.reference.lcp),
      r.cls.toFixed(3),
      r.reference.cls.toFixed(3),
      ms(r.tbt),
      ms(r.reference.tbt),
      kb(r.bytes),
      kb(r.reference.bytes),
    ]),
  );
  console.log(`\nMain-thread work, this build beside ${compareDir}, ms, medians:`);
  print(
    ["path", "total", "total ref", "style & layout", "ref", "script", "ref", "paint", "ref"],
    rows.map((r) => [r.path, ...inPairs(r, r.reference, ["mainThread", "styleLayout", "script", "paint"])]),
  );
}
if (besideDir) {
  console.log(`\n${besideDir} (gatsby serve), measured in the same runs, medians of ${runs}:`);
  print(
    ["path", "perf", "LCP ms", "SI ms", "TBT ms", "CLS", "KB", "total", "style & layout", "script", "paint", "parse HTML", "other"],
    besideRows.map((r) => [
      r.path,
      r.performance,
      ms(r.lcp),
      ms(r.speedIndex),
      ms(r.tbt),
      r.cls.toFixed(3),
      kb(r.bytes),
      ms(r.mainThread),
      ms(r.styleLayout),
      ms(r.script),
      ms(r.paint),
      ms(r.parseHtml),
      ms(r.other),
    ]),
  );
}
if (besideDir) {
  // Ratios to each page of the other site.
  console.log(`\nThis build ÷ ${besideDir}, medians of the same runs (TBT, main-thread work, its CPU time, Speed Index):`);
  print(
    ["path", ...besideRows.flatMap((b) => [`TBT ÷ ${b.path}`, `main ÷ ${b.path}`, `CPU ÷ ${b.path}`, `SI ÷ ${b.path}`])],
    rows.map((r) => [
      r.path,
      ...besideRows.flatMap((b) => [
        ratio(r.tbt, b.tbt),
        ratio(r.mainThread, b.mainThread),
        ratio(r.mainThreadCpu, b.mainThreadCpu),
        ratio(r.speedIndex, b.speedIndex),
      ]),
    ]),
  );
  console.log(`\nThe three longest tasks of each page's median run:`);
  for (const r of everyRow) console.log(`${r.path}: ${r.longTasks.join(" · ") || "none"}`);
}
if (withoutScripts) {
  // The document's own work is a floor that no change to the scripts lowers.
  const reference = besideRows[0];
  console.log(`\nMain-thread work as loaded and with every script file blocked, ms, medians of the same runs:`);
  print(
    ["path", "total", "without scripts", "TBT without", "the scripts' share", ...(reference ? [`without ÷ ${reference.path} total`] : [])],
    everyRow.map((r) => [
      r.path,
      ms(r.mainThread),
      ms(r.withoutScripts.mainThread),
      ms(r.withoutScripts.tbt),
      ms(r.mainThread - r.withoutScripts.mainThread),
      ...(reference ? [(r.withoutScripts.mainThread / reference.mainThread).toFixed(2)] : []),
    ]),
  );
}
if (fromAnotherSite) {
  // The same figures and ratios, each site's pages arriving from another site.
  const others = besideRows.map((b) => b.fromAnotherSite);
  console.log(`\nFrom about:blank, and arriving from another site ("from …"), medians of the same runs:`);
  print(
    [
      "path",
      "TBT ms",
      "from …",
      "main ms",
      "from …",
      "LCP ms",
      "from …",
      "CPU ms",
      "from …",
      ...besideRows.flatMap((b) => [`TBT ÷ ${b.path}`, `main ÷ ${b.path}`, `CPU ÷ ${b.path}`]),
    ],
    everyRow.map((r) => [
      r.path,
      ...inPairs(r, r.fromAnotherSite, ["tbt", "mainThread", "lcp", "mainThreadCpu"]),
      ...others.flatMap((o) => [
        ratio(r.fromAnotherSite.tbt, o.tbt),
        ratio(r.fromAnotherSite.mainThread, o.mainThread),
        ratio(r.fromAnotherSite.mainThreadCpu, o.mainThreadCpu),
      ]),
    ]),
  );
  console.log(`\nThe three longest tasks of each page's median run, arriving from another site:`);
  for (const r of everyRow) console.log(`${r.path}: ${r.fromAnotherSite.longTasks.join(" · ") || "none"}`);
}
if (build.coldSeconds)
  console.log(`\nBuild: cold ${build.coldSeconds.toFixed(1)} s, warm ${build.warmSeconds.toFixed(1)} s, ${build.pages} pages`);
else console.log(`\n${build.pages} pages (build not timed: --skip-build)`);
fs.writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.arch()}, node ${process.version}`, runs, build, pages: rows, ...(besideDir ? { beside: { dir: besideDir, pages: besideRows } } : {}) }, null, 2)}\n`,
);
console.log(`Written ${out}`);
process.exit(0);
