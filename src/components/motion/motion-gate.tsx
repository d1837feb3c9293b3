/**
 * The motion gate: the class `js-motion` on <html> says "JavaScript runs, so animated elements may
 * start in their first frame"; without it the server HTML shows every final state. The inline
 * script sets it before the first paint, so nothing in view shows its final state and then jumps
 * back. Every rule behind the gate also needs `prefers-reduced-motion: no-preference`, and none
 * needs the app to end in its final state (motion.module.css).
 */
export const MOTION_GATE_CLASS = "js-motion";

/**
 * The class, then the hero's CSS animations set to keep time from the page's start instead of from
 * when their elements were first styled (later, and varying), whatever the scripts do. The script
 * ends the hero, so the animations it asks for are the whole hero's. A hero rendered by client-side
 * navigation never runs it: its animations keep time from its mount.
 */
export const GATE_SCRIPT =
  `document.documentElement.classList.add("${MOTION_GATE_CLASS}");` +
  `(function(hero){if(hero.getAnimations)hero.getAnimations({subtree:true}).forEach(function(a){a.startTime=0})})` +
  `(document.currentScript.parentNode)`;

// Pages reached by client-side navigation never run the inline script: the module does it.
if (typeof document !== "undefined") document.documentElement.classList.add(MOTION_GATE_CLASS);

/** Render as the last child of a hero; harmless when repeated. `then`: what the hero adds once the gate is set (TYPING_SCRIPT). */
export function MotionGateScript({ then = "" }: { then?: string }) {
  return <script dangerouslySetInnerHTML={{ __html: GATE_SCRIPT + then }} />;
}
