/**
 * The calls to action as a phone shows them (docs/design.md): below 640 px a hero's and a closing
 * band's large buttons stack at one width, the row's, and a label that wraps keeps each line
 * centred; from 640 px they sit side by side at their labels' widths. Scripts off, as in the first
 * second, and on.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { closeBrowser, closePage, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

// The longest labels of both languages: the Spanish maintenance page's wrap at 375 px.
const PATHS = ["/es/servicios/mantenimiento-software/", "/en/services/software-maintenance/", "/es/", "/en/our-work/nurdoc/"];

/** Each row of large buttons on the page: every button's box, and the boxes of its label's lines. */
function buttonRows(page) {
  return page.evaluate(() =>
    [...new Set([...document.querySelectorAll("main .button--lg")].map((button) => button.parentElement))].map((row) =>
      [...row.querySelectorAll(":scope > .button--lg")].map((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const box = button.getBoundingClientRect();
        return {
          label: button.textContent.trim(),
          left: box.left,
          right: box.right,
          top: box.top,
          width: box.width,
          // The row's content box: a card's button (the home page's package) stands inside its padding.
          rowWidth: row.clientWidth - parseFloat(getComputedStyle(row).paddingLeft) - parseFloat(getComputedStyle(row).paddingRight),
          lines: [...range.getClientRects()].filter((r) => r.width > 0).map((r) => ({ left: r.left, right: r.right })),
        };
      }),
    ),
  );
}

for (const javaScriptEnabled of [false, true]) {
  describe(javaScriptEnabled ? "scripts on" : "scripts off", () => {
    for (const path of PATHS) {
      test(`${path} at 375 px: the buttons stack at the row's width, each label's lines centred`, { timeout: 60_000 }, async (t) => {
        const page = await newPage({ width: 375, javaScriptEnabled });
        t.after(() => closePage(page));
        await page.goto(url(path), { waitUntil: "load" });
        if (javaScriptEnabled) await waitForHydration(page);
        const rows = await buttonRows(page);
        assert.ok(rows.length >= 2, `a hero and a closing band with large buttons (${rows.length} rows)`);
        for (const row of rows) {
          for (const button of row) {
            assert.ok(
              Math.abs(button.width - button.rowWidth) < 1,
              `"${button.label}" is ${button.width} px wide in a row of ${button.rowWidth}`,
            );
            for (const line of button.lines) {
              const gap = line.left - button.left - (button.right - line.right);
              assert.ok(Math.abs(gap) < 2, `a line of "${button.label}" is off centre by ${gap / 2} px`);
            }
          }
          for (let i = 1; i < row.length; i += 1)
            assert.ok(row[i].top > row[i - 1].top, `"${row[i].label}" is below "${row[i - 1].label}"`);
        }
        const wrapped = rows.flat().filter((button) => new Set(button.lines.map((line) => Math.round(line.left))).size > 1);
        if (path === PATHS[0]) assert.ok(wrapped.length > 0, "this page's long label wraps at 375 px: the case the centring is for");
      });
    }
  });
}

test("at 768 px a row's buttons sit side by side at their labels' widths", { timeout: 60_000 }, async (t) => {
  const page = await newPage({ width: 768 });
  t.after(() => closePage(page));
  await page.goto(url(PATHS[0]), { waitUntil: "load" });
  await waitForHydration(page);
  for (const row of await buttonRows(page)) {
    assert.equal(row.length, 2);
    assert.equal(row[0].top, row[1].top, `"${row[0].label}" and "${row[1].label}" on one line`);
    assert.ok(row[0].width + row[1].width < row[0].rowWidth, "each as wide as its label");
  }
});
