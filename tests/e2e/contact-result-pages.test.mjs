/**
 * The contact form's result pages, where a plain HTML post (sent before the scripts loaded) lands
 * with a 303: "message sent" and "message not sent" in both languages. Server HTML (title, noindex,
 * canonical and hreflang, the form's rules, and the reason the URL's fragment names, for visitors
 * without scripts), a post over the rate limit without scripts (on a server of this file's own
 * with a limit of one message), the problems the URL names listed in the page's language, the
 * language toggle (query and fragment kept), and an axe scan.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import {
  bannerShownWhenDue,
  closeBrowser,
  closePage,
  collectErrors,
  DESKTOP,
  newPage,
  waitForHydration,
  axeViolations,
} from "./lib/browser.mjs";
import { forbiddenWords, readServerPage } from "./lib/head.mjs";
import { LANGS, RESULT_PAGES, routeOf, TEXT } from "./lib/routes.mjs";
import { siteOrigin, url } from "./lib/server.mjs";
import { freePort } from "../../scripts/lib/local.mjs";

/** What a visitor reads (content/<lang>/pages/contact-*.json and the form's words in contact.json). */
const COPY = {
  en: {
    "contact-sent": { title: "Thank you, your message has reached us", crumb: "Message sent" },
    "contact-not-sent": { title: "Your message was not sent", crumb: "Message not sent" },
    rulesTitle: "What the form needs",
    problemsTitle: "What needs fixing",
    back: "Back to the contact form",
    problems: ["Email: Please enter a valid email address", "Privacy policy consent: You must accept the terms"],
    /** The rate limit's sentence without scripts: the page's "a few minutes" for the wait only the query has. */
    rateLimitedSoon: "Please send it again in a few minutes.",
    reasons: {
      rateLimited: ["Too many messages in a short time", "Please send it again in 3 minutes."],
      conflict: ["This form was already used for another message", "Please open the contact form again"],
      unavailable: ["We could not save your message just now", "Please send it again in 1 minute."],
      tooLarge: ["Your message is too long", "The form takes messages of up to 5,000 characters."],
    },
  },
  es: {
    "contact-sent": { title: "Gracias, tu mensaje nos ha llegado", crumb: "Mensaje enviado" },
    "contact-not-sent": { title: "Tu mensaje no se ha enviado", crumb: "Mensaje no enviado" },
    rulesTitle: "Qué necesita el formulario",
    problemsTitle: "Qué hay que corregir",
    back: "Volver al formulario",
    problems: [
      "Email: Por favor, introduce una dirección de email válida",
      "Aceptación de la política de privacidad: Debes aceptar los términos",
    ],
    rateLimitedSoon: "Vuelve a enviarlo dentro de unos minutos.",
    reasons: {
      rateLimited: ["Demasiados mensajes en poco tiempo", "Vuelve a enviarlo dentro de 3 minutos."],
      conflict: ["Este formulario ya se ha usado para otro mensaje", "Vuelve a abrir el formulario de contacto"],
      unavailable: ["No hemos podido guardar tu mensaje en este momento", "Vuelve a enviarlo dentro de 1 minuto."],
      tooLarge: ["Tu mensaje es demasiado largo", "El formulario admite mensajes de hasta 5000 caracteres."],
    },
  },
};
const SUPPORT_EMAIL = "hello@brisa.software";
const QUERY = "?email=invalidEmail&consent=required";
/** How the endpoint names each reason in the URL: the wait in the query, the reason in the fragment. */
const REASON_URL = {
  rateLimited: "?minutes=3#rate-limited",
  unavailable: "?minutes=1#unavailable",
  tooLarge: "#too-large",
  conflict: "#conflict",
};

const notSent = (lang) => routeOf("contact-not-sent")[lang];
const other = (lang) => (lang === "en" ? "es" : "en");

/** The headings of <main> a visitor sees (the hidden reasons left out), and its visible text. */
const shownHeadings = (page) => page.locator("main h2").filter({ visible: true }).allTextContents();
const shownText = async (page) => (await page.locator("main").innerText()).replace(/\s+/g, " ");

/** A valid message as the plain form posts it (the form's names: src/contact/fields.ts). */
const formBody = (lang, subject) =>
  new URLSearchParams({
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject,
    description: "Over the limit?",
    consent: "on",
    lang,
  }).toString();

/**
 * A production server of this test's own with a rate limit of one message, its leads in a temporary
 * store: the run's server allows 100, which the other files share.
 */
async function limitedServer() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-rate-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/production/main.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LEADS_DB: path.join(dir, "leads.db"), CONTACT_RATE_LIMIT: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (chunk) => (log += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${base}/en/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`the rate-limited server did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, stop };
}

after(closeBrowser);

describe("server HTML (no JavaScript)", () => {
  let page;
  let origin;
  before(async () => {
    page = await newPage({ javaScriptEnabled: false });
    origin = await siteOrigin();
  });
  after(async () => {
    if (page) await closePage(page);
  });

  for (const p of RESULT_PAGES) {
    test(`${p.path}: title, noindex, canonical and hreflang, breadcrumb`, async () => {
      const d = await readServerPage(page, url(p.path));
      assert.equal(d.status, 200);
      assert.equal(d.htmlLang, p.lang);
      assert.deepEqual(d.h1, [COPY[p.lang][p.key].title]);
      assert.equal(d.titles.length, 1);
      assert.deepEqual(d.robots, ["noindex, follow"]);
      assert.deepEqual(d.canonical, [`${origin}${p.path}`]);
      const alternates = Object.fromEntries(d.alternates.map((a) => [a.hreflang, a.href]));
      assert.deepEqual(alternates, {
        en: `${origin}${p.alternates.en}`,
        es: `${origin}${p.alternates.es}`,
        "x-default": `${origin}${p.alternates.en}`,
      });
      assert.deepEqual(forbiddenWords(d.bodyText), []);
      const crumbs = await page.locator("nav ol li").allTextContents();
      assert.deepEqual(crumbs.slice(-1), [COPY[p.lang][p.key].crumb]);
      // Header and footer as on every page; the toggle leads to the other language's page.
      assert.equal(await page.locator("header:has([data-testid=language-toggle])").count(), 1);
      assert.equal(await page.locator(`footer#footer-${p.lang}`).count(), 1);
      assert.equal(await page.locator("[data-testid=language-toggle]").first().getAttribute("href"), p.other);
    });
  }

  test("a plain post of the form (no scripts) is checked by the browser, then lands on the not-sent page", async () => {
    const contact = routeOf("contact").en;
    await page.goto(url(contact));
    // An empty form does not leave the page: the browser's own checks stop it.
    await page.getByRole("button", { name: "Send message" }).click();
    assert.equal(new URL(page.url()).pathname, contact);
    assert.equal(await page.locator("#contact-name:invalid").count(), 1);
    // "ada@example" passes the browser's e-mail check but not the site's: the endpoint answers 303.
    await page.locator("#contact-name").fill("Ada Lovelace");
    await page.locator("#contact-email").fill("ada@example");
    await page.locator("#contact-subject").fill("Plain post");
    await page.locator("#contact-message").fill("Sent before the scripts ran.");
    await page.locator("#contact-consent").check();
    await Promise.all([page.waitForURL((u) => u.pathname === notSent("en")), page.getByRole("button", { name: "Send message" }).click()]);
    assert.equal(new URL(page.url()).search, "?email=invalidEmail");
    assert.equal(new URL(page.url()).hash, "");
    assert.deepEqual(await page.locator("h1").allTextContents(), [COPY.en["contact-not-sent"].title]);
    // A field was at fault: the form's rules are the reason, and no other reason shows.
    assert.deepEqual(await shownHeadings(page), [COPY.en.rulesTitle]);
    assert.ok(!(await shownText(page)).includes(COPY.en.reasons.rateLimited[0]));
  });

  for (const lang of LANGS) {
    test(`${lang}: the reason the URL's fragment names shows without scripts, in place of the form's rules`, async () => {
      for (const [reason, [title, sentence]] of Object.entries(COPY[lang].reasons)) {
        const suffix = REASON_URL[reason];
        await page.goto(url(`${notSent(lang)}${suffix}`));
        assert.deepEqual(await shownHeadings(page), [title], suffix);
        // Without the script the wait is the page's "a few minutes": the minutes are only in the query.
        const text = await shownText(page);
        if (suffix.includes("minutes")) assert.ok(!text.includes(sentence), `${reason}: the minutes need the script`);
        else assert.ok(text.includes(sentence), `${reason}: "${sentence}" in "${text}"`);
        assert.equal(await page.locator("main ul").filter({ visible: true }).count(), 0, `${reason}: the rules are hidden`);
      }
      await page.goto(url(`${notSent(lang)}${REASON_URL.rateLimited}`));
      assert.ok((await shownText(page)).includes(COPY[lang].rateLimitedSoon));
      // The page stays at its top: the heading above the reason says what happened.
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    });
  }

  describe("over the rate limit", () => {
    let server;
    before(async () => {
      server = await limitedServer();
    });
    after(async () => {
      await server?.stop();
    });

    test("a plain post over the limit lands on the not-sent page, which names the rate limit in the visitor's language", async () => {
      // The one message the limit allows, as the form posts it.
      const first = await fetch(`${server.base}/api/brisa/contact?lang=en`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody("en", "the one allowed"),
        redirect: "manual",
      });
      assert.equal(first.status, 303);
      assert.equal(first.headers.get("location"), routeOf("contact-sent").en);

      for (const lang of LANGS) {
        const contact = routeOf("contact")[lang];
        await page.goto(`${server.base}${contact}`);
        await page.locator("#contact-name").fill("Ada Lovelace");
        await page.locator("#contact-email").fill("ada@example.com");
        await page.locator("#contact-subject").fill(`Over the limit ${lang}`);
        await page.locator("#contact-message").fill("One message too many.");
        await page.locator("#contact-consent").check();
        await Promise.all([
          page.waitForURL((u) => u.pathname === notSent(lang)),
          page.getByRole("button", { name: lang === "en" ? "Send message" : "Enviar mensaje" }).click(),
        ]);
        const landed = new URL(page.url());
        assert.equal(landed.hash, "#rate-limited");
        assert.match(landed.search, /^\?minutes=\d+$/);
        assert.deepEqual(await page.locator("h1").allTextContents(), [COPY[lang]["contact-not-sent"].title]);
        assert.deepEqual(await shownHeadings(page), [COPY[lang].reasons.rateLimited[0]]);
        const text = await shownText(page);
        assert.ok(text.includes(COPY[lang].rateLimitedSoon), `"${COPY[lang].rateLimitedSoon}" in "${text}"`);
        assert.ok(!text.includes(COPY[lang].rulesTitle), "the form's rules, which do not apply, are hidden");
      }
    });
  });

  for (const lang of LANGS) {
    test(`${notSent(lang)}${QUERY} without scripts shows the form's rules, the way back and the support e-mail`, async () => {
      await page.goto(url(`${notSent(lang)}${QUERY}`));
      const main = page.locator("main");
      assert.equal(await main.locator("h2", { hasText: COPY[lang].rulesTitle }).count(), 1);
      assert.equal(await main.locator("[data-testid=not-sent-problems]").count(), 0);
      assert.equal((await main.locator("ul li").count()) >= 4, true, "the rules are listed");
      assert.equal(await main.getByRole("link", { name: COPY[lang].back }).getAttribute("href"), routeOf("contact")[lang]);
      assert.equal(await main.locator(`a[href="mailto:${SUPPORT_EMAIL}"]`).count(), 1);
    });
  }
});

describe("in the browser", () => {
  let page;
  let errors;
  before(async () => {
    page = await newPage({ width: DESKTOP });
    // A stored cookie choice keeps the banner out of the way.
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
    errors = collectErrors(page, ({ url: source }) => source.endsWith("/favicon.ico"));
  });
  after(async () => {
    if (page) await closePage(page);
  });

  const problems = async () =>
    (await page.locator("[data-testid=not-sent-problems] li").allTextContents()).map((text) => text.replace(/\s+/g, " ").trim());
  const toggle = () => page.locator("[data-testid=language-toggle]").filter({ visible: true });

  for (const lang of LANGS) {
    test(`${lang}: ${QUERY} lists those two problems in the page's language, and the toggle keeps them`, async () => {
      await page.goto(url(`${notSent(lang)}${QUERY}`));
      await waitForHydration(page);
      await page.locator("[data-testid=not-sent-problems]").waitFor();
      assert.deepEqual(await problems(), COPY[lang].problems);
      assert.deepEqual(await shownHeadings(page), [COPY[lang].problemsTitle]);

      assert.equal(await toggle().getAttribute("href"), `${notSent(other(lang))}${QUERY}`);
      await toggle().click();
      await page.waitForURL(url(`${notSent(other(lang))}${QUERY}`));
      await page.waitForFunction((l) => document.documentElement.lang === l, other(lang));
      await page.locator("main h1", { hasText: COPY[other(lang)]["contact-not-sent"].title }).waitFor();
      await page.waitForFunction(
        (first) => document.querySelector("[data-testid=not-sent-problems] li")?.textContent?.replace(/\s+/g, " ").trim() === first,
        COPY[other(lang)].problems[0],
      );
      assert.deepEqual(await problems(), COPY[other(lang)].problems);
      assert.equal(await toggle().getAttribute("href"), `${notSent(lang)}${QUERY}`);
      assert.deepEqual(errors, []);
    });
  }

  for (const lang of LANGS) {
    test(`${lang}: a reason in the URL (429, 503, 413, 409) says why in the page's language, with the wait, and the toggle keeps it`, async () => {
      const reason = () => page.locator("[data-reason]").filter({ visible: true });
      for (const [key, [title, sentence]] of Object.entries(COPY[lang].reasons)) {
        const suffix = REASON_URL[key];
        await page.goto(url(`${notSent(lang)}${suffix}`));
        await waitForHydration(page);
        await reason().filter({ hasText: sentence }).waitFor();
        assert.deepEqual(await page.locator("main h2").filter({ visible: true }).allTextContents(), [title]);
        assert.equal(await reason().getAttribute("data-reason"), key);
        assert.equal(await page.locator("[data-testid=not-sent-problems]").count(), 0);
        assert.equal(await page.getByRole("link", { name: COPY[lang].back }).getAttribute("href"), routeOf("contact")[lang]);
        // The toggle carries the wait; the head's script adds the fragment as it is clicked.
        assert.equal(await toggle().getAttribute("href"), `${notSent(other(lang))}${suffix.split("#")[0]}`);
      }
      const suffix = REASON_URL.rateLimited;
      await page.goto(url(`${notSent(lang)}${suffix}`));
      await waitForHydration(page);
      await toggle().click();
      await page.waitForURL(url(`${notSent(other(lang))}${suffix}`));
      await reason()
        .filter({ hasText: COPY[other(lang)].reasons.rateLimited[1] })
        .waitFor();
      assert.deepEqual(await page.locator("main h2").filter({ visible: true }).allTextContents(), [
        COPY[other(lang)].reasons.rateLimited[0],
      ]);
      assert.deepEqual(errors, []);
    });
  }

  test("unknown fields and codes are ignored: the page shows the rules", async () => {
    await page.goto(url(`${notSent("en")}?email=bogus&website=required&utm_source=x`));
    await waitForHydration(page);
    assert.deepEqual(await shownHeadings(page), [COPY.en.rulesTitle]);
    assert.equal(await page.locator("[data-testid=not-sent-problems]").count(), 0);
    assert.equal(await toggle().getAttribute("href"), notSent("es"));
  });

  for (const p of RESULT_PAGES.filter((r) => r.key === "contact-sent")) {
    test(`${p.path} ⇄ ${p.other}: the toggle goes to the other language's sent page`, async () => {
      await page.goto(url(p.path));
      await waitForHydration(page);
      assert.equal(await toggle().getAttribute("href"), p.other);
      assert.equal(await toggle().textContent(), TEXT[p.lang].toggle);
      await toggle().click();
      await page.waitForURL(url(p.other));
      await page.locator("main h1", { hasText: COPY[p.otherLang]["contact-sent"].title }).waitFor();
      assert.equal(await toggle().getAttribute("href"), p.path);
    });
  }

  test("leaving the not-sent page drops its query from the toggle", async () => {
    await page.goto(url(`${notSent("en")}${QUERY}`));
    await waitForHydration(page);
    await page.locator("[data-testid=not-sent-problems]").waitFor();
    await page.getByRole("link", { name: COPY.en.back }).click();
    await page.waitForURL(url(routeOf("contact").en));
    await page.waitForFunction(
      (href) => document.querySelector("[data-testid=language-toggle]")?.getAttribute("href") === href,
      routeOf("contact").es,
    );
  });
});

test("the cookie banner shows on a result page as on every page", async () => {
  const page = await newPage({ width: DESKTOP });
  await page.goto(url(routeOf("contact-sent").es));
  await waitForHydration(page);
  try {
    assert.ok(await bannerShownWhenDue(page), "the cookie banner is not shown 1.5 s after the navigation's start");
  } finally {
    await closePage(page);
  }
});

describe("accessibility", () => {
  const targets = [
    ...RESULT_PAGES.map((p) => p.path),
    `${notSent("en")}${QUERY}`,
    `${notSent("es")}${QUERY}`,
    `${notSent("es")}${REASON_URL.rateLimited}`,
  ];
  for (const target of targets) {
    test(`axe: ${target}`, async () => {
      const page = await newPage({ width: DESKTOP });
      await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
      await page.goto(url(target));
      await waitForHydration(page);
      if (target.endsWith(QUERY)) await page.locator("[data-testid=not-sent-problems]").waitFor();
      const violations = await axeViolations(page);
      assert.deepEqual(violations, []);
      await closePage(page);
    });
  }
});
