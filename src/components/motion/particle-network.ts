/**
 * The particle network itself, with no DOM: 50 slowly drifting dots, joined by a line when closer
 * than 100 px, in the brand cyan at low opacity. It draws in a worker on an OffscreenCanvas
 * (particles.worker.ts), or once on the page's canvas where there is none (particles.ts), told
 * the canvas's size and the text's boxes and whether it may move by the messages below.
 */
import { brandColors } from "../../config/site";
import { TIMINGS } from "./timings";

/** "r, g, b" of a #rrggbb colour, for rgba() with the alphas below. */
export const rgbOf = (hex: string): string => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ");

const BRAND_RGB = rgbOf(brandColors.brand);
const DOT_ALPHA = 0.35;
const LINK_ALPHA = 0.22;
const SPEED = 0.25; // px per 1/60 s
/** Drawn about 20 times a second: at 0.25 px per 1/60 s a dot moves 0.75 px between two, which the eye does not tell from every frame. */
const DRAW_EVERY_MS = 45;

/** A box of the canvas (its own coordinates) the network keeps out of: a block of text. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function insideBox(x: number, y: number, box: Box): boolean {
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * Whether the segment from (ax, ay) to (bx, by) crosses the box (Liang-Barsky clipping). Runs for
 * every near pair on every frame, so a pair that is nowhere near the box costs four comparisons.
 */
export function segmentCrossesBox(ax: number, ay: number, bx: number, by: number, box: Box): boolean {
  if (Math.max(ax, bx) < box.left || Math.min(ax, bx) > box.right) return false;
  if (Math.max(ay, by) < box.top || Math.min(ay, by) > box.bottom) return false;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number): boolean => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    return t0 <= t1;
  };
  const dx = bx - ax;
  const dy = by - ay;
  return clip(-dx, ax - box.left) && clip(dx, box.right - ax) && clip(-dy, ay - box.top) && clip(dy, box.bottom - ay);
}

/** What the page tells the network: the canvas's size in CSS pixels, its pixel ratio and the boxes to keep out of; whether it is on screen in a visible tab. */
export type NetworkMessage = { size: { width: number; height: number; ratio: number; boxes: Box[] } } | { active: boolean };

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/**
 * Draws the network with `ctx` (the page's canvas or the worker's OffscreenCanvas) and returns what
 * takes the page's messages. It moves only while active, for TIMINGS.particleDrift in all, then
 * rests on its last frame and calls `onSettled`; `still`: it never moves (one frame, drawn again
 * when the size changes).
 *
 * The caller asks its own canvas for the context: `getContext` called on the union of the two
 * canvases resolves by TypeScript's order of types, which follows the order ESLint happens to
 * read the files in (with the worker's first, typed lint found the call unresolved).
 */
export function particleNetwork(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  { still, onSettled }: { still: boolean; onSettled: () => void },
): (message: NetworkMessage) => void {
  if (!ctx) return () => undefined;
  const { canvas } = ctx;
  let width = 0;
  let height = 0;
  let boxes: Box[] = [];
  let particles: Particle[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  let last = 0;
  /** Time spent drifting while active, in ms: it stops for good at TIMINGS.particleDrift. */
  let drifted = 0;
  let settled = still;

  const crossesAny = (a: Particle, b: Particle) => {
    for (const box of boxes) if (segmentCrossesBox(a.x, a.y, b.x, b.y, box)) return true;
    return false;
  };

  const draw = () => {
    ctx.clearRect(0, 0, width, height);
    const max = TIMINGS.particleLinkDistance;
    const maxSquared = max * max;
    ctx.lineWidth = 1;
    for (let i = 0; i < particles.length; i++) {
      const a = particles[i]!;
      for (let j = i + 1; j < particles.length; j++) {
        const b = particles[j]!;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const squared = dx * dx + dy * dy;
        if (squared >= maxSquared) continue;
        if (crossesAny(a, b)) continue;
        const distance = Math.sqrt(squared);
        ctx.strokeStyle = `rgba(${BRAND_RGB}, ${(LINK_ALPHA * (1 - distance / max)).toFixed(3)})`;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
    ctx.fillStyle = `rgba(${BRAND_RGB}, ${DOT_ALPHA})`;
    for (const p of particles) {
      if (boxes.some((box) => insideBox(p.x, p.y, box))) continue;
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      ctx.fill();
    }
  };

  const step = () => {
    const now = performance.now();
    // Frame-rate independent, and no leap after a pause.
    const dt = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
    if (last) drifted += now - last;
    last = now;
    for (const p of particles) {
      p.x += p.vx * dt;
      p.y += p.vy * dt;
      if (p.x < 0 || p.x > width) p.vx *= -1;
      if (p.y < 0 || p.y > height) p.vy *= -1;
    }
    draw();
    if (drifted < TIMINGS.particleDrift) timer = setTimeout(step, DRAW_EVERY_MS);
    else {
      timer = undefined;
      settled = true;
      onSettled();
    }
  };

  const play = () => {
    if (settled || timer !== undefined || !active || width === 0) return;
    last = 0;
    timer = setTimeout(step, DRAW_EVERY_MS);
  };
  const pause = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const resize = (size: { width: number; height: number; ratio: number; boxes: Box[] }) => {
    ({ width, height, boxes } = size);
    canvas.width = Math.round(width * size.ratio);
    canvas.height = Math.round(height * size.ratio);
    ctx.setTransform(size.ratio, 0, 0, size.ratio, 0, 0);
    if (particles.length === 0 && width > 0 && height > 0) {
      particles = Array.from({ length: TIMINGS.particleCount }, () => ({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 2 * SPEED,
        vy: (Math.random() - 0.5) * 2 * SPEED,
        r: 1.5 + Math.random() * 1.5,
      }));
    } else {
      for (const p of particles) {
        p.x = Math.min(p.x, width);
        p.y = Math.min(p.y, height);
      }
    }
    draw();
    play();
  };

  return (message) => {
    if ("size" in message) return resize(message.size);
    active = message.active;
    if (active) play();
    else pause();
  };
}
