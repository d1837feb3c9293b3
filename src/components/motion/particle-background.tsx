import { useEffect, useRef } from "react";
import * as styles from "./particle-background.module.css";

/** Class for the element the canvas covers: a positioned, isolated stacking context. */
export const particleHost = styles.host;

type Cancel = () => void;

/** Runs `task` once the page has loaded and the main thread is idle. */
function whenIdle(task: () => void): Cancel {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: 2000 });
    else timer = setTimeout(task, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The decorative particle network behind a hero (particles.ts): an absolutely positioned canvas,
 * hidden from assistive technology, whose code is a separate chunk fetched once the page has
 * loaded and is idle.
 */
export function ParticleBackground() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let canceled = false;
    let stop: Cancel | undefined;
    const cancelIdle = whenIdle(() => {
      void import("./particles").then(({ startParticles }) => {
        if (!canceled) stop = startParticles(canvas);
      });
    });
    return () => {
      canceled = true;
      cancelIdle();
      stop?.();
    };
  }, []);

  return <canvas ref={ref} className={styles.canvas} aria-hidden="true" />;
}
