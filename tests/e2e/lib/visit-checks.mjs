/**
 * What a visit of tests/e2e/page-visits.test.mjs reads on a page, and what other files reuse: the
 * layout's facts, the focus walk and the target sizes, the pictures' candidates, the layout shifts,
 * and the activity of a page at rest.
 */

// ---------------------------------------------------------------------------------------------
// Layout (docs/design.md): in the page, what layout.test.mjs used to measure page by page
// ---------------------------------------------------------------------------------------------

/** The pages with a picture beside their hero's text from 1024 px. */
export const WITH_PICTURE = new Set([
  "/en/",
  "/es/",
  "/en/services/",
  "/es/servicios/desarrollo-software-medida/",
  "/en/services/ai-agents/",
  "/es/servicios/agentes-ia/",
  "/en/our-work/",
  "/es/nuestro-trabajo/",
  "/en/about-us/",
  "/es/sobre-nosotros/",
]);

/** Runs in the page: one-line breadcrumb (its middle shortened before the current page) and footer button, stats rows, lone and unpinned cards, centred rows, the header, the hero picture. */
export function layoutFacts() {
  // The lines an element's text runs over: the distinct tops of its text's boxes.
  const lineCount = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => r.top)
      .sort((x, y) => x - y);
    // Boxes of one line differ by a few pixels (a link beside plain text); a new line starts a line-height lower.
    return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 10).length;
  };
  const crumbs = document.querySelector("nav ol");
  const consult = [...document.querySelectorAll("footer a")].find((a) => getComputedStyle(a).borderRadius !== "0px");
  const statRows = [...document.querySelectorAll("dl[class*='stats-row']")]
    .map((dl) =>
      [...dl.querySelectorAll("dd")].filter((dd) => dd.closest("dl") === dl).map((dd) => Math.round(dd.getBoundingClientRect().top)),
    )
    .filter((tops) => tops.length >= 3);
  // Grids of cards: every list whose items sit in a CSS grid.
  const lone = [...document.querySelectorAll("ul, ol, dl")]
    .filter((list) => getComputedStyle(list).display === "grid" && list.children.length > 1 && list.getBoundingClientRect().width > 0)
    .filter((list) => {
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const columns = getComputedStyle(list).gridTemplateColumns.split(" ").length;
      const last = items.at(-1);
      const onLastRow = items.filter((box) => Math.abs(box.top - last.top) < 2);
      return columns > 1 && onLastRow.length === 1 && last.width < list.getBoundingClientRect().width * 0.9;
    })
    .map((list) => list.className || list.localName);
  // A card (an item of a grid) that ends with a link or button: it sits at the card's bottom
  // edge, so the links of a row line up whatever the lengths of the texts above them.
  const unpinned = [...document.querySelectorAll("ul, ol")]
    .filter((list) => getComputedStyle(list).display === "grid" && list.getBoundingClientRect().width > 0)
    .flatMap((list) => [...list.children])
    .filter((card) => card.children.length > 1 && card.lastElementChild?.localName === "a")
    .filter((card) => {
      const style = getComputedStyle(card);
      const contentBottom = card.getBoundingClientRect().bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
      return Math.abs(card.lastElementChild.getBoundingClientRect().bottom - contentBottom) > 1;
    })
    .map((card) => card.querySelector("h2, h3")?.textContent ?? card.textContent.slice(0, 40));
  // A row of links or tags that wraps inside a centred card: each of its lines is centred too.
  const offCentre = [...document.querySelectorAll("ul")]
    .filter((list) => getComputedStyle(list).display === "flex" && getComputedStyle(list.parentElement).textAlign === "center")
    .filter((list) => list.getBoundingClientRect().width > 0)
    .filter((list) => {
      const box = list.getBoundingClientRect();
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const lines = [...new Set(items.map((item) => Math.round(item.top)))];
      return lines.some((top) => {
        const line = items.filter((item) => Math.round(item.top) === top);
        const left = Math.min(...line.map((item) => item.left)) - box.left;
        const right = box.right - Math.max(...line.map((item) => item.right));
        return Math.abs(left - right) > 1.5;
      });
    })
    .map((list) => list.className);
  // A crumb cut by its ellipsis: its text is wider than its box.
  const cut = (li) => {
    const label = li.querySelector("a, [aria-current]");
    return label ? label.scrollWidth > label.clientWidth + 1 : false;
  };
  const items = crumbs ? [...crumbs.children] : [];
  const header = getComputedStyle(document.querySelector("header")).backgroundColor;
  const picture = document.querySelector("main section picture img");
  return {
    crumbLines: crumbs ? lineCount(crumbs) : 1,
    // The current page cut while a crumb between it and home could still shorten (it is wider than
    // its least width): the middle shortens first.
    currentCutFirst:
      items.length > 2 &&
      cut(items.at(-1)) &&
      items.slice(1, -1).some((li) => li.getBoundingClientRect().width > parseFloat(getComputedStyle(li).minWidth || "0") + 1),
    consultLines: consult ? lineCount(consult) : 1,
    statRows,
    lone,
    unpinned,
    offCentre,
    header,
    picture: picture ? { shown: picture.getBoundingClientRect().width > 0, src: picture.currentSrc } : null,
  };
}

/** What is wrong with a page's layout facts at `width`, one line each. `images`: the pictures the page requested. */
export function layoutProblems(facts, { path, width, images }) {
  const problems = [];
  if (facts.crumbLines !== 1) problems.push(`the breadcrumb runs over ${facts.crumbLines} lines`);
  if (facts.currentCutFirst) problems.push("the breadcrumb cuts the current page before the crumbs between it and home");
  if (facts.consultLines !== 1) problems.push(`the footer's button runs over ${facts.consultLines} lines`);
  for (const tops of facts.statRows) {
    const row = tops.filter((top) => Math.abs(top - tops[0]) < 40);
    if (row.length > 1 && new Set(row).size !== 1) problems.push(`stats figures not on one line: ${tops}`);
  }
  if (facts.lone.length > 0) problems.push(`a grid with a card alone on its last row: ${facts.lone}`);
  if (facts.unpinned.length > 0) problems.push(`cards whose closing link is not at their bottom edge: ${facts.unpinned}`);
  if (facts.offCentre.length > 0) problems.push(`rows of links not centred in their centred card: ${facts.offCentre}`);
  if (!/^rgb\(/.test(facts.header)) problems.push(`the header is not opaque (${facts.header})`);
  if (WITH_PICTURE.has(path)) {
    if (!facts.picture) problems.push("the hero has no picture");
    else if (width >= 1024) {
      if (!facts.picture.shown) problems.push("the hero picture is not shown from 1024 px");
      if (!images.includes(facts.picture.src)) problems.push(`the hero picture ${facts.picture.src} is not fetched`);
    } else {
      if (facts.picture.shown) problems.push("the hero picture is shown below 1024 px");
      if (!facts.picture.src.startsWith("data:")) problems.push(`the hero picture ${facts.picture.src} is fetched below 1024 px`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// WCAG 2.4.11, 2.4.7, 2.5.8: focus never hidden, always visible; targets of 24 × 24 px or spaced
// ---------------------------------------------------------------------------------------------

/** Enough presses to reach well into each page (the footer's links on the shorter ones). */
const TABS = 70;

/**
 * Tabs through the page; for each focused control: whether some of it can be seen (not under the
 * sticky header, the cookie banner or anything else: elementFromPoint over a grid of its points
 * in the viewport finds it), and whether its focus style differs from its look without focus.
 */
export async function tabThrough(page) {
  const found = [];
  for (let i = 0; i < TABS; i += 1) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const describe = (e) =>
        `${e.localName}${e.id ? `#${e.id}` : ""}${e.getAttribute("href") ? `[href="${e.getAttribute("href")}"]` : ""} "${(e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 40)}"`;
      const rect = el.getBoundingClientRect();
      let visible = false;
      for (let fx = 0.1; fx < 1 && !visible; fx += 0.2) {
        for (let fy = 0.1; fy < 1 && !visible; fy += 0.2) {
          const x = rect.left + rect.width * fx;
          const y = rect.top + rect.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (top && (top === el || el.contains(top) || top.contains(el))) visible = true;
        }
      }
      // The control's own look, and its nearest ancestors' (a card may show the focus of the link that covers it).
      const style = (e) => {
        const looks = [];
        for (let node = e, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
          const s = getComputedStyle(node);
          looks.push(
            [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.textDecorationLine].join("|"),
          );
        }
        return looks.join("/");
      };
      const focused = style(el);
      // The same control without the focus, compared with itself focused.
      el.blur();
      const blurred = style(el);
      el.focus({ preventScroll: true });
      return { what: describe(el), visible, focusShows: focused !== blurred, size: [rect.width, rect.height] };
    });
    if (step) found.push(step);
  }
  return found;
}

/**
 * The controls under 24 × 24 px with a neighbour within reach (2.5.8), on the page as loaded: the
 * sticky header stands where it does at the top, not over what Tab scrolled to.
 */
export const undersizedTargets = () => {
  const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [tabindex]:not([tabindex='-1'])";
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && !e.closest("[inert], [aria-hidden=true]");
  };
  const targets = [...document.querySelectorAll(selector)].filter(shown).map((e) => ({ e, r: e.getBoundingClientRect() }));
  // Inline: a link in a sentence (its block has text outside the link).
  const inline = (e) => {
    if (e.localName !== "a") return false;
    const block = e.parentElement?.closest("p, li, td, dd, figcaption, label, blockquote") ?? e.parentElement;
    return block ? block.textContent.replace(e.textContent, "").trim().length > 0 && getComputedStyle(e).display === "inline" : false;
  };
  const center = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const distanceToRect = ([x, y], r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  const problems = [];
  for (const t of targets) {
    if ((t.r.width >= 24 && t.r.height >= 24) || inline(t.e)) continue;
    // The 24 px circle around an undersized target may not reach another target, nor another undersized target's circle.
    const c = center(t.r);
    const crowded = targets.some((o) => {
      if (o === t || o.e.contains(t.e) || t.e.contains(o.e)) return false;
      const oSmall = !(o.r.width >= 24 && o.r.height >= 24) && !inline(o.e);
      return oSmall ? Math.hypot(c[0] - center(o.r)[0], c[1] - center(o.r)[1]) < 24 : distanceToRect(c, o.r) < 12;
    });
    if (crowded)
      problems.push(
        `${t.e.localName} "${(t.e.getAttribute("aria-label") || t.e.textContent).trim().slice(0, 40)}" ${Math.round(t.r.width)}×${Math.round(t.r.height)}`,
      );
  }
  return problems;
};

/** What is wrong with a focus walk (tabThrough), one line each. */
export function focusProblems(steps) {
  const problems = [];
  if (steps.length <= 10) problems.push(`Tab reached only ${steps.length} controls`);
  for (const step of steps.filter((s) => !s.visible)) problems.push(`focused control hidden under something: ${step.what}`);
  for (const step of steps.filter((s) => !s.focusShows))
    problems.push(`focused control that looks the same as without focus: ${step.what}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Pictures at the size they are shown
// ---------------------------------------------------------------------------------------------

/** How much wider than its box's device pixels a picture's chosen candidate may be. */
export const MAX_PICTURE_RATIO = 1.5;

/**
 * Runs in the page, once it has been scrolled through (lazy pictures load): every loaded picture,
 * its chosen candidate's width against its box's device pixels. A picture the browser never
 * fetched (a carousel slide out of view) costs nothing and is not counted.
 */
export function pictureSizes() {
  const dpr = window.devicePixelRatio;
  /**
   * The width of the chosen candidate, its `w` in the srcset that offered it (naturalWidth is
   * divided by the density the sizes gave), and the widest of that srcset.
   */
  const candidate = (img) => {
    const sets = [img, ...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((el) => el.getAttribute("srcset") ?? "");
    for (const set of sets) {
      const entries = set.split(",").map((entry) => entry.trim().split(/\s+/));
      const widths = entries.filter(([, descriptor]) => descriptor?.endsWith("w")).map(([, descriptor]) => Number.parseInt(descriptor, 10));
      const chosen = entries.find(
        ([src, descriptor]) => src && descriptor?.endsWith("w") && new URL(src, document.baseURI).href === img.currentSrc,
      );
      if (chosen) return { width: Number.parseInt(chosen[1], 10), widest: Math.max(...widths) };
    }
    return { width: img.naturalWidth, widest: img.naturalWidth };
  };
  return [...document.images]
    .filter((img) => img.complete && img.currentSrc && img.naturalWidth > 0 && img.clientWidth > 0)
    .map((img) => {
      const { width, widest } = candidate(img);
      // object-fit: cover fills the box on both axes: the candidate must cover the wider need.
      const aspect = img.naturalWidth / img.naturalHeight;
      const needed = Math.max(img.clientWidth, img.clientHeight * aspect) * dpr;
      return { src: new URL(img.currentSrc).pathname, width, widest, box: Math.round(needed), ratio: width / needed };
    });
}

/**
 * What is wrong with a page's pictures, one line each: a candidate over MAX_PICTURE_RATIO × its
 * box, or one smaller than its box that is not the widest its srcset offers (stretched, it looks soft).
 */
export function pictureProblems(pictures) {
  const report = ({ src, width, box, ratio }) => `${src}: ${width} px for a box of ${box} (${ratio.toFixed(2)}×)`;
  return [
    ...pictures.filter(({ ratio }) => ratio > MAX_PICTURE_RATIO).map((p) => `picture over ${MAX_PICTURE_RATIO}× its box: ${report(p)}`),
    ...pictures.filter(({ ratio, width, widest }) => ratio < 1 && width < widest).map((p) => `picture smaller than its box: ${report(p)}`),
  ];
}

// ---------------------------------------------------------------------------------------------
// Layout shifts
// ---------------------------------------------------------------------------------------------

/** Runs before the page's scripts: notes each layout shift without recent input in window.__shifts. */
export function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => {
          const n = s.node;
          return n
            ? `${n.nodeName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.className && typeof n.className === "string" ? `.${n.className.split(" ")[0]}` : ""}`
            : "?";
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

// ---------------------------------------------------------------------------------------------
// A page at rest (at-rest.test.mjs): no timer, frame, idle callback or observer runs
// ---------------------------------------------------------------------------------------------

/** How long after hydration the first screen's motion may last: its counters count for 2.5 s (TIMINGS.counterDuration) from the first paint. */
export const SETTLE_MS = 3_000;
/** Longer than every period of the site's motion (the carousel's 3 s), so a running cycle shows. */
const WINDOW_MS = 3500;
/** How long a settled page may take to come to rest. */
const REST_WITHIN_MS = 30_000;

/**
 * Runs in the page before its scripts: every callback handed to a timer, an animation frame, an
 * idle callback or an observer is noted, once recording is on, as "<kind> <delay>" (timers) or
 * "<kind>" with the start of its source.
 */
export function watchCallbacks() {
  const state = { recording: false, ran: [] };
  window.__atRest = state;
  const wrap = (label, fn) =>
    typeof fn === "function"
      ? function (...args) {
          if (state.recording) state.ran.push(`${label}: ${String(fn).replace(/\s+/g, " ").slice(0, 80)}`);
          return fn.apply(this, args);
        }
      : fn;
  for (const name of ["setTimeout", "setInterval"]) {
    const original = window[name];
    window[name] = (fn, delay, ...rest) => original.call(window, wrap(`${name} ${Number(delay) || 0}`, fn), delay, ...rest);
  }
  const frame = window.requestAnimationFrame;
  window.requestAnimationFrame = (fn) => frame.call(window, wrap("requestAnimationFrame", fn));
  const idle = window.requestIdleCallback;
  window.requestIdleCallback = (fn, options) => idle.call(window, wrap("requestIdleCallback", fn), options);
  for (const name of ["IntersectionObserver", "ResizeObserver", "MutationObserver"]) {
    const Original = window[name];
    window[name] = class extends Original {
      constructor(fn, options) {
        super(wrap(name, fn), options);
      }
    };
  }
}

/** Gatsby's link prefetching (node_modules/gatsby/cache-dir/loader.js), named by its own properties. */
const isPrefetch = (entry) => /_processNextPrefetchBatch|prefetchQueued/.test(entry);

/** What ran on the page during WINDOW_MS, and the animations playing at its end. */
async function activityAtRest(page, { prefetch = false } = {}) {
  await page.evaluate(() => {
    window.__atRest.ran.length = 0;
    window.__atRest.recording = true;
  });
  await page.waitForTimeout(WINDOW_MS);
  const activity = await page.evaluate(() => ({
    ran: [...window.__atRest.ran],
    playing: document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .map((a) => `${a.animationName ?? a.transitionProperty ?? "animation"} on ${a.effect?.target?.className}`),
  }));
  return prefetch ? activity : { ...activity, ran: activity.ran.filter((entry) => !isPrefetch(entry)) };
}

export const quiet = ({ ran, playing }) => ran.length === 0 && playing.length === 0;

/** Watches the page window after window until one is at rest by `isRest`, or time is up; the last window. */
export async function restingActivity(page, isRest, options) {
  const deadline = Date.now() + REST_WITHIN_MS;
  let activity = await activityAtRest(page, options);
  while (!isRest(activity) && Date.now() < deadline) activity = await activityAtRest(page, options);
  return activity;
}
