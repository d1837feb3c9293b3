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
  // counting above the screen, where nobody looks, would leave a 0 behind. One in view counts now;
  // one below counts when it comes into view.
  useEffect(() => {
    const element = root.current;
    if (!figure || reduced || gateExpired() || (element && element.getBoundingClientRect().bottom < 0)) setState("done");
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
 * steps of TIMINGS.counterStep (a render each), and onDone at 2.5 s.
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
  const [seen, setSeen] = useState(false);
  const [shown, setShown] = useState(() => frameText(0));

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    return inView(element, () => setSeen(true), { amount: TIMINGS.revealThreshold });
  }, [seen]);

  useEffect(() => {
    if (!counting || !seen) return;
    const start = Date.now();
    let timer: number;
    const step = () => {
      const progress = (Date.now() - start) / TIMINGS.counterDuration;
      if (progress >= 1) {
        onDone();
        return;
      }
      setShown(frameText(target * easeOut(progress)));
      timer = window.setTimeout(step, TIMINGS.counterStep);
    };
    timer = window.setTimeout(step, TIMINGS.counterStep);
    return () => window.clearTimeout(timer);
  }, [counting, seen, target, frameText, onDone]);

  return <span ref={ref} className={styles.countFrame} aria-hidden="true" data-text={shown} />;
}
