/**
 * The contact form against the real endpoint (/api/brisa/contact on the production server): a
 * visitor sends a message, with scripts and without them (the plain HTML post before the scripts
 * load), in both languages, and each lead is read back with `npm run leads -- export --json`; the
 * confirmation that takes a sent form's place (focused, the message-sent page's words) and the
 * toasts below the header; the failure toast; the Spanish validation and error texts, word for word; keyboard and
 * 375 px use; the endpoint's JSON answers.
 *
 * run.mjs gives the server a fresh lead store for the run, so nothing here touches real leads.
 */
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, describe, test } from "node:test";
import {
  closeBrowser,
  closePage,
  collectErrors,
  DESKTOP,
  holdAppScripts,
  MOBILE,
  newPage,
  waitForHydration,
  axeViolations,
} from "./lib/browser.mjs";
import { exportLeads, leadsWithSubject } from "./lib/leads.mjs";
import { LANGS } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

const ENDPOINT = "/api/brisa/contact";
const SENT_PATH = { en: "/en/contact/sent/", es: "/es/contacto/enviado/" };
const RUN = randomUUID().slice(0, 8);

const TEXT = {
  en: {
    path: "/en/contact/",
    name: /^Full name/,
    email: /^Email/,
    phone: /^Phone/,
    subject: /^Subject/,
    message: /^Message/,
    countryCode: "Country code",
    submit: "Send message",
    success: "Your message has been sent, we will contact you soon",
    failure: "There was an error sending your message. Please try again.",
    required: "This field is required",
    consent: "You must accept the terms",
  },
  es: {
    path: "/es/contacto/",
    name: /^Nombre completo/,
    email: /^Email/,
    phone: /^Teléfono/,
    subject: /^Asunto/,
    message: /^Mensaje/,
    countryCode: "Prefijo del país",
    submit: "Enviar mensaje",
    success: "Tu mensaje se ha enviado, nos pondremos en contacto contigo pronto",
    // The validation and error texts, word for word.
    failure: "Hubo un error al enviar tu mensaje. Por favor, inténtalo de nuevo.",
    required: "Este campo es obligatorio",
    invalidEmail: "Por favor, introduce una dirección de email válida",
    invalidPhone: "Por favor, introduce un número de teléfono válido",
    consent: "Debes aceptar los términos",
  },
};

after(closeBrowser);

/** The form's page in `lang`, hydrated, closed when the test `t` ends. */
async function openForm(t, lang, width = DESKTOP) {
  const page = await newPage({ width });
  t.after(() => closePage(page));
  // A stored cookie choice keeps the banner from covering the form.
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  // /favicon.ico is not this form's concern (the layout owns the icons).
  const errors = collectErrors(page, ({ url: source }) => source.endsWith("/favicon.ico"));
  await page.goto(url(TEXT[lang].path));
  await waitForHydration(page);
  return { page, errors };
}

async function fill(page, lang, { subject, countryCode = "+49" }) {
  const t = TEXT[lang];
  await page.getByLabel(t.name).fill("Ada Lovelace");
  await page.getByLabel(t.email).fill("ada@example.com");
  await page.getByLabel(t.countryCode).selectOption(countryCode);
  await page.getByLabel(t.phone).fill("612 345 678");
  await page.getByLabel(t.subject).fill(subject);
  await page.getByLabel(t.message).fill("We would like an MVP for a booking platform.\nSecond line.");
  await page.getByRole("checkbox").check();
}

const toast = (page, text) => page.getByRole("status").filter({ hasText: text });

/**
 * After a message is sent with scripts: the success toast, at the top centre and below the header
 * (never over its navigation); the form's place holds the message-sent page's title and text, with
 * the focus on it.
 */
async function checkSent(page, lang, width) {
  const shown = toast(page, TEXT[lang].success);
  await shown.waitFor({ state: "visible" });
  // Measured where it comes to rest: it slides in from above the screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const box = await shown.boundingBox();
  assert.ok(box, "the success toast has no box");
  assert.ok(Math.abs(box.x + box.width / 2 - width / 2) < 24, `the toast is not centred (x ${box.x}, width ${box.width})`);
  assert.ok(box.y < 120, `the toast is not at the top (y ${box.y})`);
  const header = await page.locator("header").first().boundingBox();
  assert.ok(
    header && box.y >= header.y + header.height,
    `the toast (top ${box.y}) covers the header (bottom ${header?.y + header?.height})`,
  );

  const confirmation = page.getByTestId("contact-sent");
  await confirmation.waitFor();
  await page.waitForFunction(() => document.querySelector("[data-testid=contact-sent]")?.contains(document.activeElement));
  const said = { title: await confirmation.locator("h2").textContent(), text: await confirmation.innerText() };
  assert.equal(await page.getByTestId("contact-form").isVisible(), false, "the sent form stays in view");
  // The message-sent page's own words (a plain post lands there).
  const sentPage = await page.context().newPage();
  await sentPage.goto(url(SENT_PATH[lang]));
  const title = await sentPage.locator("main h1").textContent();
  const description = await sentPage.locator("main h1 + p").textContent();
  await sentPage.close();
  assert.equal(said.title, title);
  assert.ok(said.text.includes(description), `"${description}" in "${said.text}"`);
}

/** The text of the error element(s) a control names in aria-describedby. */
async function errorOf(locator) {
  return locator.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id.endsWith("-error"))
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

describe("a visitor sends the form on /en/contact/", () => {
  test("the real endpoint stores the message; success toast at the top centre, below the header; the confirmation, focused; the form resets", async (t) => {
    const { page, errors } = await openForm(t, "en");
    const subject = `e2e form ${RUN}`;
    await fill(page, "en", { subject });

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINT && r.request().method() === "POST");
    await page.getByRole("button", { name: TEXT.en.submit }).click();
    const response = await answered;
    assert.equal(response.status(), 201);
    const { id } = await response.json();

    await checkSent(page, "en", DESKTOP);

    const stored = leadsWithSubject(subject);
    assert.equal(stored.length, 1, `expected one lead with subject "${subject}"`);
    const [lead] = stored;
    assert.equal(lead.id, id);
    assert.match(lead.receivedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(lead.consentAt, lead.receivedAt);
    assert.deepEqual(
      {
        lang: lead.lang,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        phoneExtension: lead.phoneExtension,
        message: lead.message,
        state: lead.state,
      },
      {
        lang: "en",
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "612345678",
        phoneExtension: "+49",
        message: "We would like an MVP for a booking platform.\nSecond line.",
        state: "pending",
      },
    );
    assert.match(lead.privacyVersion, /^\d{4}-\d\d-\d\d$/);

    assert.equal(await page.getByLabel(TEXT.en.name).inputValue(), "");
    assert.equal(await page.getByLabel(TEXT.en.subject).inputValue(), "");
    assert.equal(await page.getByLabel(TEXT.en.countryCode).inputValue(), "+34");
    // The reset form, hidden behind the confirmation.
    assert.equal(await page.locator("#contact-consent").isChecked(), false);

    // "Send another message": the empty form again, the focus in its first field.
    await page.getByRole("button", { name: "Send another message" }).click();
    await page.getByTestId("contact-form").waitFor({ state: "visible" });
    await page.waitForFunction(() => document.activeElement?.id === "contact-name");
    assert.equal(await page.getByLabel(TEXT.en.name).inputValue(), "");
    assert.equal(await page.getByTestId("contact-sent").count(), 0);
    assert.deepEqual(errors, []);
  });

  test("a failed send shows the localized error toast and keeps what was typed", async (t) => {
    const { page, errors } = await openForm(t, "en");
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) }),
    );
    const subject = `e2e failure ${RUN}`;
    await fill(page, "en", { subject });
    await page.getByRole("button", { name: TEXT.en.submit }).click();
    await toast(page, TEXT.en.failure).waitFor({ state: "visible" });
    assert.equal(await page.getByLabel(TEXT.en.subject).inputValue(), subject);
    assert.ok(
      errors.some((e) => e.includes("Contact form: boom")),
      `the server's message was not reported: ${errors.join("; ")}`,
    );
    assert.equal(leadsWithSubject(subject).length, 0);
  });
});

describe("Spanish texts on /es/contacto/, word for word", () => {
  test("empty submit: 'Este campo es obligatorio' under each required field, consent toast, focus on the first field", async (t) => {
    const { page, errors } = await openForm(t, "es");
    const es = TEXT.es;
    await page.getByRole("button", { name: es.submit }).click();
    for (const label of [es.name, es.email, es.subject, es.message]) {
      const input = page.getByLabel(label);
      assert.equal(await input.getAttribute("aria-invalid"), "true");
      assert.equal(await errorOf(input), es.required);
    }
    await page.getByText(es.required).first().waitFor({ state: "visible" });
    assert.equal(await page.getByText(es.required, { exact: true }).count(), 4);
    assert.equal(await errorOf(page.getByRole("checkbox")), es.consent);
    await toast(page, es.consent).waitFor({ state: "visible" });
    assert.equal(await page.getByLabel(es.name).evaluate((el) => el === document.activeElement), true);
    assert.deepEqual(errors, []);
  });

  test("a bad e-mail and phone show their messages; editing a field clears its message", async (t) => {
    const { page } = await openForm(t, "es");
    const es = TEXT.es;
    await page.getByLabel(es.name).fill("Ada");
    await page.getByLabel(es.email).fill("ada@ejemplo");
    await page.getByLabel(es.phone).fill("12-34");
    await page.getByRole("button", { name: es.submit }).click();
    assert.equal(await errorOf(page.getByLabel(es.email)), es.invalidEmail);
    assert.equal(await errorOf(page.getByLabel(es.phone)), es.invalidPhone);
    await page.getByText(es.invalidEmail).waitFor({ state: "visible" });
    assert.equal(await page.getByLabel(es.email).evaluate((el) => el === document.activeElement), true);
    await page.getByLabel(es.email).fill("ada@ejemplo.es");
    assert.equal(await page.getByText(es.invalidEmail).count(), 0);
    assert.equal(await page.getByLabel(es.email).getAttribute("aria-invalid"), null);
  });

  test("a failed send shows 'Hubo un error al enviar tu mensaje. Por favor, inténtalo de nuevo.'", async (t) => {
    const { page } = await openForm(t, "es");
    await page.route(`**${ENDPOINT}`, (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>down</h1>" }));
    await fill(page, "es", { subject: `e2e fallo ${RUN}` });
    await page.getByRole("button", { name: TEXT.es.submit }).click();
    await toast(page, TEXT.es.failure).waitFor({ state: "visible" });
  });
});

describe("keyboard and small screens", () => {
  test("at 375 px the form fits without sideways scrolling and works from the keyboard alone", async (t) => {
    const { page } = await openForm(t, "en", MOBILE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px at 375 px`);
    const form = await page.getByTestId("contact-form").boundingBox();
    assert.ok(form && form.x >= 0 && form.x + form.width <= MOBILE, "the form is wider than the screen");

    // Tab order: the fields in reading order, the privacy link, the button; never the honeypot.
    await page.getByLabel(TEXT.en.name).focus();
    const order = [];
    for (let i = 0; i < 8; i += 1) {
      order.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim()));
      await page.keyboard.press("Tab");
    }
    assert.deepEqual(order, [
      "contact-name",
      "contact-email",
      "contact-countryCode",
      "contact-phone",
      "contact-subject",
      "contact-message",
      "contact-consent",
      "privacy policy",
    ]);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), TEXT.en.submit);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(outline, "none", "the focused button shows no focus outline");

    // Enter in a field submits; the consent box is ticked with the space bar.
    await page.getByLabel(TEXT.en.name).focus();
    await page.keyboard.press("Enter");
    assert.equal(await errorOf(page.getByLabel(TEXT.en.name)), TEXT.en.required);
    await page.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    assert.equal(await page.getByRole("checkbox").isChecked(), true);
    assert.equal(await errorOf(page.getByRole("checkbox")), "");
  });
});

describe("accessibility of the form's states", () => {
  for (const lang of LANGS) {
    test(`${lang}: axe finds nothing in the form with every error and the consent toast shown`, async (t) => {
      const { page } = await openForm(t, lang);
      await page.getByRole("button", { name: TEXT[lang].submit }).click();
      await toast(page, TEXT[lang].consent).waitFor({ state: "visible" });
      const violations = await axeViolations(page);
      assert.deepEqual(violations, []);
    });
  }
});

describe("the plain HTML form, before the page's scripts run", () => {
  for (const lang of LANGS) {
    test(`${lang}: a visitor without JavaScript sends the form, lands on the 'sent' page, and the lead is stored with consent`, async () => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(url(TEXT[lang].path));
      const subject = `e2e no-js ${lang} ${RUN}`;
      await fill(page, lang, { subject, countryCode: "+34" });
      await Promise.all([page.waitForURL(`**${SENT_PATH[lang]}`), page.getByRole("button", { name: TEXT[lang].submit }).click()]);
      assert.equal(new URL(page.url()).pathname, SENT_PATH[lang]);
      assert.equal(await page.locator("html").getAttribute("lang"), lang);
      const [lead, ...more] = leadsWithSubject(subject);
      assert.equal(more.length, 0);
      assert.equal(lead.lang, lang);
      assert.equal(lead.phone, "612345678");
      assert.equal(lead.phoneExtension, "+34");
      assert.equal(lead.message, "We would like an MVP for a booking platform.\nSecond line.");
      assert.equal(lead.consentAt, lead.receivedAt);
      await closePage(page);
    });
  }

  test("en: sent before the app's scripts arrive, the plain post carries a submission id made in the page, and a repeat is stored once", async () => {
    const page = await newPage();
    // The app's scripts never arrive (a slow phone, in the first second): the inline ones run.
    await page.route(/\/[^/]+\.js$/, (route) => route.abort());
    const posted = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === ENDPOINT)
        posted.push(new URLSearchParams(request.postData() ?? ""));
    });
    await page.goto(url(TEXT.en.path));
    const subject = `e2e before hydration ${RUN}`;
    await fill(page, "en", { subject, countryCode: "+34" });
    await Promise.all([page.waitForURL(`**${SENT_PATH.en}`), page.getByRole("button", { name: TEXT.en.submit }).click()]);
    const [form] = posted;
    assert.match(form?.get("submissionId") ?? "", /^[0-9a-f]{32}$/);

    // The same post again (a visitor who pressed back and sent it once more): one lead.
    const again = await fetch(url(ENDPOINT), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form?.toString(),
      redirect: "manual",
    });
    assert.equal(again.status, 303);
    assert.equal(again.headers.get("location"), SENT_PATH.en);
    assert.equal(leadsWithSubject(subject).length, 1);
    await closePage(page);
  });

  test("es: filled in before the app's scripts arrive and sent after, the message goes as typed (no 'required' on filled fields)", async () => {
    const page = await newPage({ width: MOBILE });
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
    // The app's scripts wait until released: a slow phone, where the visitor starts typing first.
    const release = await holdAppScripts(page);
    await page.goto(url(TEXT.es.path), { waitUntil: "domcontentloaded" });
    const subject = `e2e typed before the app ${RUN}`;
    await fill(page, "es", { subject, countryCode: "+44" });
    release();
    await waitForHydration(page);

    const answered = page
      .waitForResponse((r) => new URL(r.url()).pathname === ENDPOINT && r.request().method() === "POST", { timeout: 10_000 })
      .catch(() => null);
    await page.getByRole("button", { name: TEXT.es.submit }).click();
    const response = await answered;
    assert.deepEqual(await page.locator("[aria-invalid=true]").evaluateAll((controls) => controls.map((c) => c.id)), []);
    assert.equal(response?.status(), 201);
    assert.deepEqual(
      leadsWithSubject(subject).map((lead) => [lead.lang, lead.name, lead.phoneExtension, lead.phone]),
      [["es", "Ada Lovelace", "+44", "612345678"]],
    );
    await closePage(page);
  });

  test("es: a JavaScript visitor's lead is read back too (the JSON path in Spanish); at 375 px the toast is below the header", async (t) => {
    const { page, errors } = await openForm(t, "es", MOBILE);
    const subject = `e2e form es ${RUN}`;
    await fill(page, "es", { subject });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINT && r.request().method() === "POST");
    await page.getByRole("button", { name: TEXT.es.submit }).click();
    assert.equal((await answered).status(), 201);
    await checkSent(page, "es", MOBILE);
    assert.deepEqual(
      leadsWithSubject(subject).map((lead) => [lead.lang, lead.name]),
      [["es", "Ada Lovelace"]],
    );
    assert.deepEqual(errors, []);
  });
});

describe("the endpoint on the production server", () => {
  test("errors are JSON: 405 with Allow, 400 for malformed JSON, 413 for a large body, 415 for multipart; nothing stored", async () => {
    const before = exportLeads().length;

    const get = await fetch(url(ENDPOINT));
    assert.equal(get.status, 405);
    assert.equal(get.headers.get("allow"), "POST, OPTIONS");
    assert.equal(typeof (await get.json()).message, "string");

    const malformed = await fetch(url(ENDPOINT), { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"name":' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.headers.get("content-type") ?? "", /application\/json/);
    assert.equal((await malformed.json()).message, "Malformed JSON body");

    const large = await fetch(url(ENDPOINT), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ description: "x".repeat(200 * 1024) }),
    });
    assert.equal(large.status, 413);
    assert.match((await large.json()).message, /too large/);

    const multipart = await fetch(url(ENDPOINT), { method: "POST", body: new FormData() });
    assert.equal(multipart.status, 415);

    assert.equal(exportLeads().length, before);
  });
});
