import { BEFORE_APP } from "./before-app";

/**
 * The header's menus from the first paint. A disclosure button (DISCLOSURE_ATTRIBUTE, its panel
 * named by aria-controls) answers a click before the app's scripts arrive: until then the head's
 * early script shows or hides the panel and keeps aria-expanded, and the label where the button has
 * one per state, in step. Once the app has started (before-app.ts), its own handlers answer, and the
 * header takes over whatever menu the visitor has opened.
 */
export const DISCLOSURE_ATTRIBUTE = "data-disclosure";

/** The button's accessible name while its panel is closed (`data-label-open`) and while it is open (`data-label-close`). */
export const disclosureLabels = (whenClosed: string, whenOpen: string) => ({ "data-label-open": whenClosed, "data-label-close": whenOpen });

export const DISCLOSURE_PART =
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button[${DISCLOSURE_ATTRIBUTE}]"),o,p;` +
  `if(b&&${BEFORE_APP}){o=b.getAttribute("aria-expanded")!=="true";` +
  `b.setAttribute("aria-expanded",o);p=document.getElementById(b.getAttribute("aria-controls"));p&&(p.hidden=!o);` +
  `b.dataset.labelOpen&&b.setAttribute("aria-label",o?b.dataset.labelClose:b.dataset.labelOpen)}},!0);`;
