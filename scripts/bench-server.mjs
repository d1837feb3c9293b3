// npm run bench:server: the production server under load, side by side with `gatsby serve` and
// Debian's nginx (with the build's public/nginx/brisa.conf) in the same run, so that the figures
// are ratios on this machine; then 200 concurrent contact POSTs, each 201 checked against the store.
//   npm run build && node scripts/bench-server.mjs [--seconds 5] [--connections 20] [--out bench-server.json]
// Every server listens on 127.0.0.1 only; each load runs for a fixed time.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "./lib/local.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const seconds = Number(option("seconds", "5"));
const connections = Number(option("connections", "20"));
const out = option("out", "bench-server.json");
const root = process.cwd();
const publicDir = path.join(root, "public");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
const leadsDb = path.join(work, "leads.db");
const children = [];

if (!fs.existsSync(path.join(publicDir, "nginx", "brisa.conf"))) {
  console.error("public/nginx/brisa.conf is missing: build the site first (npm run build)");
  process.exit(1);
}

function start(command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    detached: true,
    stdio: "ignore",
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function nginxBinary() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync("bash", ["scripts/ensure-nginx.sh"], { cwd: root, encoding: "utf8" });
  if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  throw new Error("nginx is missing: apt-get install nginx (Debian's package)");
}

/** nginx with the build's include, proxying /api/ to the production server; one worker, like Node's one thread. */
function nginxConfig(port, upstream) {
  const include = fs
    .readFileSync(path.join(publicDir, "nginx", "brisa.conf"), "utf8")
    .replace(/proxy_pass\s+[^;]+;/g, `proxy_pass ${upstream};`);
  fs.writeFileSync(path.join(work, "brisa.conf"), include);
  const temp = (name) => `${name}_temp_path ${path.join(work, name)};`;
  fs.writeFileSync(
    path.join(work, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
daemon off;
pid ${path.join(work, "nginx.pid")};
error_log ${path.join(work, "nginx-error.log")};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${port};
    root ${publicDir};
    include ${path.join(work, "brisa.conf")};
  }
}
`,
  );
  return path.join(work, "nginx.conf");
}

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "br, gzip" }, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const asset = fs.readdirSync(publicDir).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
const TARGETS = [
  ["page", "/en/services/"],
  ["asset", `/${asset}`],
  ["404", "/en/no-such-page/"],
];

const [nodePort, gatsbyPort, nginxPort] = [await freePort(), await freePort(), await freePort()];
start(process.execPath, ["--import", "tsx", "server/production/main.ts"], {
  HOST: "127.0.0.1",
  PORT: String(nodePort),
  LEADS_DB: leadsDb,
  CONTACT_RATE_LIMIT: "100000",
});
start("npx", ["gatsby", "serve", "--host", "127.0.0.1", "--port", String(gatsbyPort)]);
start(nginxBinary(), ["-c", nginxConfig(nginxPort, `http://127.0.0.1:${nodePort}`), "-e", path.join(work, "nginx-error.log")]);
const servers = { production: nodePort, "gatsby serve": gatsbyPort, nginx: nginxPort };
for (const port of Object.values(servers)) await waitFor(`http://127.0.0.1:${port}/en/`);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  seconds,
  connections,
  static: {},
  contact: {},
};
for (const [label, target] of TARGETS) {
  results.static[label] = {};
  for (const [name, port] of Object.entries(servers)) {
    const result = await load(`http://127.0.0.1:${port}${target}`);
    results.static[label][name] = {
      requestsPerSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  }
}

// 200 concurrent contact POSTs, each a different message, then every 201 looked up in the store.
const POSTS = 200;
const statuses = new Map();
let index = 0;
const contact = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${nodePort}/api/brisa/contact`,
      connections: POSTS,
      amount: POSTS,
      method: "POST",
      headers: { "content-type": "application/json" },
      setupClient(client) {
        index += 1;
        client.setBody(
          JSON.stringify({
            name: `Bench ${index}`,
            email: `bench${index}@example.com`,
            phone: "",
            phoneExtension: "+34",
            subject: `Load test ${index}`,
            description: "A message sent by npm run bench:server.",
            consent: true,
            lang: "en",
            website: "",
          }),
        );
      },
    },
    (error, result) => (error ? reject(error) : resolve(result)),
  );
  instance.on("response", (client, statusCode, _bytes, _time) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  instance.on("reqError", () => statuses.set("error", (statuses.get("error") ?? 0) + 1));
});
const stored = JSON.parse(
  spawnSync(process.execPath, ["--import", "tsx", "server/leads/leads.ts", "export", "--json"], {
    cwd: root,
    env: { ...process.env, LEADS_DB: leadsDb },
    encoding: "utf8",
  }).stdout,
);
results.contact = {
  posts: POSTS,
  created: statuses.get(201) ?? 0,
  otherStatuses: Object.fromEntries([...statuses].filter(([code]) => code !== 201)),
  storedLeads: stored.length,
  p99Ms: contact.latency.p99,
  p50Ms: contact.latency.p50,
};

console.log(
  `\n${seconds} s per figure, ${connections} connections, Accept-Encoding: br, gzip (${os.cpus().length} cores, node ${process.version})\n`,
);
console.log("| target | server | requests/s | p99 ms | vs gatsby serve | vs nginx |");
console.log("|---|---|---|---|---|---|");
for (const [label, byServer] of Object.entries(results.static)) {
  for (const [name, figures] of Object.entries(byServer)) {
    const ratio = (other) => (figures.requestsPerSecond / byServer[other].requestsPerSecond).toFixed(2);
    console.log(`| ${label} | ${name} | ${figures.requestsPerSecond} | ${figures.p99Ms} | ${ratio("gatsby serve")} | ${ratio("nginx")} |`);
  }
}
const c = results.contact;
console.log(
  `\nContact: ${c.posts} concurrent POSTs: ${c.created} answered 201, ${c.storedLeads} leads stored, other answers ${JSON.stringify(c.otherStatuses)}; p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms`,
);
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`(written to ${out})`);
stopAll();
fs.rmSync(work, { recursive: true, force: true });
// Every POST must be answered 201 and stored as itself: each one carries its own address.
const sentEmails = Array.from({ length: POSTS }, (_, i) => `bench${i + 1}@example.com`);
const storedEmails = new Set(stored.map((lead) => lead.email));
const missing = sentEmails.filter((email) => !storedEmails.has(email));
const problems = [
  ...(c.created !== POSTS ? [`${POSTS - c.created} of ${POSTS} POSTs were not answered 201: ${JSON.stringify(c.otherStatuses)}`] : []),
  ...(missing.length > 0 ? [`${missing.length} leads are missing from the store (${missing.slice(0, 3).join(", ")}...)`] : []),
  ...(stored.length !== POSTS ? [`the store holds ${stored.length} leads for ${POSTS} POSTs`] : []),
];
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
