/**
 * The particle network's side in the page, loaded on demand by ParticleBackground (a separate
 * chunk): it hands the canvas to a worker that draws the network (particle-network.ts) off the
 * main thread, and tells it the canvas's size, the text's boxes and whether it may move.
 */
import { particleNetwork, type Box, type NetworkMessage } from "./particle-network";

/** Room kept clear around text, in CSS pixels. */
const CLEARANCE = 12;

/**
 * Starts the network on the canvas; returns the function that stops everything. The boxes of the
 * canvas's siblings (the hero's text and picture), with some clearance, hold no dot and no line.
 * It moves only while on screen with the tab visible, for TIMINGS.particleDrift, then rests. With
 * `still`, or where a canvas cannot be drawn from a worker, the page draws one still frame itself.
 */
export function startParticles(canvas: HTMLCanvasElement, { still = false }: { still?: boolean } = {}): () => void {
  let send: (message: NetworkMessage) => void;
  let worker: Worker | undefined;
  if (!still && typeof Worker === "function" && typeof canvas.transferControlToOffscreen === "function") {
    const drawer = new Worker(new URL("./particles.worker.ts", import.meta.url));
    const offscreen = canvas.transferControlToOffscreen();
    drawer.postMessage({ canvas: offscreen }, [offscreen]);
    // Its only message: the network has settled.
    drawer.onmessage = () => settle();
    send = (message) => drawer.postMessage(message);
    worker = drawer;
  } else {
    send = particleNetwork(canvas.getContext("2d"), { still: true, onSettled: () => undefined });
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
  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    send({ size: { width: rect.width, height: rect.height, ratio, boxes: boxesOf(rect) } });
  };

  let onScreen = true;
  const update = () => send({ active: onScreen && !document.hidden });
  /** At rest for good: the last frame stays, and nothing watches the viewport or the tab any more. */
  const settle = () => {
    watcher.disconnect();
    document.removeEventListener("visibilitychange", update);
  };

  // The text can change its size without the canvas (a web font, a wrapped line): both are watched.
  const resizer = new ResizeObserver(resize);
  resizer.observe(canvas);
  for (const sibling of canvas.parentElement?.children ?? []) if (sibling !== canvas) resizer.observe(sibling);
  const watcher = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  });
  if (worker) {
    watcher.observe(canvas);
    document.addEventListener("visibilitychange", update);
  }
  resize();
  update();

  return () => {
    worker?.terminate();
    resizer.disconnect();
    settle();
  };
}
