import { useLanguage } from "../../i18n/language-context";
import { countFrames, parseFigure } from "./figure";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";

/**
 * A stat value that counts up over 2.5 s once seen. The final text is always the element's only
 * text and reserves the width. Over it, aria-hidden, a window one line high shows a strip of the
 * count's frames, one a line, drawn by CSS from a data attribute; counting is a CSS animation that
 * steps the strip up a line at a time, a transform the compositor runs without a frame of the main
 * thread (docs/performance.md, "Counters on the compositor"), and which ends on the final value.
 * What starts it is its row's (countOnSight, stats-row.tsx). Values that are not one plain number
 * are rendered as they are.
 */
export function CountUp({ value, prefix = "", suffix = "" }: { value: string; prefix?: string; suffix?: string }) {
  const { lang } = useLanguage();
  const figure = parseFigure(value, lang);
  const text = `${prefix}${value}${suffix}`;
  if (!figure) return <>{text}</>;
  return (
    <span className={styles.count} data-count="waiting">
      <span className={styles.countFinal}>{text}</span>
      <span className={styles.countWindow} aria-hidden="true">
        <span
          className={styles.countStrip}
          data-frames={countFrames(figure, prefix, suffix, TIMINGS.counterDuration / TIMINGS.counterStep).join("\n")}
        />
      </span>
    </span>
  );
}
