import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "../../i18n/language-context";
import { easeOut, formatFigure, padFrame, parseFigure } from "./figure";
import { gateExpired } from "./motion-gate";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";
import { useInViewOnce } from "./use-in-view";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** ssr: server markup / not started yet; counting: in view and running; done: final value only. */
type CountState = "ssr" | "pending" | "counting" | "done";

/**
 * A stat value that counts up over 2.5 s once scrolled into view. The final text is always the
 * element's only text (server HTML, screen readers, copy-paste) and reserves the width; the
 * moving figure is an aria-hidden overlay drawn from a data attribute by CSS, so it adds no text
 * and cannot move layout. Values that are not one plain number are rendered as they are.
 */
export function CountUp({ value, prefix = "", suffix = "" }: { value: string; prefix?: string; suffix?: string }) {
  const { lang } = useLanguage();
  // Stable while the value and language are, so the effects below restart only when they change.
  const figure = useMemo(() => parseFigure(value, lang), [value, lang]);
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<CountState>("ssr");
  const text = `${prefix}${value}${suffix}`;
  const frameText = useCallback(
    (n: number) => (figure ? padFrame(`${prefix}${formatFigure(n, figure)}${suffix}`, text) : text),
    [figure, prefix, suffix, text],
  );
  const [shown, setShown] = useState(() => frameText(0));
  const inView = useInViewOnce(ref, { threshold: TIMINGS.revealThreshold, enabled: state === "pending" || state === "counting" });

  useEffect(() => {
    if (!figure || reduced || gateExpired()) setState("done");
    else setState((s) => (s === "ssr" ? "pending" : s));
  }, [figure, reduced]);

  useEffect(() => {
    if (!figure || reduced || !inView) return;
    setState("counting");
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = (now - start) / TIMINGS.counterDuration;
      if (progress >= 1) {
        setState("done");
        return;
      }
      setShown(frameText(figure.target * easeOut(progress)));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [figure, frameText, inView, reduced]);

  if (!figure) return <>{text}</>;
  return (
    <span ref={ref} className={styles.count} data-count={state}>
      <span className={styles.countFinal}>{text}</span>
      {state !== "done" && <span className={styles.countFrame} aria-hidden="true" data-text={shown} />}
    </span>
  );
}
