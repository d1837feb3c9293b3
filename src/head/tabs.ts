import { BEFORE_APP } from "./before-app";

/**
 * Tabs from the first paint (the WAI-ARIA tabs of tech-tabs.tsx, often on a page's second screen):
 * until the app starts, a click on a tab selects it (aria-selected, its Tab stop) and shows the
 * panel its aria-controls names, hiding those of the other tabs in its tablist. The arrow keys
 * wait for the app. The tabs take the choice over when it hydrates.
 */
export const TABS_PART =
  `document.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[role=tab]"),l=t&&t.closest("[role=tablist]");` +
  `l&&${BEFORE_APP}&&l.querySelectorAll("[role=tab]").forEach(function(o){var s=o===t,p=document.getElementById(o.getAttribute("aria-controls"));` +
  `o.setAttribute("aria-selected",s);o.tabIndex=s?0:-1;p&&(p.hidden=!s)})},!0);`;
