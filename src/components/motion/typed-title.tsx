import { useEffect, useRef, type CSSProperties } from "react";
import { ServerMarkup } from "../layout/server-markup";
import type { HeroTyping } from "../page/page-base";
import * as styles from "./motion.module.css";
import { TIMINGS } from "./timings";
import { typeOut } from "./type-out";

/** The cursor blinks once a second on the title's clock: drawn in the first half, not the second. */
export const CARET_BLINK_MS = 1000;

/** typeOut's arguments after the overlay and the start, as the inline script and the component give them. */
export const TYPING = [TIMINGS.typeDelay, TIMINGS.typePerChar, CARET_BLINK_MS] as const;

/**
 * What a typed hero's inline script adds to the motion gate's, once the class has made the overlay
 * drawn: typeOut's source text, run on the page's clock just after the first paint, which its
 * layout and copies would delay (run at once, it laid out the page's start during parsing: 65-100
 * ms more before the first paint at 4× CPU; in that frame, about as much). Every bundle minifies
 * type-out.ts (src/node/hosting/source-text.ts), so the pages carry it as short as it gets.
 */
export const TYPING_SCRIPT = `;(function(o){requestAnimationFrame(function(){setTimeout(function(){(${typeOut.toString()})(o,0,${TYPING.join(",")})})})})(document.currentScript.parentNode.querySelector("h1>[aria-hidden]"))`;

/**
 * A heading typed out letter by letter: from 0.5 s, a letter every 0.03 s, with a blinking cursor,
 * on the compositor (typeOut). On a first page the hero's inline script starts it on the page's
 * clock, however late the app comes (motion-gate.tsx); after a client-side navigation this
 * component does, from its mount.
 *
 * The heading's text is the full title from the first byte (crawlers, screen readers, no-JS,
 * reduced motion) and holds its final layout; with motion it is transparent under an aria-hidden
 * overlay that draws the same text in the same box from `data-text` (so the heading's text stays
 * the title once), its lines breaking as the title's. typeOut draws copies of it; if nothing does,
 * CSS shows it when the typing would have ended (`--letters`).
 */
export function TypedTitle({ text, className }: { text: string; className?: string }) {
  // Set only where React renders the title: not at the first page's hydration (ServerMarkup).
  const overlay = useRef<HTMLSpanElement>(null);
  useEffect(() => (overlay.current ? typeOut(overlay.current, null, ...TYPING) : undefined), [text]);
  return (
    <ServerMarkup as="h1" className={`${className ?? ""} ${styles.typedTitle}`}>
      <span className={styles.typedText}>{text}</span>
      <span
        ref={overlay}
        className={styles.typedOverlay}
        aria-hidden="true"
        data-text={text}
        style={{ "--letters": Array.from(text).length } as CSSProperties}
      />
    </ServerMarkup>
  );
}

/**
 * A typed hero (PageHero's `typing`): the title, its typing in the gate's inline script, and the
 * class of what follows it (description, buttons), which fades in 1.2 s after the page's start in
 * CSS alone. Only the pages that pass it carry the typing's code.
 */
export const HERO_TYPING: HeroTyping = { Title: TypedTitle, script: TYPING_SCRIPT, after: styles.afterTyped };
