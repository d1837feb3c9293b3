/**
 * The motion gate: the class `js-motion` on <html> says "JavaScript runs, so animated elements
 * may start in their first frame". Without it (no JS) the server HTML shows every final state.
 *
 * The inline script sets it while the HTML is parsed, before the page is first painted, so a
 * typed title or a counter in view at load never shows its final state first and then jumps back
 * to its start. Every rule that hides something behind the gate also applies only under
 * `prefers-reduced-motion: no-preference`, and has a fail-safe: if the page never hydrates, the
 * final state shows after a few seconds (see motion.module.css).
 */
export const MOTION_GATE_CLASS = "js-motion";

/**
 * The class, then the hero's CSS animations set to keep time from the page's start (the start of
 * the document's timeline) instead of from when their elements were first styled, which is later
 * and varies: a typed title's letters then show at their times and what follows it at the spec's
 * 1.2 s, whatever the scripts do (motion.module.css). Asking for the animations styles what has
 * been parsed: the script ends the hero, so that is the whole hero. A hero rendered by client-side
 * navigation never runs the script, and its animations keep time from its mount.
 */
export const GATE_SCRIPT =
  `document.documentElement.classList.add("${MOTION_GATE_CLASS}");` +
  `(function(hero){if(hero.getAnimations)hero.getAnimations({subtree:true}).forEach(function(a){a.startTime=0})})` +
  `(document.currentScript.parentNode)`;

// Pages reached by client-side navigation never run the inline script: the module does it.
if (typeof document !== "undefined") document.documentElement.classList.add(MOTION_GATE_CLASS);

/** Render as the last child of a hero; harmless when repeated. */
export function MotionGateScript() {
  return <script dangerouslySetInnerHTML={{ __html: GATE_SCRIPT }} />;
}

/** After this long without hydration the CSS fail-safe has shown every final state. */
export const GATE_FAILSAFE_MS = 4000;

/**
 * Whether this render is the first page's hydration (Gatsby marks onInitialClientRender after
 * the first render's effects), rather than a page reached by client-side navigation.
 */
function isInitialHydration(): boolean {
  if (typeof performance === "undefined" || typeof performance.getEntriesByName !== "function") return false;
  return performance.getEntriesByName("onInitialClientRender").length === 0;
}

/**
 * Whether the first page is hydrating so late that the fail-safe has already shown the final
 * states: starting an animation then would hide content the visitor is reading.
 */
export function gateExpired(): boolean {
  return isInitialHydration() && performance.now() > GATE_FAILSAFE_MS;
}
