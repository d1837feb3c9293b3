/**
 * The particle network behind a hero, loaded on demand by ParticleBackground (a separate chunk):
 * 50 dots, joined by a line when closer than 100 px, in the brand cyan at low opacity, drawn once
 * and again only when the canvas or the text around it changes size. It stands still: drifting, it
 * drew a frame every 45 ms for 3 s while the page loaded, about 500 ms of a phone's compositor on
 * the service pages (docs/performance.md).
 */
import { brandColors } from "../../config/site";
import { TIMINGS } from "./timings";

/** "r, g, b" of a #rrggbb colour, for rgba() with the alphas below. */
const rgbOf = (hex: string): string => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ");

const BRAND_RGB = rgbOf(brandColors.brand);
const DOT_ALPHA = 0.35;
const LINK_ALPHA = 0.22;
/** Room kept clear around text, in CSS pixels. */
const CLEARANCE = 12;

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

/** Draws the network on `ctx`, `width` × `height` CSS pixels, keeping out of `boxes`. */
function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number, boxes: Box[]) {
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
}

/**
 * Draws the network on the canvas, and again whenever the canvas or one of its siblings (the hero's
 * text and picture, whose boxes with some clearance hold no dot and no line) changes size, as a web
 * font or a wrapped line makes it. Returns the function that stops watching.
 */
export function startParticles(canvas: HTMLCanvasElement): () => void {
  const ctx = canvas.getContext("2d");
  if (!ctx) return () => undefined;
  const particles: Particle[] = Array.from({ length: TIMINGS.particleCount }, () => ({
    u: Math.random(),
    v: Math.random(),
    r: 1.5 + Math.random() * 1.5,
  }));
  const redraw = () => {
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(rect.width * ratio);
    canvas.height = Math.round(rect.height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const boxes = [...(canvas.parentElement?.children ?? [])]
      .filter((el) => el !== canvas && el.localName !== "script")
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({
        left: box.left - rect.left - CLEARANCE,
        top: box.top - rect.top - CLEARANCE,
        right: box.right - rect.left + CLEARANCE,
        bottom: box.bottom - rect.top + CLEARANCE,
      }));
    draw(ctx, particles, rect.width, rect.height, boxes);
  };
  // A ResizeObserver calls back once for what it starts observing: that is the first drawing.
  const resizer = new ResizeObserver(redraw);
  resizer.observe(canvas);
  for (const sibling of canvas.parentElement?.children ?? []) if (sibling !== canvas) resizer.observe(sibling);
  return () => resizer.disconnect();
}
