/** The not-found screen's heading in each language. */
export const NOT_FOUND_TITLES = ["Page Not Found", "Página No Encontrada"];

/**
 * An init script (page.addInitScript(recordNotFoundFrames, NOT_FOUND_TITLES)) that samples, on
 * every animation frame, whether a not-found heading is visible, and records those frames (with
 * the path at that moment) in window.__notFoundFrames. A heading visible at a frame is painted.
 */
export function recordNotFoundFrames(titles) {
  window.__notFoundFrames = [];
  const visibleTitle = () =>
    [...document.querySelectorAll("h1")].find(
      (h) => titles.includes(h.textContent.trim()) && h.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
  const frame = () => {
    const title = document.body && visibleTitle();
    if (title) {
      window.__notFoundFrames.push({ at: Math.round(performance.now()), path: location.pathname, title: title.textContent.trim() });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function readNotFoundFrames(page) {
  const frames = await page.evaluate(() => window.__notFoundFrames);
  if (!Array.isArray(frames)) throw new Error("the frame recorder did not run in this page");
  return frames;
}
