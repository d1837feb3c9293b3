import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--headless=new"] });
const paths = ["/es/nuestro-trabajo/almia/", "/en/services/web-development/", "/en/our-work/almia/", "/es/", "/en/blog/"];
let hits = 0;
for (let i = 0; i < 50; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.__s = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push({ t: Math.round(e.startTime), v: e.value, src: (e.sources||[]).map(s => ({ n: s.node && String(s.node.className).slice(0,30), p: [s.previousRect.x, s.previousRect.width], c: [s.currentRect.x, s.currentRect.width] })) }); }).observe({ type: "layout-shift", buffered: true }); });
  await page.goto("http://127.0.0.1:9612" + paths[i % paths.length]);
  await page.waitForTimeout(1500);
  const s = await page.evaluate(() => window.__s);
  if (s.length) { hits++; console.log(paths[i % paths.length], JSON.stringify(s)); }
  await ctx.close();
}
console.log("hits", hits);
await browser.close();
