/**
 * Typed titles as a visitor sees them, each a function run in the page (Playwright's evaluate). The
 * heading's own text is transparent under an aria-hidden overlay that draws it again from
 * `data-text` (typed-title.tsx); typeOut uncovers copies of the overlay line by line.
 */

/**
 * The letters of the page's typed title that the overlay would draw more than 1 px from where the
 * heading lays them out, or null if the page has no drawn typed title. Generated text cannot be
 * measured, so the overlay's title is laid out as a text node in a copy of the overlay's box.
 */
export function lettersOffTheirText() {
  const overlay = document.querySelector("main h1 > [aria-hidden=true][data-text]");
  if (!overlay || getComputedStyle(overlay).display === "none") return null;
  const style = document.createElement("style");
  style.textContent = "[data-probe]::before { content: none !important; }";
  const probe = overlay.cloneNode(false);
  probe.setAttribute("data-probe", "");
  probe.style.visibility = "hidden";
  probe.textContent = overlay.dataset.text;
  document.head.append(style);
  overlay.after(probe);
  const text = overlay.parentElement.firstElementChild.firstChild;
  const wrong = [];
  const range = document.createRange();
  const boxOf = (node, i) => {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    return range.getBoundingClientRect();
  };
  if (probe.firstChild.data !== text.data) wrong.push(`the overlay draws "${probe.firstChild.data}"`);
  for (let i = 0; i < text.data.length && wrong.length === 0; i += 1) {
    if (text.data[i] === " ") continue;
    const under = boxOf(text, i);
    const over = boxOf(probe.firstChild, i);
    if (Math.abs(under.left - over.left) > 1 || Math.abs(under.top - over.top) > 1) wrong.push(`"${text.data[i]}" (${i})`);
  }
  probe.remove();
  style.remove();
  return wrong;
}

/**
 * A typed title `h` now: the title up to its last letter seen, or "(a gap)" if one before it is not
 * seen; a letter is seen where a line's window has uncovered it: within the band its line is clipped
 * to, left of the window's right edge (its animated transform, sampled now). With the windows'
 * count, the animations running in the heading, its text, and how the overlay and the text are drawn.
 */
export function typedState(h) {
  const top = h.getBoundingClientRect().top;
  const windows = [...h.querySelectorAll("[data-typed-line]")].map((band) => {
    const [above, , below = above] = band.style.clipPath.match(/-?[\d.]+(?=px)/g).map(Number);
    return { from: top + above, to: top + band.offsetHeight - below, right: band.firstElementChild.getBoundingClientRect().right };
  });
  const text = h.firstElementChild.firstChild;
  const letters = [...text.data];
  const range = document.createRange();
  let from = 0;
  // A space that ends a line takes no room there: it is seen with what follows it.
  const seen = letters.map((letter) => {
    range.setStart(text, from);
    from += letter.length;
    range.setEnd(text, from);
    const box = range.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    return box.width === 0 ? null : windows.some((w) => middle > w.from && middle < w.to && box.right <= w.right + 0.5);
  });
  const last = seen.lastIndexOf(true);
  return {
    at: performance.now(),
    overlay: getComputedStyle(h.querySelector("[aria-hidden=true]")).display,
    typed: seen.slice(0, Math.max(last, 0)).includes(false) ? "(a gap)" : letters.slice(0, last + 1).join(""),
    letters: letters.length,
    lines: windows.length,
    running: h.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length,
    text: h.textContent,
    titleOpacity: getComputedStyle(h.firstElementChild).opacity,
  };
}
