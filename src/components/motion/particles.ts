/**
 * The particle network's side in the page, loaded on demand by ParticleBackground (a separate
 * chunk): it hands the canvas to a worker that draws the network (particle-network.ts), and tells
 * it the canvas's size and the text's boxes whenever they change. The network stands still: it
 * drifted for 3 s once, a frame every 45 ms while the page loaded, 500-700 ms of a phone's
 * compositor on the service pages (docs/performance.md).
 */
import { particleNetwork, type Box, type NetworkSize } from "./particle-network";

/** Room kept clear around text, in CSS pixels. */
const CLEARANCE = 12;

/**
 * Starts the network on the canvas; returns the function that stops it. The boxes of the canvas's
 * siblings (the hero's text and picture), with some clearance, hold no dot and no line; it is drawn
 * again when the canvas or one of them changes size, as a web font or a wrapped line makes it.
 * Where a canvas cannot be drawn from a worker, the page draws it itself.
 */
export function startParticles(canvas: HTMLCanvasElement): () => void {
  let draw: (size: NetworkSize) => void;
  let worker: Worker | undefined;
  if (typeof Worker === "function" && typeof canvas.transferControlToOffscreen === "function") {
    const drawer = new Worker(new URL("./particles.worker.ts", import.meta.url));
    const offscreen = canvas.transferControlToOffscreen();
    drawer.postMessage({ canvas: offscreen }, [offscreen]);
    draw = (size) => drawer.postMessage(size);
    worker = drawer;
  } else {
    draw = particleNetwork(canvas.getContext("2d"));
  }

  const boxesOf = (rect: DOMRect): Box[] =>
    [...(canvas.parentElement?.children ?? [])]
      .filter((el) => el !== canvas && el.localName !== "script")
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({
        left: box.left - rect.left - CLEARANCE,
        top: box.top - rect.top - CLEARANCE,
        right: box.right - rect.left + CLEARANCE,
        bottom: box.bottom - rect.top + CLEARANCE,
      }));
  // A ResizeObserver calls back once for what it starts observing: that is the first drawing.
  const resizer = new ResizeObserver(() => {
    const rect = canvas.getBoundingClientRect();
    draw({ width: rect.width, height: rect.height, ratio: Math.min(window.devicePixelRatio || 1, 2), boxes: boxesOf(rect) });
  });
  resizer.observe(canvas);
  for (const sibling of canvas.parentElement?.children ?? []) if (sibling !== canvas) resizer.observe(sibling);

  return () => {
    worker?.terminate();
    resizer.disconnect();
  };
}
