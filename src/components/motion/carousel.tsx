import { inView, useIsomorphicLayoutEffect, useReducedMotion } from "framer-motion";
import { animate } from "framer-motion/dom/mini";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { fillPlaceholders } from "../../i18n/placeholders";
import { autoStep, nextStep, onCopies, previousStep, slideOrder, visibleSlides, type LoopOptions, type Step } from "./carousel-model";
import type { CarouselPosition } from "./carousel-model";
import * as styles from "./carousel.module.css";
import { TIMINGS, WIDE_QUERY } from "./timings";
import { useMediaQuery } from "./use-media-query";
import { lineIcon } from "../ui/line-icon";
import { ServerMarkup } from "../layout/server-markup";

export type { LoopOptions } from "./carousel-model";

type Slide = ReturnType<typeof animate>;

/** The track's resting place is its CSS transform (from --index); a slide moves it there from where it was seen. */
function slideTrack(track: HTMLElement, from: number, to: number, running: Slide | null): Slide {
  const [first, second] = track.children as HTMLCollectionOf<HTMLElement>;
  // One slide's width plus the gap; offsets ignore transforms, so this holds mid-slide too.
  const pitch = first && second ? second.offsetLeft - first.offsetLeft : 0;
  // An interrupted slide is continued from where it is, not from its end.
  const remaining = running ? parseFloat(getComputedStyle(track).translate) || 0 : 0;
  return animate(
    track,
    { translate: [`${(to - from) * pitch + remaining}px 0`, "0px 0"] },
    { duration: TIMINGS.carouselTransition / 1000, ease: "easeInOut" },
  );
}

/**
 * A carousel of cards: 3 per view, 1 under 768 px, auto-advancing every 3 s with a 500 ms slide.
 * Any click inside turns auto-play off for the visit; hovering or focusing it pauses, and so does
 * being off screen (nobody sees those steps; each would restyle the cards). Reduced motion: no
 * auto-advance (play is still there).
 *
 * The server HTML is a plain row of the items that scrolls sideways, the controls' space reserved;
 * once hydrated, the slides out of view become inert and aria-hidden, so only what is seen can be
 * focused or read, and the repeated slides are added off-screen once the carousel is first on
 * screen. An item's content never changes once rendered: the first page keeps the server's
 * (ServerMarkup), so hydration skips the cards.
 */
export function Carousel<T>({
  items,
  getKey,
  renderItem,
  label,
  loop: loopOption,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, slide: number) => ReactNode;
  /** The accessible name of the carousel region (distinct from its section heading, which names the section landmark). */
  label: string;
  loop: LoopOptions;
}) {
  // Callers may pass a fresh object on every render: effects depend on its value only.
  const loopKey = JSON.stringify(loopOption);
  const loop = useMemo(() => JSON.parse(loopKey) as LoopOptions, [loopKey]);
  const t = useLayoutStrings().carousel;
  const reduced = useReducedMotion() ?? false;
  const wide = useMediaQuery(WIDE_QUERY, true);
  const perView = wide ? 3 : 1;
  const distinct = items.length;
  const trackId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const frames = useRef<number[]>([]);

  const [enhanced, setEnhanced] = useState(false);
  const [position, setPosition] = useState<CarouselPosition>({ index: 0, animate: true });
  const [autoPlay, setAutoPlay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  // On screen or focused at least once: only then are the copies rendered, which a carousel below
  // the first screen never needs if the visitor does not scroll to it.
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    setEnhanced(true);
    viewportRef.current?.scrollTo?.({ left: 0 });
  }, []);
  useEffect(() => {
    if (reduced) setAutoPlay(false);
  }, [reduced]);
  useEffect(() => () => frames.current.forEach(cancelAnimationFrame), []);
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    return inView(region, () => {
      setOnScreen(true);
      setSeen(true);
      return () => setOnScreen(false);
    });
  }, []);

  // The slide to each new position, started before it is painted; a jump cancels any slide.
  const restingIndex = useRef(0);
  const sliding = useRef<Slide | null>(null);
  useIsomorphicLayoutEffect(() => {
    const track = trackRef.current;
    const from = restingIndex.current;
    restingIndex.current = position.index;
    if (!track || from === position.index) return;
    if (position.animate) {
      sliding.current = slideTrack(track, from, position.index, sliding.current?.state === "running" ? sliding.current : null);
      return;
    }
    sliding.current?.cancel();
    sliding.current = null;
    track.style.removeProperty("translate");
  }, [position]);
  useEffect(() => () => sliding.current?.cancel(), []);

  const running = enhanced && autoPlay && onScreen && !hovered && !focused && distinct > 1;

  // The interval is independent of the position, so the loop reset does not shift the 3 s beat.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setPosition((p) => autoStep(p.index, distinct, loop)), TIMINGS.carouselInterval);
    return () => clearInterval(timer);
  }, [running, distinct, loop]);

  // Home: 50 ms after the slide onto the copies has ended, jump back to the start unanimated.
  useEffect(() => {
    if (!onCopies(position.index, distinct, loop)) return;
    const timer = setTimeout(() => setPosition({ index: 0, animate: false }), TIMINGS.carouselTransition + TIMINGS.carouselResetDelay);
    return () => clearTimeout(timer);
  }, [position.index, distinct, loop]);

  const go = useCallback((step: Step) => {
    if (step.jump === undefined) {
      setPosition({ index: step.to, animate: true });
      return;
    }
    // Jump first; slide once the jumped position has been styled (two frames later).
    setPosition({ index: step.jump, animate: false });
    const first = requestAnimationFrame(() => {
      const second = requestAnimationFrame(() => setPosition({ index: step.to, animate: true }));
      frames.current.push(second);
    });
    frames.current.push(first);
  }, []);

  const slides = enhanced && seen ? slideOrder(distinct, loop) : slideOrder(distinct, { kind: "wrap", repeat: 1, wrapAfter: 0 });
  const shownSlides = visibleSlides(position.index, perView);
  const active = position.index % Math.max(distinct, 1);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription={t.roleDescription}
      aria-label={label}
      className={styles.carousel}
      data-enhanced={enhanced}
      onClickCapture={() => setAutoPlay(false)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // React types a focus event's target as the element listening; it is whatever took focus.
        const target: EventTarget = event.target;
        setFocused(target !== playRef.current);
        setSeen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div
          id={trackId}
          ref={trackRef}
          className={styles.track}
          aria-live={running ? "off" : "polite"}
          style={{ "--index": enhanced ? position.index : 0 } as CSSProperties}
        >
          {slides.map((item, slide) => {
            const hidden = enhanced && !shownSlides.has(slide);
            // React 18 does not know `inert`: pass it as a plain attribute.
            const inert = (hidden ? { inert: "" } : {}) as HTMLAttributes<HTMLDivElement>;
            return (
              <ServerMarkup
                key={`${getKey(items[item]!)}-${slide}`}
                role="group"
                aria-roledescription={t.slideRoleDescription}
                aria-label={fillPlaceholders(t.slideOf, { n: item + 1, total: distinct })}
                aria-hidden={hidden || undefined}
                className={styles.slide}
                {...inert}
              >
                {renderItem(items[item]!, slide)}
              </ServerMarkup>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={trackId}
          aria-label={t.previous}
          onClick={() => go(previousStep(position.index, distinct))}
        >
          <PreviousIcon />
        </button>
        <div className={styles.dots} role="group" aria-label={t.slidePicker}>
          {items.map((item, i) => (
            <button
              key={getKey(item)}
              type="button"
              className={styles.dot}
              aria-controls={trackId}
              aria-label={fillPlaceholders(t.showSlide, { n: i + 1 })}
              aria-current={i === active ? "true" : undefined}
              onClick={() => {
                setAutoPlay(false);
                go({ to: i });
              }}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={trackId}
          aria-label={t.next}
          onClick={() => go(nextStep(position.index, distinct, loop))}
        >
          <NextIcon />
        </button>
        <button
          ref={playRef}
          type="button"
          className={styles.arrow}
          aria-label={autoPlay ? t.pause : t.play}
          // The click capture above has just turned auto-play off: this click decides.
          onClick={() => setAutoPlay(!autoPlay)}
        >
          {autoPlay ? <PauseIcon /> : <PlayIcon />}
        </button>
      </div>
    </div>
  );
}

const PreviousIcon = lineIcon("M15 6l-6 6 6 6");
const NextIcon = lineIcon("M9 6l6 6-6 6");
const PauseIcon = lineIcon("M9 5v14M15 5v14");
const PlayIcon = lineIcon("M7 5l12 7-12 7z");
