/**
 * Layouts that fit their content (docs/design.md), measured in Chromium where a page visit of
 * page-visits.test.mjs (which checks what every page's layout shares) cannot look: the team cards with the portrait beside the text from 640 to 1023 px and their links on one row;
 * an article's only related post across the row, its cover beside its text from 1024 px; on every
 * page, bands that alternate their colours; beside its picture, the home headline's longest rotating
 * word on one line and the hero's buttons on one row; on every page from 640 px, a hero's two buttons
 * side by side at their labels' widths, or stacked at one width, the column's; the process steps in
 * one column at every width; the journey on alternating sides from 768 px, one column below, its text left-aligned on both
 * sides; our work's first project featured across the row and the four others in even rows; a page hero's picture up to the screen's edge;
 * a case study's picture cropped to one product screen on a phone.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, inBothFaces, newPage, waitForHydration } from "./lib/browser.mjs";
import { PAGES } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** Each team card: where its portrait sits against its name, and on how many rows its links stand. */
function teamCards() {
  return [...document.querySelectorAll("#team ul > li")]
    .filter((card) => card.querySelector("h3"))
    .map((card) => {
      const photo = card.querySelector("picture");
      const name = card.querySelector("h3").getBoundingClientRect();
      const links = [...card.querySelectorAll("a")].map((link) => Math.round(link.getBoundingClientRect().top));
      return {
        name: card.querySelector("h3").textContent,
        beside: photo.getBoundingClientRect().right < name.left && Math.abs(photo.getBoundingClientRect().top - name.top) < 40,
        linkRows: new Set(links).size,
      };
    });
}

describe("team cards: the portrait beside the text from 640 to 1023 px, above it elsewhere; the three links on one row", AT_ONCE, () => {
  for (const path of ["/en/", "/es/sobre-nosotros/"]) {
    for (const width of [375, 640, 1023, 1024, 1280]) {
      test(`${path} at ${width} px`, async (t) => {
        const page = await newPage({ width });
        t.after(() => closePage(page));
        await inBothFaces(page, url(path), async (face) => {
          const cards = await page.evaluate(teamCards);
          assert.equal(cards.length, 3, `${path}: the team's cards`);
          for (const card of cards) {
            const where = `${path} at ${width} px in ${face}, ${card.name}`;
            assert.equal(card.beside, width >= 640 && width < 1024, `${where}: the portrait beside the name`);
            assert.equal(card.linkRows, 1, `${where}: the links on ${card.linkRows} rows`);
          }
        });
      });
    }
  }
});

describe("an article's only related post takes the row: its cover beside its text and half the row from 1024 px", AT_ONCE, () => {
  for (const path of ["/en/blog/types-of-maintenance/", "/es/blog/tipos-de-mantenimiento/"]) {
    test(path, async () => {
      for (const width of [375, 768, 1024, 1280]) {
        const page = await newPage({ width });
        try {
          await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary")); // the banner answered
          await page.goto(url(path), { waitUntil: "networkidle" });
          await waitForHydration(page);
          const card = await page.evaluate(() => {
            const list = document.querySelector("#related ul");
            const box = (element) => element.getBoundingClientRect();
            const article = list.querySelector(":scope > li > article");
            const cover = article.querySelector("picture");
            return {
              cards: list.children.length,
              row: box(list).width,
              card: box(article).width,
              cover: { left: box(cover).left, width: box(cover).width, top: box(cover).top, bottom: box(cover).bottom },
              title: { left: box(article.querySelector("h3")).left, top: box(article.querySelector("h3")).top },
              bottom: box(article).bottom - parseFloat(getComputedStyle(article).borderBottomWidth),
            };
          });
          const where = `${path} at ${width} px`;
          assert.equal(card.cards, 1, `${where}: one related post`);
          assert.ok(Math.abs(card.card - card.row) < 1, `${where}: the card is ${card.card} px wide in a row of ${card.row}`);
          if (width >= 1024) {
            assert.ok(card.title.left > card.cover.left + card.cover.width - 1, `${where}: the title beside the cover`);
            assert.ok(Math.abs(card.cover.width - card.card / 2) < 2, `${where}: the cover is ${card.cover.width} px of ${card.card}`);
            assert.ok(
              Math.abs(card.cover.bottom - card.bottom) < 1,
              `${where}: the cover reaches the card's bottom (${card.cover.bottom}, ${card.bottom})`,
            );
          } else {
            assert.ok(card.title.top >= card.cover.bottom, `${where}: the title below the cover`);
          }
        } finally {
          await closePage(page);
        }
      }
    });
  }
});

test("no two bands of one colour meet, whichever sections a page has", async (t) => {
  const page = await newPage({ width: 1280, javaScriptEnabled: false });
  t.after(() => closePage(page));
  const met = [];
  for (const { path } of PAGES) {
    await page.goto(url(path));
    const bands = await page.evaluate(() =>
      // A page's bands: its sections across the page with a colour of their own (not the hero's or
      // the call to action's, which stand on the page's white).
      [...document.querySelectorAll("main section")]
        .filter((section) => !section.parentElement.closest("section") && section.getBoundingClientRect().width >= innerWidth - 20)
        .map((section) => ({ id: section.id, colour: getComputedStyle(section).backgroundColor }))
        .filter(({ colour }) => colour !== "rgba(0, 0, 0, 0)"),
    );
    for (let i = 1; i < bands.length; i += 1)
      if (bands[i].colour === bands[i - 1].colour) met.push(`${path}: #${bands[i - 1].id} and #${bands[i].id} are both ${bands[i].colour}`);
    if (path.includes("/services/software-maintenance/")) assert.ok(bands.length >= 6, `${path}: only ${bands.length} bands found`);
  }
  assert.deepEqual(met, []);
});

/** The home hero's rotating word: how many lines its slot takes, and whether the two buttons share a row. */
function homeHeroFacts() {
  const title = document.querySelector("main h1");
  const slot = title.querySelector("[data-testid=rotating-word]").parentElement;
  const buttons = [...title.parentElement.querySelectorAll(".hero-actions a")].map((a) => Math.round(a.getBoundingClientRect().top));
  return {
    slotLines: Math.round(slot.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)),
    buttonRows: new Set(buttons).size,
    buttons: buttons.length,
  };
}

describe("the home hero beside its picture: the longest rotating word on one line, the buttons on one row", AT_ONCE, () => {
  for (const path of ["/en/", "/es/"]) {
    test(path, async () => {
      for (const width of [1024, 1100, 1200, 1280]) {
        const page = await newPage({ width });
        try {
          await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
          await inBothFaces(page, url(path), async (face) => {
            const { slotLines, buttonRows, buttons } = await page.evaluate(homeHeroFacts);
            const where = `${path} at ${width} px in ${face}`;
            assert.equal(slotLines, 1, `${where}: the rotating word's slot takes ${slotLines} lines`);
            assert.equal(buttons, 2, `${where}: the hero's buttons`);
            assert.equal(buttonRows, 1, `${where}: the hero's buttons on ${buttonRows} rows`);
          });
        } finally {
          await closePage(page);
        }
      }
    });
  }
});

/**
 * A hero's two buttons, as laid out: whether they share a row; each one's width, and its label's
 * width with the button's padding and border; the width of the column they stand in.
 */
function heroButtonFacts() {
  const found = [...(document.querySelector("main section")?.querySelectorAll(".button--lg") ?? [])];
  if (found.length === 0) return null;
  const row = found[0].parentElement;
  const buttons = found.map((button) => {
    const style = getComputedStyle(button);
    const range = document.createRange();
    range.selectNodeContents(button);
    const frame = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"].reduce(
      (sum, key) => sum + parseFloat(style[key]),
      0,
    );
    const box = button.getBoundingClientRect();
    return { top: Math.round(box.top), width: box.width, labelled: range.getBoundingClientRect().width + frame };
  });
  const column = row.parentElement;
  const columnStyle = getComputedStyle(column);
  return { buttons, column: column.clientWidth - parseFloat(columnStyle.paddingLeft) - parseFloat(columnStyle.paddingRight) };
}

// Scripts off, so in the face of a visit's first page: which pages stack their buttons depends on the
// face, whether they do it at one width does not.
test("a hero's two buttons share a row at their labels' widths, or stack at one width, the column's", async (t) => {
  const page = await newPage({ width: 640, javaScriptEnabled: false });
  const seen = { row: 0, stacked: 0 };
  const wrong = [];
  t.after(() => closePage(page));
  let paths = PAGES.map((p) => p.path);
  for (const width of [640, 768, 1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const withButtons = [];
    for (const path of paths) {
      await page.goto(url(path));
      const facts = await page.evaluate(heroButtonFacts);
      if (!facts || facts.buttons.length < 2) continue;
      withButtons.push(path);
      const [first, second] = facts.buttons;
      const where = `${path} at ${width} px`;
      if (first.top === second.top) {
        seen.row += 1;
        for (const { width: w, labelled } of facts.buttons)
          if (Math.abs(w - labelled) > 1)
            wrong.push(`${where}: side by side, a button ${w.toFixed(1)} px wide for a label of ${labelled.toFixed(1)}`);
      } else {
        seen.stacked += 1;
        for (const { width: w } of facts.buttons)
          if (Math.abs(w - facts.column) > 1)
            wrong.push(`${where}: stacked, a button ${w.toFixed(1)} px wide in a column of ${facts.column}`);
      }
    }
    paths = withButtons; // the same markup at every width
  }
  assert.deepEqual(wrong, []);
  // Both cases occur on today's pages: long Spanish labels beside a picture at 1024 px stack.
  assert.ok(
    paths.length >= 16 && seen.stacked > 0,
    `${paths.length} pages with two buttons; side by side ${seen.row} times, stacked ${seen.stacked}`,
  );
});

test(
  "the company's journey alternates sides from 768 px, the mobile breakpoint, and is one column below it; the process steps are one column, in reading order, at every width",
  { timeout: 60_000 },
  async () => {
    const wrong = [];
    for (const width of [375, 767, 768, 1280]) {
      const page = await newPage({ width });
      try {
        await page.goto(url("/es/sobre-nosotros/"));
        // The left edge of each entry's card, relative to the list: one edge is a column, two are sides.
        const entries = await page.$$eval("#journey ol > li", (items) =>
          items.map((li) => {
            const card = li.querySelector("h3").parentElement;
            return {
              left: Math.round(card.getBoundingClientRect().left - li.parentElement.getBoundingClientRect().left),
              aligned: [...card.children].map((el) => getComputedStyle(el).textAlign),
            };
          }),
        );
        const lefts = entries.map((entry) => entry.left);
        const sides = new Set(lefts).size;
        const alternates = lefts.length >= 4 && sides === 2 && lefts[0] < lefts[1];
        if (width >= 768 ? !alternates : sides !== 1) wrong.push(`the journey at ${width} px: card edges ${lefts.join(", ")}`);
        // On either side of the line, every entry's date, title and text start at its card's left edge.
        if (entries.some((entry) => entry.aligned.some((a) => !["start", "left"].includes(a))))
          wrong.push(`the journey at ${width} px: text not left-aligned: ${JSON.stringify(entries)}`);

        // Each step: its number on the rail at the left, its title and text beside it, left-aligned,
        // each step below the one before; a rail runs down from every number but the last.
        await page.goto(url("/en/services/web-development/"));
        const steps = await page.$$eval("#process ol > li", (items) =>
          items.map((li) => {
            const number = li.querySelector("span").getBoundingClientRect();
            const title = li.querySelector("h3");
            const text = li.querySelector("p");
            const rail = getComputedStyle(li, "::before");
            return {
              number: Math.round(number.left),
              top: Math.round(number.top),
              title: Math.round(title.getBoundingClientRect().left - number.right),
              aligned: [title, text].map((el) => getComputedStyle(el).textAlign),
              rail: rail.content !== "none" && parseFloat(rail.height) > 0,
            };
          }),
        );
        const where = `the process at ${width} px: ${JSON.stringify(steps)}`;
        if (steps.length < 4) wrong.push(`${where}: too few steps`);
        if (new Set(steps.map((s) => s.number)).size !== 1) wrong.push(`${where}: numbers not in one column`);
        if (steps.some((s) => s.title < 8)) wrong.push(`${where}: a title not right of its number`);
        if (steps.some((s, i) => i > 0 && s.top <= steps[i - 1].top)) wrong.push(`${where}: steps not in reading order`);
        if (steps.some((s) => s.aligned.some((a) => !["start", "left"].includes(a)))) wrong.push(`${where}: text not left-aligned`);
        if (steps.some((s, i) => s.rail !== i < steps.length - 1)) wrong.push(`${where}: no rail between the numbers`);
      } finally {
        await closePage(page);
      }
    }
    assert.deepEqual(wrong, []);
  },
);

/** Our work's projects: each card's box, and its picture's, relative to the list. */
function projectBoxes() {
  const list = document.querySelector("#projects ul");
  const origin = list.getBoundingClientRect();
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left - origin.left), top: Math.round(r.top - origin.top), width: Math.round(r.width) };
  };
  return {
    width: Math.round(origin.width),
    cards: [...list.children].map((li) => ({
      ...box(li),
      picture: box(li.querySelector("picture")),
      title: li.querySelector("h3").textContent,
    })),
  };
}

describe("our work: the first project featured across the row, the four others in rows of two, then four", AT_ONCE, () => {
  for (const path of ["/en/our-work/", "/es/nuestro-trabajo/"]) {
    test(path, async () => {
      for (const [width, perRow] of [
        [375, 1],
        [768, 2],
        [1024, 2],
        [1280, 4],
      ]) {
        const page = await newPage({ width });
        try {
          await page.goto(url(path));
          const { width: row, cards } = await page.evaluate(projectBoxes);
          const [featured, ...others] = cards;
          const where = `${path} at ${width} px`;
          assert.equal(featured.title, "Nurdoc", `${where}: the featured project`);
          assert.equal(featured.width, row, `${where}: the feature takes the row`);
          // Beside its text from 1200 px, three fifths of the card; above it, the card's width.
          const share = featured.picture.width / row;
          assert.ok(
            width >= 1200 ? share >= 0.59 && share < 0.7 : share > 0.99,
            `${where}: the feature's picture ${share.toFixed(2)} of the row`,
          );
          const rows = [...new Set(others.map((card) => card.top))].map((top) => others.filter((card) => card.top === top));
          assert.deepEqual(
            rows.map((r) => r.length),
            Array(4 / perRow).fill(perRow),
            `${where}: the four others in rows of ${perRow}`,
          );
          assert.ok(
            others.every((card) => Math.abs(card.width - others[0].width) <= 1),
            `${where}: the four others of one width`,
          );
        } finally {
          await closePage(page);
        }
      }
    });
  }
});

test("a page hero's picture beside its text takes the row up to the screen's edge: about 600 px at 1280 px", async () => {
  const page = await newPage({ width: 1280 });
  try {
    for (const path of ["/en/services/web-development/", "/es/nuestro-trabajo/", "/en/about-us/"]) {
      await page.goto(url(path));
      const { picture, text } = await page.evaluate(() => {
        const img = document.querySelector("main section picture img").getBoundingClientRect();
        const h1 = document.querySelector("h1").parentElement.getBoundingClientRect();
        return { picture: { width: img.width, right: img.right }, text: { left: h1.left, width: h1.width } };
      });
      assert.ok(picture.width >= 590 && picture.right <= 1280, `${path}: the picture ${picture.width} px wide, ending at ${picture.right}`);
      assert.ok(text.left === 60 && text.width >= 560, `${path}: the text at ${text.left}, ${text.width} px wide`);
    }
  } finally {
    await closePage(page);
  }
});

/**
 * A case study's picture on a phone is a crop of its own file (content's imagePhone: one product
 * screen or panel), so that its text reads, in a box of that file's proportions and under a screen
 * high; from 640 px the whole picture.
 */
describe("a case study's picture: its phone crop below 640 px, the whole picture from 640 px", AT_ONCE, () => {
  for (const path of ["/en/our-work/nurdoc/", "/es/nuestro-trabajo/boathous/", "/en/our-work/almia/"]) {
    for (const width of [375, 640]) {
      test(`${path} at ${width} px`, async (t) => {
        const page = await newPage({ width, height: 812 });
        t.after(() => closePage(page));
        await page.goto(url(path));
        const picture = await page.evaluate(async () => {
          const img = document.querySelector("main picture img");
          await img.decode();
          const box = img.getBoundingClientRect();
          return { src: img.currentSrc, width: box.width, height: box.height, natural: img.naturalWidth / img.naturalHeight };
        });
        const where = `${path} at ${width} px`;
        assert.equal(/-phone\.\w+$/.test(picture.src), width < 640, `${where}: the file shown is ${picture.src}`);
        assert.ok(Math.abs(picture.width / picture.height - picture.natural) < 0.02, `${where}: the box has the file's proportions`);
        if (width < 640) assert.ok(picture.height <= 812, `${where}: the crop is ${picture.height} px high, under a screen`);
      });
    }
  }
});
