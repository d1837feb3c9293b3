/**
 * The particle network itself, with no DOM: 50 dots, joined by a line when closer than 100 px, in
 * the brand cyan at low opacity. It stands still: drawn once, and again when the page tells it a new
 * size. It draws in a worker on an OffscreenCanvas (particles.worker.ts), or on the page's canvas
 * where there is none (particles.ts).
 */
import { brandColors } from "../../config/site";
import { TIMINGS } from "./timings";

/** "r, g, b" of a #rrggbb colour, for rgba() with the alphas below. */
const rgbOf = (hex: string): string => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ");

const BRAND_RGB = rgbOf(brandColors.brand);
const DOT_ALPHA = 0.35;
const LINK_ALPHA = 0.22;
/** Where the fade towards the edges starts, as a fraction of the way from the centre. */
const FADE_FROM = 0.6;

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
 * every near pair, so a pair that is nowhere near the box costs four comparisons.
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

/** A dot, its place as a fraction of the canvas's width and height, so that a resize keeps the pattern. */
interface Particle {
  u: number;
  v: number;
  r: number;
}

/** What the page tells the network: the canvas's size in CSS pixels, its pixel ratio and the boxes to keep out of. */
export interface NetworkSize {
  width: number;
  height: number;
  ratio: number;
  boxes: Box[];
}

/**
 * Draws the network with `ctx` (the worker's OffscreenCanvas or the page's canvas) at each size it
 * is given; returns what takes the sizes. The caller asks its own canvas for the context:
 * `getContext` called on the union of the two canvases resolves by TypeScript's order of types,
 * which follows the order ESLint happens to read the files in.
 */
export function particleNetwork(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null): (size: NetworkSize) => void {
  const particles: Particle[] = Array.from({ length: TIMINGS.particleCount }, () => ({
    u: Math.random(),
    v: Math.random(),
    r: 1.5 + Math.random() * 1.5,
  }));
  return ({ width, height, ratio, boxes }) => {
    if (!ctx || width === 0 || height === 0) return;
    ctx.canvas.width = Math.round(width * ratio);
    ctx.canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const points = particles.map((p) => ({ x: p.u * width, y: p.v * height, r: p.r }));
    const max = TIMINGS.particleLinkDistance;
    ctx.lineWidth = 1;
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      for (let j = i + 1; j < points.length; j++) {
        const b = points[j]!;
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (distance >= max || boxes.some((box) => segmentCrossesBox(a.x, a.y, b.x, b.y, box))) continue;
        ctx.strokeStyle = `rgba(${BRAND_RGB}, ${(LINK_ALPHA * (1 - distance / max)).toFixed(3)})`;
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
    ctx.fillStyle = `rgba(${BRAND_RGB}, ${DOT_ALPHA})`;
    for (const p of points) {
      if (boxes.some((box) => insideBox(p.x, p.y, box))) continue;
      ctx.beginPath();
      ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      ctx.fill();
    }
    fadeToEdges(ctx, width, height);
  };
}

/**
 * Fades what is drawn out towards the canvas's edges, so that the network has no hard border: whole
 * up to 60 % of the way from the centre to each side, then to nothing at the side (an ellipse, as
 * CSS's `radial-gradient(closest-side, …)`). Drawn into the canvas rather than a CSS mask, which
 * the compositor applied again, in a pass of its own, in every frame of the page's motion.
 */
export function fadeToEdges(ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, width: number, height: number): void {
  const radius = width / 2;
  const fade = ctx.createRadialGradient(0, 0, 0, 0, 0, radius);
  fade.addColorStop(FADE_FROM, "#000");
  fade.addColorStop(1, "transparent");
  ctx.save();
  ctx.globalCompositeOperation = "destination-in";
  ctx.translate(width / 2, height / 2);
  ctx.scale(1, height / width);
  ctx.fillStyle = fade;
  ctx.fillRect(-radius, -radius, 2 * radius, 2 * radius);
  ctx.restore();
}
