import { useEffect, useState } from "react";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { ArrowUpIcon } from "../ui/icons";
import * as styles from "./scroll-to-top.module.css";

export const SCROLL_TO_TOP_THRESHOLD = 500;

/** Floating button, shown once the visitor has scrolled past 500 px. */
export function ScrollToTop() {
  const t = useLayoutStrings();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" })}
    >
      <ArrowUpIcon />
    </button>
  );
}
