import { inView, useReducedMotion } from "framer-motion";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "../../i18n/language-context";
import { easeOut, formatFigure, padFrame, parseFigure } from "./figure";
import { gateExpired } from "./motion-gate";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";

/** ssr: server markup / not started yet; pending: counting once in view; done: final value only. */
type CountState = "ssr" | "pending" | "done";

/**
 * A stat value that counts up over 2.5 s once scrolled into view. The final text is always the
 * element's only text and reserves the width; the moving figure is an aria-hidden overlay drawn by
 * CSS from a data attribute. Values that are not one plain number are rendered as they are.
 */
export function CountUp({ value, prefix = "", suffix = "" }: { value: string; prefix?: string; suffix?: string }) {
  const { lang } = useLanguage();
  // Stable while the value and language are, so the effects below restart only when they change.
  const figure = useMemo(() => parseFigure(value, lang), [value, lang]);
  const reduced = useReducedMotion() ?? false;
  const [state, setState] = useState<CountState>("ssr");
  const text = `${prefix}${value}${suffix}`;
  const frameText = useCallback(
    (n: number) => (figure ? padFrame(`${prefix}${formatFigure(n, figure)}${suffix}`, text) : text),
    [figure, prefix, suffix, text],
  );
  const done = useCallback(() => setState("done"), []);
  const root = useRef<HTMLSpanElement>(null);

  // A counter the visitor has already scrolled past when the app starts shows its final value:
  // counting above the screen, where nobody looks, would leave a 0 behind. So does one in view when
  // the app starts after the CSS fail-safe has shown it final: counting would take back what the
  // visitor read. Any other counts now if in view, or when it comes into view.
  useEffect(() => {
    const box = root.current?.getBoundingClientRect();
    const seen = box !== undefined && (box.bottom < 0 || (box.top < window.innerHeight && gateExpired()));
    if (!figure || reduced || seen) setState("done");
    else setState((s) => (s === "ssr" ? "pending" : s));
  }, [figure, reduced]);

  if (!figure) return <>{text}</>;
  return (
    <span ref={root} className={styles.count} data-count={state}>
      <span className={styles.countFinal}>{text}</span>
      {state !== "done" && <CountFrame target={figure.target} frameText={frameText} counting={state === "pending"} onDone={done} />}
    </span>
  );
}

/**
 * The counting overlay, in the final value's grid cell: zero until 10% visible, then ease-out in
 * steps of TIMINGS.counterStep (ten), and onDone at 2.5 s. A step writes the frame's text into the
 * overlay's attribute itself, and only when it changed: no render, and no frame for a figure that
 * did not move (a "4" changes four times).
 */
function CountFrame({
  target,
  frameText,
  counting,
  onDone,
}: {
  target: number;
  frameText: (n: number) => string;
  counting: boolean;
  onDone: () => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !counting) return;
    let timer: number | undefined;
    const stopWatching = inView(
      element,
      () => {
        const start = performance.now();
        // Steps fall on the page clock's multiples of counterStep, so counters that count at
        // once share each step's frame; the last one falls on the end.
        const next = (now: number) => Math.min(TIMINGS.counterStep - (now % TIMINGS.counterStep), start + TIMINGS.counterDuration - now);
        const step = () => {
          const now = performance.now();
          const elapsed = now - start;
          if (elapsed >= TIMINGS.counterDuration) {
            onDone();
            return;
          }
          const text = frameText(target * easeOut(elapsed / TIMINGS.counterDuration));
          if (element.dataset.text !== text) element.dataset.text = text;
          timer = window.setTimeout(step, next(now));
        };
        timer = window.setTimeout(step, next(start));
      },
      { amount: TIMINGS.revealThreshold },
    );
    return () => {
      stopWatching();
      window.clearTimeout(timer);
    };
  }, [counting, target, frameText, onDone]);

  // React writes the first frame only; the steps above write the others.
  return <span ref={ref} className={styles.countFrame} aria-hidden="true" data-text={frameText(0)} />;
}
