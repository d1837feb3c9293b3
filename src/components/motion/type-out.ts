/**
 * Types a title out on the compositor, so the typing costs the main thread no frame between its
 * letters (docs/performance.md, "The typing run by the compositor"): Chromium gives every change of
 * any other property a frame of the main thread, and letters 0.03 s apart took two each.
 *
 * `overlay` is the title's aria-hidden overlay (typed-title.tsx): the title's text drawn again, over
 * the heading's own (its element before the overlay), whose letters are measured one by one with a
 * Range. It stays hidden; each of its lines gets a copy of it in a band clipped to that
 * line (reaching halfway to the next, so no glyph's ink is cut), inside a window: an `overflow:
 * hidden` box whose transform steps right at each of the line's letters while the copy inside steps
 * left by as much, so the letters stay in place and the window's edge uncovers them. A bar is the
 * cursor: a transform steps it to the edge of the last letter typed, an opacity with its blink.
 * Transform and opacity, one keyframe a letter (`step-end`), are what the compositor animates alone.
 *
 * Letter k (from 1) is typed `delay + k × per` after `start` on the document's timeline (0: the
 * page's start; null: the next frame). The cursor is drawn before the first letter in the wait, then after
 * letter k for its step when that falls in the shown half of a `blink`, and none is left after the
 * last letter's step. Once typed, the windows drop their transforms (two fractional ones drew the
 * letters a pixel off the text's place) and the cursor goes; the copies stay, since drawing the
 * overlay instead would be a new, later paint of the title. Returns what undoes it, the plain
 * overlay shown instead, which a change of the title's width also does (its lines would break
 * elsewhere).
 *
 * Self-contained, since the hero's inline script is its source text (motion-gate.tsx): it uses
 * nothing from outside.
 */
export function typeOut(overlay: HTMLElement, start: number | null, delay: number, per: number, blink: number): () => void {
  const title = overlay.parentElement;
  const shown = overlay.previousElementSibling;
  const text = shown && shown.firstChild;
  if (!title || !text || !overlay.animate || getComputedStyle(overlay).display === "none" || title.querySelector("[data-typed-line]")) {
    return function () {};
  }
  overlay.style.visibility = "";
  const box = overlay.getBoundingClientRect();
  const width = box.width;
  const height = box.height;
  const bar = parseFloat(getComputedStyle(overlay).fontSize) * 0.06;
  const letters = Array.from(text.textContent || "");
  const end = delay + per * (letters.length + 1);
  const step = "step-end";
  const lines: { top: number; bottom: number; right: number; opened: Keyframe[]; held: Keyframe[] }[] = [];
  let line = lines[0];
  let caretAt = "";
  const caretMoves: Keyframe[] = [];
  const caretBlink: Keyframe[] = [
    { offset: 0, opacity: 1, easing: step },
    { offset: delay / end, opacity: delay % blink < blink / 2 ? 1 : 0, easing: step },
  ];
  const shift = (x: number) => "translateX(" + x + "px)";
  const range = document.createRange();
  let from = 0;
  letters.forEach(function (letter, index) {
    range.setStart(text, from);
    from += letter.length;
    range.setEnd(text, from);
    const rect = range.getBoundingClientRect();
    const top = rect.top - box.top;
    const left = rect.left - box.left;
    if (!line || Math.abs(top - line.top) > rect.height / 2) {
      line = {
        top: top,
        bottom: top + rect.height,
        right: left,
        opened: [{ offset: 0, transform: shift(left - width), easing: step }],
        held: [{ offset: 0, transform: shift(width - left), easing: step }],
      };
      lines.push(line);
      if (index === 0) caretMoves.push({ offset: 0, transform: "translate(" + (left - bar) + "px," + top + "px)", easing: step });
    }
    const time = delay + (index + 1) * per;
    line.right = Math.max(line.right, rect.right - box.left);
    line.opened.push({ offset: time / end, transform: shift(line.right - width), easing: step });
    line.held.push({ offset: time / end, transform: shift(width - line.right), easing: step });
    caretAt = "translate(" + line.right + "px," + top + "px)";
    caretMoves.push({ offset: time / end, transform: caretAt, easing: step });
    caretBlink.push({ offset: time / end, opacity: time % blink < blink / 2 ? 1 : 0, easing: step });
  });
  const first = lines[0];
  if (!first) return function () {};
  const added: HTMLElement[] = [];
  const animations: Animation[] = [];
  const place = "position:absolute;left:0;top:0;display:block;pointer-events:none;width:" + width + "px;height:" + height + "px;";
  const add = (element: HTMLElement, style: string) => {
    element.style.cssText = style;
    title.appendChild(element);
    added.push(element);
  };
  const run = (element: HTMLElement, frames: Keyframe[], last: Keyframe) => {
    frames.push(last);
    const animation = element.animate(frames, { duration: end, fill: "forwards" });
    if (start !== null) animation.startTime = start;
    animations.push(animation);
  };
  lines.forEach(function (each, i) {
    const above = i === 0 ? -height : ((lines[i - 1] || each).bottom + each.top) / 2;
    const below = i === lines.length - 1 ? 2 * height : (each.bottom + (lines[i + 1] || each).top) / 2;
    const band = document.createElement("span");
    const frame = document.createElement("span");
    const copy = overlay.cloneNode(true) as HTMLElement;
    band.setAttribute("data-typed-line", "");
    band.setAttribute("aria-hidden", "true");
    frame.style.cssText = place + "overflow:hidden";
    copy.style.cssText = place;
    frame.appendChild(copy);
    band.appendChild(frame);
    add(band, place + "clip-path:inset(" + above + "px -" + width + "px " + (height - below) + "px -" + width + "px)");
    run(frame, each.opened, { offset: 1, transform: shift(each.right - width) });
    run(copy, each.held, { offset: 1, transform: shift(width - each.right) });
  });
  const caret = document.createElement("span");
  caret.setAttribute("data-typed-caret", "");
  add(caret, place + "background:currentColor;width:" + bar + "px;height:" + (first.bottom - first.top) + "px");
  run(caret, caretMoves, { offset: 1, transform: caretAt });
  run(caret, caretBlink, { offset: 1, opacity: 0 });
  const blinking = animations[animations.length - 1];
  if (blinking) {
    blinking.onfinish = function () {
      animations.forEach(function (animation) {
        animation.cancel();
      });
      caret.remove();
    };
  }
  overlay.style.animation = "none";
  const undo = () => {
    removeEventListener("resize", resized);
    animations.forEach(function (animation) {
      animation.cancel();
    });
    added.forEach(function (element) {
      element.remove();
    });
    overlay.style.animation = "";
    overlay.style.visibility = "visible";
  };
  const resized = () => {
    if (overlay.getBoundingClientRect().width !== width) undo();
  };
  addEventListener("resize", resized);
  return undo;
}
