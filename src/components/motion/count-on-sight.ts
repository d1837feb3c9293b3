/**
 * Starts the counts of a row of figures (count-up.tsx), each once it is `threshold` visible: its
 * `data-count` goes from "waiting" to "seen", which runs its CSS animation. A count never seen
 * waits at zero, wherever the visitor has scrolled; one seen counts to the end, even scrolled away.
 * It marks the row `data-counts`, the gate behind which CSS shows the counts at zero: a row whose
 * script did not run shows its final values. Returns what stops watching.
 *
 * Self-contained, since a row's inline script is its source text (stats-row.tsx): on a first page
 * the counts start from the first frame that shows them, however late the app comes. Every byte of
 * it is in the page (our work's first response fits its first round trip by a few dozen).
 */
export const countOnSight = function (row: Element, threshold: number): () => void {
  const observer = new IntersectionObserver(
    function (entries) {
      entries.forEach(function (entry) {
        if (entry.intersectionRatio < threshold) return;
        entry.target.setAttribute("data-count", "seen");
        observer.unobserve(entry.target);
      });
    },
    { threshold: threshold },
  );
  // Marked once the observer exists: a browser without one shows the final values.
  row.setAttribute("data-counts", "");
  row.querySelectorAll("[data-count]").forEach(function (count) {
    observer.observe(count);
  });
  return function () {
    observer.disconnect();
  };
};
