/**
 * The site behind Debian's nginx with the include the build wrote (public/nginx/brisa.conf): the
 * headers, 301s, not-found page and precompressed files of `_headers`/`_redirects`, and /api/
 * proxied to the production server that run.mjs started (BASE_URL).
 *
 * The test starts its own nginx (`daemon off`, a child process; pid, logs and temp paths in a temp
 * directory; a free port on 127.0.0.1) and stops it at the end. The include it loads is the
 * generator's output for the built `_headers` and `_redirects` with the upstream pointed at
 * BASE_URL; the built file itself is checked to be the same generator's output for its own
 * upstream, and `nginx -t` must accept it. nginx comes from scripts/ensure-nginx.sh (which installs
 * it as root); without it the suite fails saying what to install, as for Chromium and PostgreSQL.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { after, before, describe, test } from "node:test";
import { tsImport } from "tsx/esm/api";
import { publicDir } from "./lib/public.mjs";
import { BASE_URL } from "./lib/server.mjs";
import { freePort } from "../../scripts/lib/local.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const builtInclude = path.join(publicDir, "nginx", "brisa.conf");
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const ENDPOINT = "/api/brisa/contact";
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The generator and the production server's parsers, in TypeScript: loaded through tsx. */
const load = async (file) => {
  const module = await tsImport(path.join(root, file), import.meta.url);
  return module.default && !module.nginxInclude && !module.parseHeadersFile ? module.default : module;
};
const { nginxInclude } = await load("src/node/hosting/nginx-config.ts");
const { headersFor, parseHeadersFile } = await load("src/hosting/host-rules.ts");

function findNginx() {
  const result = spawnSync("bash", [path.join(root, "scripts", "ensure-nginx.sh")], { encoding: "utf8" });
  if (result.status === 0) return { nginx: result.stdout.trim().split("\n").at(-1) };
  const why = (result.stderr || result.error?.message || "").trim().split("\n").slice(-4).join(" ");
  return {
    missing: `no usable nginx: install Debian's nginx (apt-get install nginx), or run as root so that scripts/ensure-nginx.sh installs it: ${why}`,
  };
}

const { nginx, missing } = findNginx();

/** A main nginx.conf around `server` lines, everything the process writes under `dir`. */
function mainConf(dir, { port, serverLines, brotli }) {
  const temp = (name) => path.join(dir, name);
  return `# nginx for tests/e2e/nginx.test.mjs
${process.getuid?.() === 0 ? "user root;  # as root, workers would otherwise run as nobody" : ""}
daemon off;
master_process on;
worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} info;
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${temp("access.log")};
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${publicDir};
${serverLines.map((line) => `    ${line}`).join("\n")}
  }
}
`;
}

/** `nginx -t` on a configuration; resolves to its output, throws with it when it fails. */
function checkConf(dir, conf) {
  const result = spawnSync(nginx, ["-t", "-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  assert.equal(result.status, 0, `nginx -t -c ${conf} failed:\n${output}`);
  return output;
}

/** One request on its own connection; the raw body, not decoded. */
function request(port, pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers, agent: false }, (res) => {
      answered = true;
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    // nginx may answer (413) and close before it read the whole body: that is not a failure.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${pathname}: no answer in 15 s`)));
    req.end(body);
  });
}

// Like Chromium and PostgreSQL: a missing nginx stops the suite with what to install, never a skip.
if (missing) {
  test("nginx in front of the site", () => assert.fail(missing));
} else {
  const headersText = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
  const redirectsText = fs.readFileSync(path.join(publicDir, "_redirects"), "utf8");
  const rules = parseHeadersFile(headersText);
  /** The security headers: the `/*` block of `_headers`. */
  const security = rules.find((rule) => rule.pattern === "/*")?.headers ?? [];
  const brotli = fs.existsSync(BROTLI_MODULE);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-nginx-"));
  let port = 0;
  let child = null;
  let log = "";

  const killChild = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  process.once("exit", killChild);

  before(async () => {
    assert.ok(security.length >= 5, `the /* block of public/_headers has ${security.length} headers`);
    assert.ok(fs.existsSync(builtInclude), `${builtInclude} is missing: the build writes it (npx gatsby build)`);
    port = await freePort();
    // The include as the build makes it, with /api/ going to the server under test.
    fs.writeFileSync(path.join(dir, "brisa.conf"), nginxInclude({ headersText, redirectsText, upstream: BASE_URL }));
    const serverLines = [`include ${path.join(dir, "brisa.conf")};`];
    if (brotli) serverLines.push(`include ${path.join(publicDir, "nginx", "brisa-brotli.conf")};`);
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(conf, mainConf(dir, { port, serverLines, brotli }));
    checkConf(dir, conf);

    child = spawn(nginx, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        assert.fail(
          `nginx exited (${child.exitCode ?? child.signalCode}):\n${log}\n${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`,
        );
      }
      try {
        const { status } = await request(port, "/en/");
        if (status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) assert.fail(`nginx did not answer on 127.0.0.1:${port} within 10 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  after(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT"); // graceful: the master waits for its workers, then exits
      const timer = setTimeout(killChild, 5_000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener("exit", killChild);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const assertSecurityHeaders = (response, what) => {
    for (const [name, value] of security) assert.equal(response.headers[name.toLowerCase()], value, `${name} of ${what}`);
  };

  describe("the include the build wrote", () => {
    test("is the generator's output for the built _headers and _redirects (only the upstream differs from what the test loads)", () => {
      const built = fs.readFileSync(builtInclude, "utf8");
      const upstream = built.match(/^\s*proxy_pass (\S+);$/m)?.[1];
      assert.ok(upstream, "no proxy_pass line in the built include");
      assert.equal(built, nginxInclude({ headersText, redirectsText, upstream }));
      assert.ok(!/^\s*root\s/m.test(built), "the include must leave root to the deployer");
    });

    test("nginx -t accepts it inside a server block", async () => {
      const testDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-nginx-t-"));
      try {
        const conf = path.join(testDir, "nginx.conf");
        fs.writeFileSync(conf, mainConf(testDir, { port: await freePort(), serverLines: [`include ${builtInclude};`], brotli: false }));
        assert.match(checkConf(testDir, conf), /test is successful/);
      } finally {
        fs.rmSync(testDir, { recursive: true, force: true });
      }
    });
  });

  describe(`nginx serving public/ (upstream ${BASE_URL})`, () => {
    test("a page has the CSP and every security header of _headers, and revalidates", async () => {
      const response = await request(port, "/en/services/");
      assert.equal(response.status, 200);
      assert.match(response.headers["content-type"], /^text\/html/);
      assert.match(response.headers.server, /^nginx/);
      assert.match(response.headers["content-security-policy"] ?? "", /script-src 'self'[^;]* 'sha256-/, "no CSP with script hashes");
      assertSecurityHeaders(response, "/en/services/");
      for (const [name, value] of Object.entries(headersFor(rules, "/en/services/"))) {
        assert.equal(response.headers[name.toLowerCase()], value, name);
      }
      assert.equal(response.headers["cache-control"], REVALIDATE);
      assert.equal(response.body.toString("utf8"), fs.readFileSync(path.join(publicDir, "en", "services", "index.html"), "utf8"));
    });

    test("a JS asset has every security header and is immutable", async () => {
      const html = fs.readFileSync(path.join(publicDir, "en", "index.html"), "utf8");
      // Named in a <script src>, a preload or the list of scripts loaded after the first paint.
      const script = html.match(/"(\/[\w.-]+\.js)"/)?.[1];
      assert.ok(script, "public/en/index.html names no /….js file");
      const response = await request(port, script);
      assert.equal(response.status, 200, script);
      assert.match(response.headers["content-type"], /javascript/);
      assertSecurityHeaders(response, script);
      assert.equal(response.headers["cache-control"], IMMUTABLE);
    });

    test("page-data revalidates", async () => {
      const response = await request(port, "/page-data/en/page-data.json");
      assert.equal(response.status, 200);
      assertSecurityHeaders(response, "page-data");
      assert.equal(response.headers["cache-control"], REVALIDATE);
    });

    test("/en/servicios/ → 301 /en/services/, query kept", async () => {
      const plain = await request(port, "/en/servicios/");
      assert.equal(plain.status, 301);
      assert.equal(plain.headers.location, "/en/services/");
      assertSecurityHeaders(plain, "the 301");
      const withQuery = await request(port, "/en/servicios/?a=1&b=2");
      assert.equal(withQuery.status, 301);
      assert.equal(withQuery.headers.location, "/en/services/?a=1&b=2");
    });

    test("/en/no-such-page/ → 404 with the not-found page and the headers", async () => {
      const response = await request(port, "/en/no-such-page/");
      assert.equal(response.status, 404);
      assert.match(response.headers["content-type"], /^text\/html/);
      assertSecurityHeaders(response, "the 404");
      assert.equal(response.body.toString("utf8"), fs.readFileSync(path.join(publicDir, "404.html"), "utf8"));
    });

    test("a folder without a page → 404 with its language's not-found page, as on the Node server, not nginx's 403", async () => {
      for (const [pathname, notFound] of [
        ["/es/blog/categoria/", "es/404.html"],
        ["/en/blog/category/", "404.html"],
        ["/static/", "404.html"],
      ]) {
        assert.ok(fs.statSync(path.join(publicDir, pathname)).isDirectory(), `${pathname} is a folder of the build`);
        assert.ok(!fs.existsSync(path.join(publicDir, pathname, "index.html")), `${pathname} has no page`);
        const response = await request(port, pathname);
        assert.equal(response.status, 404, pathname);
        assertSecurityHeaders(response, pathname);
        assert.equal(response.body.toString("utf8"), fs.readFileSync(path.join(publicDir, notFound), "utf8"), pathname);
      }
    });

    test("the host files, source maps and webpack's stats are not served, by any spelling of their path", async () => {
      // The build leaves no map or stats file; two are planted here to prove nginx would keep them back.
      const planted = [path.join(publicDir, "webpack.stats.json"), path.join(publicDir, "planted-by-the-test.js.map")];
      for (const file of planted) fs.writeFileSync(file, "{}");
      try {
        const spellings = [
          "/_headers",
          "/_redirects",
          "/nginx/brisa.conf",
          "//_headers",
          "/./_headers",
          "/en/../_headers",
          "//_redirects",
          "/en/%2e%2e/_headers",
          "/_heade%72s",
          "/webpack.stats.json",
          "/planted-by-the-test.js.map",
          "/en/%2e%2e/planted-by-the-test.js.map",
        ];
        for (const pathname of spellings) {
          const response = await request(port, pathname);
          assert.equal(response.status, 404, pathname);
          assertSecurityHeaders(response, pathname);
        }
      } finally {
        for (const file of planted) fs.rmSync(file, { force: true });
      }
    });

    test("Accept-Encoding: gzip gets the build's .gz of a page", async () => {
      const response = await request(port, "/en/", { headers: { "Accept-Encoding": "gzip" } });
      assert.equal(response.status, 200);
      assert.equal(response.headers["content-encoding"], "gzip");
      assert.match(response.headers.vary ?? "", /Accept-Encoding/i);
      assertSecurityHeaders(response, "the gzipped page");
      assert.ok(response.body.equals(fs.readFileSync(path.join(publicDir, "en", "index.html.gz"))), "not the build's .gz file");
      assert.equal(zlib.gunzipSync(response.body).toString("utf8"), fs.readFileSync(path.join(publicDir, "en", "index.html"), "utf8"));
    });

    test("Accept-Encoding: br gets the build's .br of a page (brisa-brotli.conf)", async () => {
      assert.ok(brotli, `no ${BROTLI_MODULE}: install Debian's libnginx-mod-http-brotli-static (scripts/ensure-nginx.sh does as root)`);
      const response = await request(port, "/en/", { headers: { "Accept-Encoding": "gzip, br" } });
      assert.equal(response.status, 200);
      assert.equal(response.headers["content-encoding"], "br");
      assert.equal(
        zlib.brotliDecompressSync(response.body).toString("utf8"),
        fs.readFileSync(path.join(publicDir, "en", "index.html"), "utf8"),
      );
    });

    test("a contact POST through nginx reaches the production server (400 JSON for a malformed body)", async () => {
      const response = await request(port, ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: '{"name":',
      });
      assert.equal(response.status, 400, response.body.toString("utf8"));
      assert.match(response.headers["content-type"], /^application\/json/);
      assert.equal(typeof JSON.parse(response.body.toString("utf8")).message, "string");
      assert.equal(response.headers["cache-control"], "no-store");
      assertSecurityHeaders(response, "the endpoint's answer");
    });

    test("the endpoint's own 403 (a post from another site) passes through as its JSON, not the not-found page", async () => {
      const response = await request(port, ENDPOINT, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "Sec-Fetch-Site": "cross-site",
          Origin: "https://elsewhere.example",
        },
        body: "{}",
      });
      assert.equal(response.status, 403, response.body.toString("utf8"));
      assert.match(response.headers["content-type"], /^application\/json/);
      assert.equal(typeof JSON.parse(response.body.toString("utf8")).message, "string");
    });

    test("a 64 KB body gets 413 from nginx itself", async () => {
      const body = JSON.stringify({ name: "Ana", message: "x".repeat(64 * 1024) });
      const response = await request(port, ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
        body,
      });
      assert.equal(response.status, 413);
      // nginx's own error page, not the endpoint's JSON 413.
      assert.match(response.headers["content-type"], /^text\/html/);
      assert.match(response.body.toString("utf8"), /<center>nginx/);
    });
  });
}
