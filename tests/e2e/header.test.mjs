/** The header: services menu (desktop), mobile menu, keyboard access and the skip link. */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import {
  AT_ONCE,
  closeBrowser,
  closePage,
  DESKTOP,
  holdAppScripts,
  inBothFaces,
  MOBILE,
  newPage,
  waitForHydration,
} from "./lib/browser.mjs";
import { LANGS, routeOf, SERVICE_KEYS, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

// Each test opens its own page, and none measures time: each describe runs its tests side by side.

/** A page at `width`, loaded and hydrated, closed when the test `t` ends. */
async function open(t, path, width) {
  const page = await newPage({ width });
  t.after(() => closePage(page));
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

const expanded = (locator) => locator.getAttribute("aria-expanded");

/**
 * Waits for the button's aria-expanded to be `value`: the header follows its popover's toggle
 * event, which the browser fires a moment after the popover opens or closes.
 */
async function expectExpanded(locator, value, message) {
  try {
    await locator.and(locator.page().locator(`[aria-expanded="${value}"]`)).waitFor({ timeout: 2_000 });
  } catch {
    assert.equal(await expanded(locator), value, message);
  }
}

/** The expanded state Chromium gives assistive technology for the button named `name`. */
async function axExpanded(page, name) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name, role: "button" });
    assert.equal(nodes.length, 1, `one button named "${name}" in the accessibility tree`);
    return nodes[0].properties?.find((property) => property.name === "expanded")?.value.value ?? null;
  } finally {
    await cdp.detach();
  }
}

/** The element a control names with aria-controls. */
async function controlled(page, control) {
  const id = await control.getAttribute("aria-controls");
  assert.ok(id, "the control has no aria-controls");
  assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `aria-controls="${id}" names no single element`);
  return page.locator(`[id="${id}"]`);
}

const EXPECTED_SERVICE_LINKS = {
  en: [...SERVICE_KEYS.map((k) => routeOf(k).en), "/en/services/"],
  es: [...SERVICE_KEYS.map((k) => routeOf(k).es), "/es/servicios/"],
};

describe("desktop header (1280 px)", AT_ONCE, () => {
  const servicesButton = (page) => page.locator("header nav button[aria-expanded]").filter({ visible: true });

  /** Clicks the services button and waits for the list it controls. */
  async function openServicesMenu(page) {
    const button = servicesButton(page);
    await button.click();
    const list = await controlled(page, button);
    await list.waitFor({ state: "visible" });
    return { button, list };
  }

  test("the services button opens the six services plus All services, in order", async (t) => {
    const page = await open(t, "/en/", DESKTOP);
    const button = servicesButton(page);
    assert.equal(await button.count(), 1, "expected one visible services button in header nav");
    assert.equal((await button.textContent()).trim(), TEXT.en.services);
    await expectExpanded(button, "false");
    const list = await controlled(page, button);
    assert.equal(await list.isVisible(), false, "the services list is visible before opening");
    await button.click();
    await expectExpanded(button, "true");
    await list.waitFor({ state: "visible" });
    const links = await list
      .locator("a")
      .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href"), text: a.textContent.trim() })));
    assert.deepEqual(
      links.map((l) => l.href),
      EXPECTED_SERVICE_LINKS.en,
    );
    assert.equal(links.at(-1).text, TEXT.en.allServices);
    assert.equal(links[1].text, TEXT.en.webDevelopment);
  });

  test("clicking Web Development navigates and leaves the menu closed", async (t) => {
    const page = await open(t, "/en/", DESKTOP);
    const { list } = await openServicesMenu(page);
    await list.getByRole("link", { name: TEXT.en.webDevelopment, exact: true }).click();
    await page.waitForURL(url("/en/services/web-development/"));
    await page.waitForFunction(() => document.querySelector("h1")?.textContent);
    await expectExpanded(servicesButton(page), "false", "aria-expanded after navigating");
    assert.equal(await (await controlled(page, servicesButton(page))).isVisible(), false, "the list is still shown");
  });

  test("a mouse click outside the header closes the menu", async (t) => {
    const page = await open(t, "/en/", DESKTOP);
    const { button, list } = await openServicesMenu(page);
    // A point of the page outside the header and the open menu, on no control.
    const point = await page.evaluate(() => {
      const header = document.querySelector("header");
      for (let y = innerHeight - 40; y > 100; y -= 20) {
        for (const x of [8, 40, innerWidth - 8, innerWidth / 2]) {
          const el = document.elementFromPoint(x, y);
          if (el && !header.contains(el) && !el.closest("a, button, input, select, textarea, label, [data-testid=cookie-banner]")) {
            return { x, y };
          }
        }
      }
      return null;
    });
    assert.ok(point, "found no point outside the header to click");
    await page.mouse.click(point.x, point.y);
    await list.waitFor({ state: "hidden" });
    await expectExpanded(button, "false");
    assert.equal(page.url(), url("/en/"));
  });

  test("Escape closes the menu and returns focus to the services button", async (t) => {
    const page = await open(t, "/en/", DESKTOP);
    const { button, list } = await openServicesMenu(page);
    await list.locator("a").first().focus();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    await expectExpanded(button, "false");
    assert.equal(await button.evaluate((el) => el === document.activeElement), true, "focus is not on the services button");
  });

  for (const lang of LANGS) {
    const contact = routeOf("contact")[lang];
    test(`${lang}: "${TEXT[lang].startProject}" goes to ${contact}; the menu says "${TEXT[lang].services}"`, async (t) => {
      const page = await open(t, routeOf("home")[lang], DESKTOP);
      assert.equal((await servicesButton(page).textContent()).trim(), TEXT[lang].services);
      const cta = page.locator("header").getByRole("link", { name: TEXT[lang].startProject, exact: true }).filter({ visible: true });
      assert.equal(await cta.count(), 1, `expected one visible "${TEXT[lang].startProject}" link`);
      await cta.click();
      await page.waitForURL(url(contact));
      if (lang === "es") {
        await servicesButton(page).click();
        const list = await controlled(page, servicesButton(page));
        const hrefs = await list.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        assert.deepEqual(hrefs, EXPECTED_SERVICE_LINKS.es);
      }
    });
  }
});

describe("desktop header from 1024 px, where the desktop nav starts", AT_ONCE, () => {
  /** What the header's bar shows: links on more than one line, the icons' widths, and any overflow. */
  function barFacts() {
    const bar = document.querySelector("header").firstElementChild;
    const shown = (element) => element.getClientRects().length > 0;
    /** How many lines a link's text takes (its icon aside). */
    const lines = (link) => {
      const tops = new Set();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = document.createRange();
        text.selectNodeContents(node);
        for (const box of text.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
      }
      return tops.size;
    };
    return {
      brokenLinks: [...bar.querySelectorAll("nav a, nav button")]
        .filter(shown)
        .filter((link) => lines(link) > 1)
        .map((link) => link.textContent.trim()),
      icons: [...bar.querySelectorAll("svg")]
        .filter(shown)
        .map((icon) => [icon.getBoundingClientRect().width, Number(icon.getAttribute("width"))]),
      overflow: bar.scrollWidth - bar.clientWidth,
    };
  }

  for (const lang of LANGS) {
    test(`${lang}: every link on one line and every icon at its size, at 1024, 1100 and 1199 px, in the fallback font and in Manrope`, async () => {
      const home = routeOf("home")[lang];
      for (const width of [1024, 1100, 1199]) {
        const page = await newPage({ width });
        try {
          await inBothFaces(page, url(home), async (face) => {
            const { brokenLinks, icons, overflow } = await page.evaluate(barFacts);
            const where = `${home} at ${width} px in ${face}`;
            assert.deepEqual(brokenLinks, [], `${where}: links broken over two lines`);
            assert.ok(icons.length >= 2, `${where}: the logo's mark and the services chevron are shown`);
            for (const [drawn, declared] of icons)
              assert.equal(Math.round(drawn), declared, `${where}: an icon squeezed to ${drawn} px of ${declared}`);
            assert.ok(overflow <= 0, `${where}: the bar overflows by ${overflow} px`);
          });
        } finally {
          await closePage(page);
        }
      }
    });
  }
});

describe("mobile header (375 px)", AT_ONCE, () => {
  /** The visible header button with aria-controls outside any nav (the desktop services button is hidden). */
  const menuButton = (page) => page.locator("header button[aria-controls][aria-expanded]:not(header nav button)").filter({ visible: true });

  /** Focuses the menu button, opens the menu with Enter and waits for it. */
  async function openMenuWithKeyboard(page) {
    const button = menuButton(page);
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = await controlled(page, button);
    await menu.waitFor({ state: "visible" });
    return { button, menu };
  }

  test("the desktop nav is hidden and the menu button opens the mobile menu", async (t) => {
    const page = await open(t, "/en/", MOBILE);
    assert.equal(
      await page.locator("header nav").filter({ visible: true }).count(),
      0,
      "a header nav is visible on a closed mobile header",
    );
    assert.equal(await page.getByRole("button", { name: TEXT.en.services }).filter({ visible: true }).count(), 0);
    const button = menuButton(page);
    assert.equal(await button.count(), 1, "expected one visible menu button");
    await expectExpanded(button, "false");
    const menu = await controlled(page, button);
    assert.equal(await menu.isVisible(), false);
    await button.click();
    await expectExpanded(button, "true");
    await menu.waitFor({ state: "visible" });
    assert.equal(await page.locator("header nav").filter({ visible: true }).count(), 1, "only the mobile nav should be visible");
  });

  test("the services sub-list toggles, and a link navigates with the menu closed after", async (t) => {
    const page = await open(t, "/en/", MOBILE);
    await menuButton(page).click();
    const menu = await controlled(page, menuButton(page));
    await menu.waitFor({ state: "visible" });
    const section = menu.locator("button[aria-expanded]");
    assert.equal(await section.count(), 1, "the mobile menu needs one services section button");
    const sub = await controlled(page, section);
    assert.equal(await sub.isVisible(), false);
    await section.click();
    await expectExpanded(section, "true");
    await sub.waitFor({ state: "visible" });
    const hrefs = await sub.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.deepEqual(hrefs, EXPECTED_SERVICE_LINKS.en);
    await section.click();
    await expectExpanded(section, "false");
    await sub.waitFor({ state: "hidden" });
    await section.click();
    await sub.getByRole("link", { name: TEXT.en.webDevelopment, exact: true }).click();
    await page.waitForURL(url("/en/services/web-development/"));
    await page.waitForFunction(() => document.querySelector("h1")?.textContent);
    await expectExpanded(menuButton(page), "false", "the menu button says expanded on the new page");
    assert.equal(await (await controlled(page, menuButton(page))).isVisible(), false, "the mobile menu is open on the new page");
  });

  test("keyboard: Tab reaches the menu button and Enter opens the menu", async (t) => {
    const page = await open(t, "/en/", MOBILE);
    const button = menuButton(page);
    let reached = false;
    for (let i = 0; i < 20 && !reached; i += 1) {
      await page.keyboard.press("Tab");
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    assert.ok(reached, "20 presses of Tab did not reach the menu button");
    await page.keyboard.press("Enter");
    await expectExpanded(button, "true");
    await (await controlled(page, button)).waitFor({ state: "visible" });
  });

  test("before the app's scripts arrive, the menu button opens the menu (the browser says it is expanded); once they have, it stays open and one tap closes it", async (t) => {
    const page = await newPage({ width: MOBILE });
    t.after(() => closePage(page));
    // The app's scripts wait until released: a slow phone, in the first seconds after the page is drawn.
    const release = await holdAppScripts(page);
    await page.goto(url("/en/"), { waitUntil: "domcontentloaded" });
    const button = page.locator('header button[popovertarget^="mobile-menu"]');
    const menu = await controlled(page, button);
    await button.click();
    assert.equal(
      await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length),
      0,
      "the app hydrated before the tap",
    );
    assert.equal(await menu.isVisible(), true, "the menu did not open before the app");
    assert.equal(await expanded(button), null, "the server's HTML says nothing the browser would not");
    assert.equal(await axExpanded(page, "Open menu"), true, "the browser does not tell the button is expanded");
    release();
    await waitForHydration(page);
    await expectExpanded(button, "true", "the menu closed when the app hydrated");
    assert.equal(await button.getAttribute("aria-label"), "Close menu");
    assert.equal(await menu.isVisible(), true);
    await button.click();
    await expectExpanded(button, "false");
    await menu.waitFor({ state: "hidden" });
    assert.equal(await button.getAttribute("aria-label"), "Open menu");
  });

  test("keyboard: Escape on a link of the open menu closes it and puts the focus back on the menu button", async (t) => {
    const page = await open(t, "/en/", MOBILE);
    const { button, menu } = await openMenuWithKeyboard(page);
    await menu.getByRole("link", { name: TEXT.en.startProject, exact: true }).focus();
    await page.keyboard.press("Escape");
    await expectExpanded(button, "false");
    await menu.waitFor({ state: "hidden" });
    assert.ok(await button.evaluate((el) => el === document.activeElement), "the focus is not on the menu button after Escape");
  });

  test("keyboard: Tab past the open menu's last link closes it, so the control it reaches is not under the menu (2.4.11)", async (t) => {
    const page = await open(t, "/en/", MOBILE);
    const { button, menu } = await openMenuWithKeyboard(page);
    let left = false;
    for (let i = 0; i < 20 && !left; i += 1) {
      await page.keyboard.press("Tab");
      left = await page.evaluate(() => !document.querySelector("header")?.contains(document.activeElement));
    }
    assert.ok(left, "20 presses of Tab did not leave the header");
    await expectExpanded(button, "false", "the menu stays open after the focus left it");
    assert.equal(await menu.isVisible(), false);
    const cover = await page.evaluate(() => {
      const focused = document.activeElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top && !focused.contains(top) ? `${top.tagName} "${top.textContent.trim().slice(0, 40)}"` : null;
    });
    assert.equal(cover, null, `the focused control is under ${cover}`);
  });
});

describe("skip link", AT_ONCE, () => {
  for (const [path, width] of [
    ["/en/services/", DESKTOP],
    ["/es/servicios/", DESKTOP],
    ["/en/", MOBILE],
  ]) {
    test(`${path} at ${width} px: the skip link is the first focusable element and moves focus to main`, async (t) => {
      const page = await open(t, path, width);
      await page.keyboard.press("Tab");
      const first = await page.evaluate(() => {
        const el = document.activeElement;
        const box = el.getBoundingClientRect();
        return {
          tag: el.localName,
          href: el.getAttribute("href"),
          text: el.textContent.trim(),
          onScreen: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight,
        };
      });
      assert.equal(first.tag, "a", `the first focusable element is <${first.tag}> "${first.text}"`);
      assert.match(first.href ?? "", /^#./, `the first focusable element is not an in-page link: ${JSON.stringify(first)}`);
      assert.ok(first.onScreen, "the skip link is not visible when focused");
      const targetId = first.href.slice(1);
      const isMain = await page.evaluate((id) => document.getElementById(id)?.localName === "main", targetId);
      assert.ok(isMain, `the skip link points to #${targetId}, which is not <main>`);
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        (id) => {
          const main = document.getElementById(id);
          return !!main && (document.activeElement === main || main.contains(document.activeElement));
        },
        targetId,
        { timeout: 5_000 },
      );
    });
  }
});
