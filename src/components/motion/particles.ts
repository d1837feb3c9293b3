/**
 * The particle network, loaded on demand by ParticleBackground (a separate chunk): 50 slowly
 * drifting dots, joined by a line when closer than 100 px, in the brand cyan at low opacity.
 */
import { brandColors } from "../../config/site";
import { TIMINGS } from "./timings";

/** "r, g, b" of a #rrggbb colour, for rgba() with the alphas below. */
export const rgbOf = (hex: string): string => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ");

const BRAND_RGB = rgbOf(brandColors.brand);
const DOT_ALPHA = 0.35;
const LINK_ALPHA = 0.22;
const SPEED = 0.25; // px per frame at 60 fps
/** Drawn about 20 times a second (a little under 50 ms, so that every third frame at 60 Hz is one). */
const DRAW_EVERY_MS = 45;

/** A box of the canvas (its own coordinates) the network keeps out of: a block of text. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept clear around text, in CSS pixels. */
const CLEARANCE = 12;

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

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/**
 * Starts drawing on the canvas; returns the function that stops everything. The boxes of the
 * canvas's siblings (the hero's text and picture), with some clearance, hold no dot and no line.
 * It moves only while on screen with the tab visible, for TIMINGS.particleDrift, then rests.
 */
export function startParticles(canvas: HTMLCanvasElement, { still = false }: { still?: boolean } = {}): () => void {
  const context = canvas.getContext("2d");
  if (!context) return () => undefined;
  const ctx = context;
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  let frame = 0;
  let onScreen = true;
  let last = 0;
  /** Time spent drifting on screen, in ms: the loop stops for good at TIMINGS.particleDrift. */
  let drifted = 0;
  let settled = still;
  let boxes: Box[] = [];

  const measureText = (rect: DOMRect) => {
    const siblings = [...(canvas.parentElement?.children ?? [])].filter((el) => el !== canvas && el.localName !== "script");
    boxes = siblings
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({
        left: box.left - rect.left - CLEARANCE,
        top: box.top - rect.top - CLEARANCE,
        right: box.right - rect.left + CLEARANCE,
        bottom: box.bottom - rect.top + CLEARANCE,
      }));
  };

  const resize = () => {
    const rect = canvas.getBoundingClientRect();
    measureText(rect);
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
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
  };

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

  const step = (now: number) => {
    // A frame in three is drawn: at 0.25 px per 1/60 s a dot moves 0.75 px between two, which the
    // eye does not tell from every frame, and the main thread does a third of the work.
    if (last && now - last < DRAW_EVERY_MS) {
      frame = requestAnimationFrame(step);
      return;
    }
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
    if (drifted >= TIMINGS.particleDrift) settle();
    else frame = requestAnimationFrame(step);
  };

  const running = () => frame !== 0;
  const play = () => {
    if (settled || running() || !onScreen || document.hidden) return;
    last = 0;
    frame = requestAnimationFrame(step);
  };
  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const onVisibility = () => (document.hidden ? pause() : play());
  /** At rest for good: the last frame stays, and nothing watches the viewport or the tab any more. */
  const settle = () => {
    pause();
    settled = true;
    watcher.disconnect();
    document.removeEventListener("visibilitychange", onVisibility);
  };

  // The text can change its size without the canvas (a web font, a wrapped line): both are watched.
  const resizer = new ResizeObserver(resize);
  resizer.observe(canvas);
  for (const sibling of canvas.parentElement?.children ?? []) if (sibling !== canvas) resizer.observe(sibling);
  const watcher = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    if (onScreen) play();
    else pause();
  });
  watcher.observe(canvas);
  document.addEventListener("visibilitychange", onVisibility);
  resize();
  play();

  return () => {
    pause();
    resizer.disconnect();
    watcher.disconnect();
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
