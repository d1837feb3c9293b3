/**
 * What sweep.test.mjs reads from a page in its visit: functions run in the page (page.evaluate or
 * addInitScript), and the Tab walk driven from here.
 */

/** Init script: every layout shift without recent input, with its sources, in window.__shifts. */
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

/** Init script: every Content-Security-Policy violation in window.__cspViolations. */
export function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || "inline"} ${e.sample || ""}`.trim()),
  );
}

/**
 * Layouts that fit their content (docs/design.md): the breadcrumb's and the footer button's lines,
 * the tops of each row of stats figures, grids with a card alone on their last row, cards whose
 * closing link is not at their bottom edge, wrapped rows of links off centre in a centred card, the
 * header's colour and the hero's picture.
 */
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
  const header = getComputedStyle(document.querySelector("header")).backgroundColor;
  const picture = document.querySelector("main section picture img");
  return {
    crumbLines: crumbs ? lineCount(crumbs) : 1,
    consultLines: consult ? lineCount(consult) : 1,
    statRows,
    lone,
    unpinned,
    offCentre,
    header,
    picture: picture ? { shown: picture.getBoundingClientRect().width > 0, src: picture.currentSrc } : null,
  };
}

/** Each heading of the page's main drawn on two lines or more: its text, and its last line's width against its widest line's. */
export function headingLastLines() {
  return [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
    .filter((heading) => heading.offsetParent && !heading.querySelector("[data-letter]")) // a typed title keeps plain breaks
    .map((heading) => {
      // The text drawn: not what is there for screen readers only (a 1 px box).
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const rects = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      const lines = new Map(); // top → [left, right]
      for (const rect of rects) {
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        const [left, right] = lines.get(top) ?? [Infinity, -Infinity];
        lines.set(top, [Math.min(left, rect.left), Math.max(right, rect.right)]);
      }
      // Boxes of one line differ by a few pixels; a new line starts a line-height lower.
      const tops = [...lines.keys()].sort((a, b) => a - b);
      const merged = [];
      for (const top of tops) {
        const [left, right] = lines.get(top);
        const last = merged.at(-1);
        if (last && top - last.top < 8) [last.left, last.right] = [Math.min(last.left, left), Math.max(last.right, right)];
        else merged.push({ top, left, right });
      }
      const widths = merged.map((line) => line.right - line.left);
      return { text: heading.textContent.trim(), lines: widths.length, lastShare: widths.at(-1) / Math.max(...widths) };
    })
    .filter((heading) => heading.lines > 1);
}

/**
 * The controls under 24 × 24 px with a neighbour within reach (WCAG 2.5.8), on the page as loaded:
 * the sticky header stands where it does at the top, not over what Tab scrolled to.
 */
export function undersizedTargets() {
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
}

/**
 * Every loaded picture on the page: the chosen candidate's width (its `w` in the srcset that offered
 * it: naturalWidth is divided by the density the sizes gave) and the widest of that srcset, against
 * its box's device pixels. A picture the browser never fetched costs nothing and is not counted.
 */
export function pictureFacts() {
  const dpr = window.devicePixelRatio;
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
      return { what: describe(el), visible, focusShows: focused !== blurred };
    });
    if (step) found.push(step);
  }
  return found;
}
