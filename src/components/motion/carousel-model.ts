/**
 * The positions of a carousel, as pure functions. Both kinds show `perView` slides from `index`,
 * and their slide lists repeat every `distinct` items, so i and i + distinct look the same:
 * - "copies" (home): the items, then copies of the first three; on reaching the copies, 50 ms
 *   after the slide has ended, it jumps back to index 0 unanimated.
 * - "wrap" (service pages): the items repeated; the tick after `wrapAfter` jumps back to 0.
 * Previous/next never show a blank: at an end they first jump to the position one period away.
 */
export type LoopOptions = { kind: "copies"; copies: number } | { kind: "wrap"; repeat: number; wrapAfter: number };

export interface CarouselPosition {
  index: number;
  /** Whether moving to this index slides (500 ms) or jumps. */
  animate: boolean;
}

export interface Step {
  /** An unanimated jump to make first, if any. */
  jump?: number;
  /** Where to slide (animated). */
  to: number;
}

/** Every slide, as an index into the distinct items. */
export function slideOrder(distinct: number, loop: LoopOptions): number[] {
  const base = Array.from({ length: distinct }, (_, i) => i);
  if (loop.kind === "copies") return [...base, ...base.slice(0, Math.min(loop.copies, distinct))];
  return Array.from({ length: loop.repeat }, () => base).flat();
}

/** The last index auto-advance moves to before going back to the start. */
export function lastIndex(distinct: number, loop: LoopOptions): number {
  return loop.kind === "copies" ? distinct : loop.wrapAfter;
}

/** What an auto-advance tick does. */
export function autoStep(index: number, distinct: number, loop: LoopOptions): CarouselPosition {
  if (loop.kind === "wrap" && index >= loop.wrapAfter) return { index: 0, animate: false };
  return { index: Math.min(index + 1, lastIndex(distinct, loop)), animate: true };
}

/** Whether this index is on the appended copies, from which "copies" carousels jump back. */
export function onCopies(index: number, distinct: number, loop: LoopOptions): boolean {
  return loop.kind === "copies" && index >= distinct;
}

export function nextStep(index: number, distinct: number, loop: LoopOptions): Step {
  if (index + 1 > lastIndex(distinct, loop)) return { jump: index - distinct, to: index - distinct + 1 };
  return { to: index + 1 };
}

export function previousStep(index: number, distinct: number): Step {
  if (index === 0) return { jump: distinct, to: distinct - 1 };
  return { to: index - 1 };
}

/** The slides (indexes into the slide list) that are in view. */
export function visibleSlides(index: number, perView: number): Set<number> {
  return new Set(Array.from({ length: perView }, (_, i) => index + i));
}
