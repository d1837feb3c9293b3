/**
 * Test doubles for the motion tests. jsdom has neither IntersectionObserver, nor matchMedia, nor
 * the Web Animations API that framer-motion's mini animate() drives: a controllable
 * IntersectionObserver, a matchMedia answering the reduced-motion and width queries, and an
 * Element.animate whose animations run on jest's (fake) clock and are recorded for the tests.
 */
import { act } from "@testing-library/react";
import { hasReducedMotionListener } from "framer-motion";

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    private readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Makes `element` (or every observed element) enter or leave the viewport; `ratio`: how much of it is in view. */
  static trigger(isIntersecting: boolean, element?: Element, ratio = isIntersecting ? 1 : 0) {
    act(() => {
      for (const observer of [...FakeIntersectionObserver.instances]) {
        for (const target of [...observer.elements]) {
          if (element && target !== element && !element.contains(target) && !target.contains(element)) continue;
          const entry = { isIntersecting, target, intersectionRatio: ratio } as IntersectionObserverEntry;
          observer.callback([entry], observer as unknown as IntersectionObserver);
        }
      }
    });
  }
}

/** Installs the fake IntersectionObserver (and forgets earlier instances). */
export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: FakeIntersectionObserver });
}

/**
 * framer-motion reads the reduced-motion setting once, when its hook is first used, as a browser
 * does once per page load: each change of the double makes it read the setting again.
 */
function forgetReducedMotion() {
  hasReducedMotionListener.current = false;
}

/**
 * window.matchMedia that answers `reduced` to the reduced-motion query (framer-motion asks
 * "(prefers-reduced-motion)", true for "reduce") and `wide` to min-width queries.
 */
export function installMatchMedia({ reduced = false, wide = true }: { reduced?: boolean; wide?: boolean } = {}) {
  forgetReducedMotion();
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: /\(prefers-reduced-motion(: reduce)?\)/.test(query) ? reduced : query.includes("min-width") ? wide : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function removeMatchMedia() {
  forgetReducedMotion();
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/**
 * One Web Animation, as Element.animate makes it: it runs for its delay and duration on jest's
 * clock, then finishes (its onfinish is called), unless it is canceled first.
 */
export class FakeAnimation {
  playState: AnimationPlayState = "running";
  /** Whether it ran to its end (framer-motion then writes the last keyframe and cancels it). */
  ranToEnd = false;
  onfinish: (() => void) | null = null;
  playbackRate = 1;
  startTime: number | null;
  readonly effect: { getComputedTiming: () => { duration: number } };
  private readonly timer: ReturnType<typeof setTimeout>;
  constructor(
    readonly element: Element,
    readonly keyframes: Record<string, unknown>,
    readonly options: KeyframeAnimationOptions & { duration: number },
  ) {
    this.startTime = performance.now();
    this.effect = { getComputedTiming: () => ({ duration: options.duration }) };
    this.timer = setTimeout(() => this.finish(), (options.delay ?? 0) + options.duration);
  }
  get currentTime(): number {
    return this.playState === "running" && this.startTime !== null ? performance.now() - this.startTime : 0;
  }
  finish() {
    if (this.playState !== "running") return;
    clearTimeout(this.timer);
    this.playState = "finished";
    this.ranToEnd = true;
    this.onfinish?.();
  }
  cancel() {
    clearTimeout(this.timer);
    this.playState = "idle";
  }
  pause() {
    this.playState = "paused";
  }
  play() {
    this.playState = "running";
  }
  commitStyles() {}
}

/** Every animation started since installWebAnimations, in order. */
export const animations: FakeAnimation[] = [];

/** The animations of one element that are still running. */
export const runningOn = (element: Element) => animations.filter((a) => a.element === element && a.playState === "running");

/** Installs Element.animate (and forgets earlier animations). Install fake timers first. */
export function installWebAnimations() {
  animations.length = 0;
  Object.defineProperty(Element.prototype, "animate", {
    configurable: true,
    writable: true,
    value(this: Element, keyframes: Record<string, unknown>, options: KeyframeAnimationOptions & { duration: number }) {
      const animation = new FakeAnimation(this, keyframes, options);
      animations.push(animation);
      return animation;
    },
  });
}

/** Gives a Range the box of zeros jsdom gives an element, since it lays nothing out (a test may lay letters out instead). */
export function installRangeBoxes() {
  Object.defineProperty(Range.prototype, "getBoundingClientRect", {
    configurable: true,
    writable: true,
    value: () => new DOMRect(0, 0, 0, 0),
  });
}

/** Advances fake timers inside act(). */
export function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/**
 * The browser the motion tests start from, before and after each test: an IntersectionObserver and
 * Web Animations under our control, no matchMedia (a test installs the one it needs), a Range that
 * can be measured, and jest's fake clock when `fakeTimers`.
 */
export function setUpMotionEnvironment({ fakeTimers }: { fakeTimers: boolean }) {
  beforeEach(() => {
    if (fakeTimers) jest.useFakeTimers();
    installIntersectionObserver();
    removeMatchMedia();
    installWebAnimations();
    installRangeBoxes();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
