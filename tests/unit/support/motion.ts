/**
 * Test doubles for the motion tests (jsdom has neither IntersectionObserver nor matchMedia):
 * a controllable IntersectionObserver and a matchMedia answering the reduced-motion query.
 */
import { act } from "@testing-library/react";

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
  /** Makes `element` (or every observed element) enter or leave the viewport. */
  static trigger(isIntersecting: boolean, element?: Element) {
    act(() => {
      for (const observer of [...FakeIntersectionObserver.instances]) {
        for (const target of [...observer.elements]) {
          if (element && target !== element && !element.contains(target) && !target.contains(element)) continue;
          const entry = { isIntersecting, target, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry;
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

/** window.matchMedia that answers `reduced` to prefers-reduced-motion: reduce and `wide` to min-width queries. */
export function installMatchMedia({ reduced = false, wide = true }: { reduced?: boolean; wide?: boolean } = {}) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query.includes("prefers-reduced-motion: reduce") ? reduced : query.includes("min-width") ? wide : false,
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
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/** Advances fake timers inside act(). */
export function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}
