/**
 * Every marketing page, in English and Spanish, shows what the spec demands: sections, card and
 * step counts, figures, technology tabs, structured data and safe external links. Read once, in
 * each page's visit at 1280 px (page-visits.test.mjs, which runs these tests after its visits):
 * `describeDocument` and `tabState` just after hydration, the console's errors over the whole visit.
 *
 * The expected facts live in page-facts.mjs, written by hand from the spec: a section, figure or
 * tab that disappears from the site makes these tests fail.
 */
import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { jsonLdNodes, typesOf } from "./head.mjs";
import {
  ABOUT,
  CASE_COMMON,
  CASES,
  HOME,
  OUR_WORK,
  PRIVACY,
  PROJECTS,
  SERVICE_PAGES,
  SERVICES_INDEX,
  SUPPORT_EMAIL,
  dashless,
  figure,
  pathOf,
  wronglyFormatted,
} from "./page-facts.mjs";
import { LANGS } from "./routes.mjs";

/**
 * Runs in the page: a plain-data description of the page. Cards are found by their headings
 * (a card is the heading's closest <li>/<article>), so the counts follow what a visitor sees.
 */
export function describeDocument(siteOriginArg) {
  const norm = (s) => (s ?? "").replace(/\s+/g, " ").trim();
  /** Text as read: text nodes joined with spaces, so neighbouring elements' words stay apart. */
  const textOf = (el) => {
    if (!el) return "";
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const parts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue);
    return norm(parts.join(" "));
  };
  const vis = (el) => {
    if (!el || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  const where = (raw) => {
    try {
      const u = new URL(raw, location.href);
      return {
        abs: u.href,
        origin: u.origin,
        protocol: u.protocol,
        host: u.hostname,
        path: u.origin === location.origin ? u.pathname : null,
      };
    } catch {
      return { abs: raw, origin: null, protocol: null, host: null, path: null };
    }
  };
  const cardOf = (el) => el.closest("li, article") ?? el.parentElement;
  const plainItems = (root) =>
    [...root.querySelectorAll("li")].filter((li) => vis(li) && !li.querySelector("a, li")).map((li) => norm(li.textContent));
  const decorative = (img) =>
    img.getAttribute("alt") === "" &&
    (img.closest('[aria-hidden="true"]') !== null || ["presentation", "none"].includes(img.getAttribute("role") ?? ""));
  const link = (a) => {
    const card = a.closest("li, article");
    return {
      href: a.getAttribute("href") ?? "",
      ...where(a.getAttribute("href") ?? ""),
      text: norm(a.textContent),
      target: a.getAttribute("target"),
      rel: (a.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean),
      visible: vis(a),
      card: card
        ? {
            heading: norm(card.querySelector("h2, h3")?.textContent),
            items: plainItems(card).length,
            siblings: card.parentElement ? [...card.parentElement.children].filter((c) => c.tagName === card.tagName).length : 0,
          }
        : null,
    };
  };
  const cardInfo = (h) => {
    const card = cardOf(h);
    return {
      title: norm(h.textContent),
      text: textOf(card),
      items: plainItems(card),
      links: [...card.querySelectorAll("a[href]")].map(link),
      imageAlts: [...card.querySelectorAll("img")].filter((i) => !decorative(i)).map((i) => i.getAttribute("alt")),
      afterHeading: norm(h.nextElementSibling?.textContent),
    };
  };
  const region = (el) =>
    el && {
      id: el.id,
      text: textOf(el),
      headings: [...el.querySelectorAll("h2, h3")].filter(vis).map((h) => norm(h.textContent)),
      h2Cards: [...el.querySelectorAll("h2")].filter(vis).map(cardInfo),
      h3Cards: [...el.querySelectorAll("h3")].filter(vis).map(cardInfo),
      terms: [...el.querySelectorAll("dt")].filter(vis).map((dt) => norm(dt.textContent)),
      stats: [...el.querySelectorAll("dl")].map((dl) => [...dl.querySelectorAll("dd")].map((dd) => norm(dd.textContent))),
      statLabels: [...el.querySelectorAll("dl")].map((dl) => [...dl.querySelectorAll("dt")].map((dt) => norm(dt.textContent))),
      listItems: [...el.querySelectorAll("li")].filter((li) => vis(li) && !li.querySelector("li")).map((li) => norm(li.textContent)),
      lists: [...el.querySelectorAll("ul, ol")].filter(vis).map((l) => [...l.children].filter((c) => c.tagName === "LI").length),
      links: [...el.querySelectorAll("a[href]")].map(link),
    };

  const main = document.querySelector("main") ?? document.body;
  const h1s = [...document.querySelectorAll("h1")];
  const h1 = h1s[0] ?? null;
  const hero = h1 ? (h1.closest("section") ?? h1.parentElement) : null;
  const topSections = [...main.querySelectorAll("section")].filter((s) => !s.parentElement.closest("section"));
  const navsWithOl = [...document.querySelectorAll("nav")].filter((n) => n.querySelector("ol") && !n.closest("footer"));
  const crumbNav = navsWithOl.find((n) => main.contains(n)) ?? navsWithOl[0] ?? null;
  const sections = {};
  for (const s of main.querySelectorAll("section[id]")) sections[s.id] = region(s);

  const locals = new Set([location.origin, siteOriginArg]);
  const externalLinks = [...document.querySelectorAll("a[href]")]
    .map(link)
    .filter((l) => /^https?:$/.test(l.protocol ?? "") && !locals.has(l.origin));
  const images = [...document.querySelectorAll("img")]
    .filter((img) => vis(img) && img.getBoundingClientRect().width > 0 && img.getBoundingClientRect().height > 0)
    .map((img) => ({
      src: img.currentSrc || img.getAttribute("src") || "",
      alt: img.getAttribute("alt"),
      decorative: decorative(img),
    }));

  return {
    lang: document.documentElement.lang,
    h1: h1s.map((h) => norm(h.textContent)),
    hero: region(hero),
    crumbs: crumbNav
      ? [...crumbNav.querySelector("ol").children].map((li) => ({
          text: norm(li.textContent),
          link: li.querySelector("a[href]") ? link(li.querySelector("a[href]")) : null,
          current: li.querySelector('[aria-current="page"]') !== null,
        }))
      : null,
    sections,
    cta: region(topSections.at(-1) ?? null),
    mainText: textOf(main),
    mainLinks: [...main.querySelectorAll("a[href]")].map(link),
    mainH2: [...main.querySelectorAll("h2")].filter(vis).map((h) => norm(h.textContent)),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
    externalLinks,
    images,
    today: (() => {
      const d = new Date();
      const pad = (n) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    })(),
  };
}

const samePath = (a, b) => a != null && b != null && a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
const linksTo = (links, key, lang) => (links ?? []).filter((l) => samePath(l.path, pathOf(key, lang)));
const section = (snap, id) => {
  const found = snap.sections[id];
  assert.ok(found, `section #${id} is on the page (sections: ${Object.keys(snap.sections).join(", ") || "none"})`);
  return found;
};
const figures = (values) => values.map(figure);

/** Stats read as a visitor would: values in order, compared by figure; formatting of the language. */
function assertStats(values, expected, lang, where) {
  assert.ok(values, `${where}: a stats list (<dl>)`);
  assert.deepEqual(figures(values), figures(expected), `${where}: stats ${JSON.stringify(values)}, expected ${JSON.stringify(expected)}`);
  assert.deepEqual(wronglyFormatted(values, lang), [], `${where}: figures formatted for ${lang}`);
}

function assertLinksTo(links, key, lang, where, label) {
  const found = linksTo(links, key, lang);
  assert.ok(found.length > 0, `${where}: a link to ${pathOf(key, lang)} (links: ${(links ?? []).map((l) => l.href).join(", ")})`);
  if (label) {
    assert.ok(
      found.some((l) => (label instanceof RegExp ? label.test(l.text) : l.text === label)),
      `${where}: the link to ${pathOf(key, lang)} reads ${label} (reads ${found.map((l) => JSON.stringify(l.text)).join(", ")})`,
    );
  }
  return found;
}

function assertBreadcrumb(snap, lang, middleKey) {
  assert.ok(snap.crumbs, "a breadcrumb (<nav> with an <ol>)");
  const expected = middleKey ? 3 : 2;
  assert.equal(snap.crumbs.length, expected, `breadcrumb items: ${snap.crumbs.map((c) => c.text).join(" › ")}`);
  assert.ok(samePath(snap.crumbs[0].link?.path, `/${lang}/`), `the first crumb links home (/${lang}/)`);
  if (middleKey)
    assert.ok(samePath(snap.crumbs[1].link?.path, pathOf(middleKey, lang)), `the middle crumb links to ${pathOf(middleKey, lang)}`);
  const last = snap.crumbs.at(-1);
  assert.ok(last.text.length > 0 && !last.link, "the last crumb is the current page, not a link");
}

function assertSafeExternal(link, where) {
  assert.equal(link.target, "_blank", `${where}: ${link.href} opens in a new tab`);
  assert.ok(
    link.rel.includes("noopener") && link.rel.includes("noreferrer"),
    `${where}: ${link.href} has rel="noopener noreferrer" (rel="${link.rel.join(" ")}")`,
  );
}

/** Runs in the page: the technology tabs, which is chosen and focused, and what each panel shows. */
export function tabState() {
  const norm = (s) => (s ?? "").replace(/\s+/g, " ").trim();
  const root = document.getElementById("technologies");
  if (!root) return null;
  const vis = (el) => !el.hidden && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const tabs = [...root.querySelectorAll('input[type="radio"]')];
  return {
    tablists: new Set(tabs.map((t) => t.name)).size,
    tabs: tabs.map((t) => ({
      label: norm(t.closest("label")?.textContent),
      selected: t.checked,
      id: t.value,
      focused: document.activeElement === t,
    })),
    panels: [...root.querySelectorAll("[data-tab]")].map((p) => ({ id: p.dataset.tab, visible: vis(p), text: norm(p.textContent) })),
  };
}

/** The selected tab index, and checks that exactly its panel (and only it) is visible. */
export function assertOneTabShown(state, where) {
  const selected = state.tabs.flatMap((t, i) => (t.selected ? [i] : []));
  assert.equal(
    selected.length,
    1,
    `${where}: exactly one tab is selected (${state.tabs.map((t) => `${t.label}:${t.selected}`).join(", ")})`,
  );
  const tab = state.tabs[selected[0]];
  const shown = state.panels.filter((p) => p.visible);
  assert.equal(shown.length, 1, `${where}: exactly one tab panel is visible (${shown.length} are)`);
  assert.equal(shown[0].id, tab.id, `${where}: the visible panel belongs to the selected tab "${tab.label}"`);
  return { index: selected[0], panel: shown[0] };
}

function assertPanelLists(panel, names, where) {
  for (const name of names ?? [])
    assert.ok(panel.text.includes(name), `${where}: the panel lists ${name} (panel: ${panel.text.slice(0, 200)})`);
}

function tabsTests(ctx, spec) {
  test("technology tabs: labels, the default tab's panel alone shown, each panel's technologies", () => {
    const { tabs: state, lang } = ctx;
    assert.ok(state, "section #technologies is on the page");
    assert.equal(state.tablists, 1, "one group of tabs");
    const labels = spec?.labels?.[lang];
    if (labels) {
      assert.equal(state.tabs.length, labels.length, `tab count (tabs: ${state.tabs.map((t) => t.label).join(", ")})`);
      labels.forEach((re, i) => assert.match(state.tabs[i].label, re, `tab ${i + 1} label`));
    } else {
      assert.ok(state.tabs.length >= 2, `at least two tabs (tabs: ${state.tabs.map((t) => t.label).join(", ")})`);
    }
    assert.equal(state.panels.length, state.tabs.length, "one panel per tab");
    const initial = assertOneTabShown(state, "initially");
    if (labels) assert.equal(initial.index, 0, `the default tab is "${state.tabs[0].label}", not "${state.tabs[initial.index].label}"`);
    (spec?.items ?? []).forEach((names, i) => assertPanelLists(state.panels[i], names, `tab "${state.tabs[i].label}"`));
  });
}

/** The visits' reads, by path: { status, snap (describeDocument), tabs (tabState), errors (the whole visit's) }. */
export const pageReads = new Map();

/** Every page whose facts are tested here: the visit at 1280 px reads these. */
export const FACT_PAGES = new Set(
  ["home", "services", ...Object.keys(SERVICE_PAGES), "our-work", ...Object.keys(CASES), "about", "contact", "privacy"].flatMap((key) =>
    LANGS.map((lang) => pathOf(key, lang)),
  ),
);

/** The tests of one page, on what its visit read. */
function pageSuite(key, lang, body) {
  const path = pathOf(key, lang);
  describe(path, () => {
    const ctx = { path, lang, key };
    before(() => {
      assert.ok(pageReads.has(path), `${path} was read in its visit at 1280 px`);
      Object.assign(ctx, pageReads.get(path));
    });

    test("loads in its language and hydrates without errors", () => {
      assert.equal(ctx.status, 200);
      assert.equal(ctx.snap.lang, lang, "html lang");
      assert.equal(ctx.snap.h1.length, 1, `one h1 (${JSON.stringify(ctx.snap.h1)})`);
      assert.ok(ctx.snap.h1[0].length > 0, "the h1 has text");
      assert.deepEqual(ctx.errors, [], "no console error or page error during the visit");
    });

    test("external links open in a new tab with noopener noreferrer; visible images have alt text", () => {
      const unsafe = ctx.snap.externalLinks
        .filter((l) => l.target !== "_blank" || !l.rel.includes("noopener") || !l.rel.includes("noreferrer"))
        .map((l) => `${l.href} (target=${l.target}, rel="${l.rel.join(" ")}")`);
      assert.deepEqual(unsafe, [], "unsafe external links");
      const missingAlt = ctx.snap.images
        .filter((img) => !img.decorative && !(img.alt ?? "").trim())
        .map((img) => `${img.src} (alt=${JSON.stringify(img.alt)})`);
      assert.deepEqual(missingAlt, [], "visible images without alt text that are not marked decorative");
    });

    body(ctx);
  });
}

/** Registers every page's tests; they read pageReads, filled by the visits that run before them. */
export function pageFactTests() {
  // ---------------------------------------------------------------------------------------------
  // Home
  // ---------------------------------------------------------------------------------------------

  describe("home", () => {
    for (const lang of LANGS) {
      pageSuite("home", lang, (ctx) => {
        // The rotating word's first word, MVP, is motion.test.mjs's.
        test("hero: headline, buttons, stats 4+ / 100% / 1+", () => {
          const { snap } = ctx;
          assert.ok(snap.hero, "a hero around the h1");
          assertLinksTo(snap.hero?.links, "contact", lang, "hero");
          assertLinksTo(snap.hero?.links, "our-work", lang, "hero");
          assertStats(snap.hero?.stats[0], HOME.stats, lang, "hero stats");
        });

        test("challenges (3 cards), problem and solution lists, pricing package of 2-4 weeks", () => {
          const { snap } = ctx;
          assert.equal(section(snap, "challenges").h3Cards.length, HOME.challenges, "three challenge cards");
          const solution = section(snap, "solution");
          assert.equal(solution.h3Cards.length, 2, `a problem list and an answer list (${solution.headings.join(", ")})`);
          for (const column of solution.h3Cards) assert.ok(column.items.length > 0, `"${column.title}" lists its points`);
          const pricing = section(snap, "pricing");
          assert.ok(pricing.h3Cards.length >= 1, "a package");
          assert.ok(
            pricing.h3Cards.some((c) => dashless(c.text).includes(HOME.deliveryClaim)) ||
              dashless(pricing.text).includes(HOME.deliveryClaim),
            `the package is delivered in ${HOME.deliveryClaim} (${pricing.text.slice(0, 300)})`,
          );
        });

        test("services: 3 cards with 6 features each and a quote button to contact", () => {
          const cards = section(ctx.snap, "services").h3Cards;
          assert.equal(cards.length, HOME.serviceCards, `service cards: ${cards.map((c) => c.title).join(", ")}`);
          for (const card of cards) {
            assert.equal(card.items.length, HOME.featuresPerServiceCard, `"${card.title}" features: ${card.items.join(" | ")}`);
            assertLinksTo(card.links, "contact", lang, `"${card.title}"`, HOME.quote[lang]);
          }
        });

        test("projects: the five projects and View All Projects to our work", () => {
          const projects = section(ctx.snap, "projects");
          const titles = new Set(projects.h3Cards.map((c) => c.title));
          for (const p of PROJECTS) assert.ok(titles.has(p.title), `${p.title} is featured (${[...titles].join(", ")})`);
          assertLinksTo(projects.links, "our-work", lang, "#projects", HOME.viewAll[lang]);
        });

        test("team: 3 members with photo alt, role and GitHub, LinkedIn and mail links", () => {
          const members = section(ctx.snap, "team").h3Cards;
          assert.equal(members.length, HOME.teamMembers, `members: ${members.map((m) => m.title).join(", ")}`);
          for (const m of members) {
            assert.ok(m.imageAlts.length >= 1, `${m.title} has a photo`);
            for (const alt of m.imageAlts) assert.ok((alt ?? "").trim().length > 0, `${m.title}'s photo has alt text`);
            assert.ok(m.afterHeading.length > 0, `${m.title} has a role`);
            assert.ok(
              m.links.some((l) => l.protocol === "https:" && /(^|\.)github\.com$/.test(l.host)),
              `${m.title}: GitHub link`,
            );
            assert.ok(
              m.links.some((l) => l.protocol === "https:" && /(^|\.)linkedin\.com$/.test(l.host)),
              `${m.title}: LinkedIn link`,
            );
            assert.ok(
              m.links.some((l) => l.href.startsWith("mailto:") && l.href.length > 8),
              `${m.title}: mail link`,
            );
          }
        });

        test("closing call to action: contact and our work", () => {
          assert.ok(ctx.snap.cta, "a closing section");
          assertLinksTo(ctx.snap.cta?.links, "contact", lang, "closing call to action");
          assertLinksTo(ctx.snap.cta?.links, "our-work", lang, "closing call to action");
        });
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Services index
  // ---------------------------------------------------------------------------------------------

  describe("services index", () => {
    for (const lang of LANGS) {
      pageSuite("services", lang, (ctx) => {
        test("breadcrumb, six service cards with four features and a learn-more link each", () => {
          const { snap } = ctx;
          assertBreadcrumb(snap, lang, null);
          const cards = new Map();
          for (const key of SERVICES_INDEX.cards) {
            const links = linksTo(snap.mainLinks, key, lang).filter((l) => l.card && l.card.items > 0);
            assert.ok(links.length > 0, `a card links to ${pathOf(key, lang)}`);
            const card = links[0].card;
            assert.equal(
              card.items,
              SERVICES_INDEX.featuresPerCard,
              `the card of ${pathOf(key, lang)} ("${card.heading}") has four features`,
            );
            assert.ok(
              links.some((l) => SERVICES_INDEX.learnMore[lang].test(l.text)),
              `the link to ${pathOf(key, lang)} reads "${SERVICES_INDEX.learnMore[lang].source}"`,
            );
            cards.set(card.heading, card);
          }
          assert.equal(cards.size, SERVICES_INDEX.cards.length, `six distinct cards (${[...cards.keys()].join(", ")})`);
          for (const card of cards.values()) assert.equal(card.siblings, SERVICES_INDEX.cards.length, "the grid holds exactly six cards");
        });

        test("why choose us: six reasons; call to action to contact and our work", () => {
          const { snap } = ctx;
          assert.equal(section(snap, "why-us").h3Cards.length, SERVICES_INDEX.reasons, "six reasons");
          assertLinksTo(snap.cta?.links, "contact", lang, "call to action");
          assertLinksTo(snap.cta?.links, "our-work", lang, "call to action");
        });
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Service pages
  // ---------------------------------------------------------------------------------------------

  describe("service pages", () => {
    for (const [key, facts] of Object.entries(SERVICE_PAGES)) {
      for (const lang of LANGS) {
        pageSuite(key, lang, (ctx) => {
          test("breadcrumb back to the services index; hero buttons to contact and our work", () => {
            const { snap } = ctx;
            assertBreadcrumb(snap, lang, "services");
            assert.ok(snap.hero, "a hero");
            assert.equal(snap.hero.links.length, 2, `two hero buttons (${snap.hero?.links.map((l) => l.href).join(", ")})`);
            assertLinksTo(snap.hero?.links, "contact", lang, "hero");
            assertLinksTo(snap.hero?.links, "our-work", lang, "hero");
          });

          test("stats, benefits, process steps", () => {
            const { snap } = ctx;
            const stats = section(snap, "stats").stats[0];
            if (facts.stats) assertStats(stats, facts.stats, lang, "#stats");
            else {
              assert.ok(stats, "#stats has a stats list");
              assert.equal(stats.length, facts.statCount, `three stats (${JSON.stringify(stats)})`);
              for (const v of stats) assert.match(v, /\d/, `stat "${v}" is a figure`);
              assert.deepEqual(wronglyFormatted(stats, lang), [], `#stats: figures formatted for ${lang}`);
            }
            const benefits = section(snap, "benefits").h3Cards;
            assert.equal(benefits.length, facts.benefits, `benefit cards: ${benefits.map((c) => c.title).join(" | ")}`);
            const steps = section(snap, "process").h3Cards;
            assert.equal(steps.length, facts.process, `process steps: ${steps.map((c) => c.title).join(" | ")}`);
          });

          test("FAQ count and the contact button of the 'didn't find your answer' prompt", () => {
            const faq = section(ctx.snap, "faq");
            const count = faq.terms.length || faq.h3Cards.length;
            assert.equal(count, facts.faq, `FAQ items: ${(faq.terms.length ? faq.terms : faq.h3Cards.map((c) => c.title)).join(" | ")}`);
            assertLinksTo(faq.links, "contact", lang, "#faq");
          });

          if (facts.maintenanceTypes) {
            test("maintenance types: four types with four bullets each", () => {
              const types = section(ctx.snap, "maintenance-types").h3Cards;
              assert.equal(types.length, facts.maintenanceTypes.types, `types: ${types.map((t) => t.title).join(", ")}`);
              for (const t of types)
                assert.equal(t.items.length, facts.maintenanceTypes.bullets, `"${t.title}" bullets: ${t.items.join(" | ")}`);
            });
          } else {
            test("no maintenance-types section", () => assert.equal(ctx.snap.sections["maintenance-types"], undefined));
          }

          if (facts.portfolio) {
            test("portfolio: cards of four distinct projects", () => {
              const cards = section(ctx.snap, "portfolio").h3Cards;
              assert.ok(cards.length > 0, "project cards");
              const known = new Set(PROJECTS.map((p) => p.title));
              for (const c of cards) assert.ok(known.has(c.title), `"${c.title}" is one of the five projects`);
              assert.equal(new Set(cards.map((c) => c.title)).size, 4, `four distinct projects (${cards.map((c) => c.title).join(", ")})`);
              // The heading promises a project (AI agents: "like Almia"): the page's own choice shows it first.
              if (facts.portfolio.first)
                assert.equal(cards[0]?.title, facts.portfolio.first, `the first slide (${cards.map((c) => c.title).join(", ")})`);
            });
          }

          if (facts.cta) {
            test("call to action labels", () => {
              const [primary, secondary] = facts.cta[lang];
              assertLinksTo(ctx.snap.cta?.links, "contact", lang, "call to action", primary);
              assertLinksTo(ctx.snap.cta?.links, "our-work", lang, "call to action", secondary);
            });
          } else {
            test("call to action to contact", () => {
              assertLinksTo(ctx.snap.cta?.links, "contact", lang, "call to action");
            });
          }

          if (facts.price) {
            test("the SEO price claim", () => {
              for (const needle of facts.price[lang]) assert.ok(ctx.snap.mainText.includes(needle), `the page says ${needle}`);
            });
          }

          test("structured data: Service, FAQPage matching the FAQ, BreadcrumbList", () => {
            const { nodes, errors } = jsonLdNodes(ctx.snap.jsonLd);
            assert.deepEqual(errors, []);
            const service = nodes.find((n) => typesOf(n).includes("Service"));
            assert.ok(service, `a Service node (types: ${nodes.flatMap(typesOf).join(", ")})`);
            assert.ok(service.provider && (service.provider.name || service.provider["@id"]), "Service.provider");
            assert.ok(typeof service.serviceType === "string" && service.serviceType.trim(), "Service.serviceType");
            const area = service.areaServed;
            assert.ok(area && (typeof area === "string" ? area.trim() : true), "Service.areaServed");
            const faqPage = nodes.find((n) => typesOf(n).includes("FAQPage"));
            assert.ok(faqPage, "a FAQPage node");
            assert.ok(Array.isArray(faqPage.mainEntity), "FAQPage.mainEntity is a list");
            const faq = ctx.snap.sections.faq;
            const shown = faq ? faq.terms.length || faq.h3Cards.length : 0;
            assert.equal(faqPage.mainEntity.length, facts.faq, "FAQPage has one question per FAQ item");
            assert.equal(faqPage.mainEntity.length, shown, "FAQPage matches the FAQ shown");
            const crumbs = nodes.find((n) => typesOf(n).includes("BreadcrumbList"));
            assert.ok(crumbs, "a BreadcrumbList node");
            assert.equal(crumbs.itemListElement?.length, 3, "BreadcrumbList: home, services, this page");
            if (facts.offer) {
              const offers = [service.offers].flat().filter(Boolean);
              const offer = offers.find((o) => typesOf(o).includes("Offer"));
              assert.ok(offer, "the Service has an Offer");
              assert.equal(offer.priceCurrency, facts.offer.priceCurrency, "Offer.priceCurrency");
              assert.match(String(offer.availability), new RegExp(`(^|/)${facts.offer.availability}$`), "Offer.availability");
            }
          });

          tabsTests(ctx, facts.tabs);
        });
      }
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Our work
  // ---------------------------------------------------------------------------------------------

  describe("our work", () => {
    for (const lang of LANGS) {
      pageSuite("our-work", lang, (ctx) => {
        test("breadcrumb; hero button to contact; five project cards with the right links", () => {
          const { snap } = ctx;
          assertBreadcrumb(snap, lang, null);
          assertLinksTo(snap.hero?.links, "contact", lang, "hero");
          const cards = section(snap, "projects").h3Cards;
          assert.deepEqual(cards.map((c) => c.title).sort(), PROJECTS.map((p) => p.title).sort(), "the five projects, once each");
          for (const p of PROJECTS) {
            const card = cards.find((c) => c.title === p.title);
            if (p.caseKey) {
              assertLinksTo(card.links, p.caseKey, lang, `${p.title} card`);
            } else {
              const external = card.links.filter((l) => l.protocol === "https:" && l.path === null);
              assert.ok(external.length > 0, `${p.title} links to its own https site (links: ${card.links.map((l) => l.href).join(", ")})`);
              for (const l of external) assertSafeExternal(l, `${p.title} card`);
            }
          }
        });

        test("stats 5 / 100% / 1; services block of web, mobile and custom software; call to action", () => {
          const { snap } = ctx;
          assertStats(section(snap, "stats").stats[0], OUR_WORK.stats, lang, "#stats");
          const services = section(snap, "services");
          assert.equal(
            services.h3Cards.length,
            OUR_WORK.serviceCards.length,
            `three service cards (${services.h3Cards.map((c) => c.title).join(", ")})`,
          );
          for (const key of OUR_WORK.serviceCards) assertLinksTo(services.links, key, lang, "#services");
          assertLinksTo(snap.cta?.links, "contact", lang, "call to action");
        });
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Case studies
  // ---------------------------------------------------------------------------------------------

  describe("case studies", () => {
    for (const [key, facts] of Object.entries(CASES)) {
      for (const lang of LANGS) {
        pageSuite(key, lang, (ctx) => {
          test("breadcrumb back to our work; Contact button", () => {
            const { snap } = ctx;
            assertBreadcrumb(snap, lang, "our-work");
            assertLinksTo(snap.hero?.links, "contact", lang, "hero", CASE_COMMON.contact[lang]);
          });

          test("overview: challenge, solution and results with their figures", () => {
            const overview = section(ctx.snap, "overview");
            for (const re of CASE_COMMON.overview[lang]) {
              assert.ok(
                overview.headings.some((h) => re.test(h)),
                `a heading matching ${re} (${overview.headings.join(" | ")})`,
              );
            }
            assertStats(overview.stats[0], facts.results, lang, "results");
          });

          test("features (6), process (6 steps), challenges (3)", () => {
            const { snap } = ctx;
            assert.equal(section(snap, "features").h3Cards.length, CASE_COMMON.features, "six features");
            assert.equal(section(snap, "process").h3Cards.length, CASE_COMMON.process, "six process steps");
            const challenges = section(snap, "challenges");
            assert.equal(challenges.terms.length || challenges.h3Cards.length, CASE_COMMON.challenges, "three challenges");
          });

          test("vision: external link to the client's platform in a new tab", () => {
            const vision = section(ctx.snap, "vision");
            const external = vision.links.filter((l) => /^https?:$/.test(l.protocol ?? "") && l.path === null);
            assert.ok(external.length > 0, `an external link (links: ${vision.links.map((l) => l.href).join(", ")})`);
            for (const l of external) assertSafeExternal(l, "#vision");
          });

          test("closing call to action: request a quote and view more case studies", () => {
            assertLinksTo(ctx.snap.cta?.links, "contact", lang, "call to action", CASE_COMMON.quote[lang]);
            assertLinksTo(ctx.snap.cta?.links, "our-work", lang, "call to action", CASE_COMMON.more[lang]);
          });

          if (facts.performanceMs) {
            test("performance section: listings under 300 ms", () => {
              const performance = section(ctx.snap, "performance");
              assert.match(
                performance.text,
                new RegExp(`${facts.performanceMs}\\s*ms`),
                `"${facts.performanceMs} ms" (${performance.text.slice(0, 300)})`,
              );
            });
          } else {
            test("no performance section", () => assert.equal(ctx.snap.sections.performance, undefined));
          }

          if (facts.sectors) {
            test("sector list of eight", () => {
              const sectors = section(ctx.snap, "sectors").listItems;
              assert.equal(sectors.length, facts.sectors.count, `sectors: ${sectors.join(" | ")}`);
              if (facts.sectors[lang]) {
                assert.deepEqual(sectors.map((s) => s.toLowerCase()).sort(), facts.sectors[lang].map((s) => s.toLowerCase()).sort());
              }
            });
          }

          tabsTests(ctx, facts.tabs);
        });
      }
    }
  });

  // ---------------------------------------------------------------------------------------------
  // About
  // ---------------------------------------------------------------------------------------------

  describe("about", () => {
    for (const lang of LANGS) {
      pageSuite("about", lang, (ctx) => {
        test("breadcrumb; story with the four values; stats 4+ / 4+ / 5+; six services", () => {
          const { snap } = ctx;
          assertBreadcrumb(snap, lang, null);
          assert.deepEqual(
            section(snap, "story").h3Cards.map((c) => c.title),
            ABOUT.values[lang],
            "the four values, in order",
          );
          assertStats(section(snap, "stats").stats[0], ABOUT.stats, lang, "#stats");
          assert.equal(section(snap, "services").h3Cards.length, ABOUT.services, "six IT services");
        });

        test("team: 3 members with 4 specialties, experience, links in a new tab", () => {
          const members = section(ctx.snap, "team").h3Cards;
          assert.equal(members.length, ABOUT.team, `members: ${members.map((m) => m.title).join(", ")}`);
          const claims = [];
          for (const m of members) {
            assert.equal(m.items.length, ABOUT.specialties, `${m.title} specialties: ${m.items.join(" | ")}`);
            const experience = [...m.text.matchAll(/(\d+(?:[.,]\d+)?\+)\s*([\p{L}]+)/gu)].filter(([, , word]) =>
              ABOUT.experienceWord[lang].test(word),
            );
            assert.equal(experience.length, 1, `${m.title} states their experience in ${lang === "en" ? "years" : "años"}`);
            claims.push(figure(experience[0][1]));
            assert.deepEqual(wronglyFormatted([experience[0][1]], lang), [], `${m.title}: experience formatted for ${lang}`);
            for (const kind of ["github.com", "linkedin.com"]) {
              assert.ok(
                m.links.some((l) => l.host === kind || l.host?.endsWith(`.${kind}`)),
                `${m.title}: ${kind} link`,
              );
            }
            assert.ok(
              m.links.some((l) => l.href.startsWith("mailto:")),
              `${m.title}: e-mail link`,
            );
            for (const l of m.links) assert.equal(l.target, "_blank", `${m.title}: ${l.href} opens in a new tab`);
            for (const l of m.links.filter((x) => /^https?:$/.test(x.protocol ?? ""))) assertSafeExternal(l, m.title);
          }
          assert.deepEqual(claims.sort(), [...ABOUT.experience].sort(), "experience: 3+, 1.5+ and 20+ years");
        });

        test("journey: five entries from Dec 2024, then Jan, Feb and Mar 2025 in order", () => {
          const entries = section(ctx.snap, "journey").h3Cards;
          assert.equal(entries.length, ABOUT.journey.count, `entries: ${entries.map((e) => e.text.slice(0, 40)).join(" | ")}`);
          const dates = ABOUT.journey[lang];
          assert.ok(entries[0].text.includes(dates[0]), `the first entry is ${dates[0]} (${entries[0].text.slice(0, 60)})`);
          const at = dates.map((d) => entries.findIndex((e) => e.text.includes(d)));
          at.forEach((index, i) => assert.ok(index >= 0, `an entry dated ${dates[i]}`));
          for (let i = 1; i < at.length; i++) assert.ok(at[i] > at[i - 1], `${dates[i]} comes after ${dates[i - 1]}`);
        });

        test("Get in Touch goes to contact", () => {
          assertLinksTo(ctx.snap.mainLinks, "contact", lang, "about page", ABOUT.getInTouch[lang]);
        });
      });
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Contact and privacy
  // ---------------------------------------------------------------------------------------------

  describe("contact", () => {
    for (const lang of LANGS) {
      pageSuite("contact", lang, (ctx) => {
        test("breadcrumb, title and the support e-mail link", () => {
          const { snap } = ctx;
          assertBreadcrumb(snap, lang, null);
          assert.ok(
            snap.mainLinks.some((l) => l.href === `mailto:${SUPPORT_EMAIL}`),
            `a mailto:${SUPPORT_EMAIL} link`,
          );
        });
      });
    }
  });

  describe("privacy policy", () => {
    for (const lang of LANGS) {
      pageSuite("privacy", lang, (ctx) => {
        test("breadcrumb, today's date as last update, eight sections, the support e-mail link", () => {
          const { snap } = ctx;
          assertBreadcrumb(snap, lang, null);
          // The page's day when it was read, or this process's now (the visit may have crossed midnight).
          const d = new Date();
          const todayNow = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
          const shown = snap.mainText.match(/(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/g) ?? [];
          assert.ok(
            shown.includes(snap.today) || shown.includes(todayNow),
            `the last-updated date is today (${snap.today}); the page shows ${JSON.stringify(shown)}`,
          );
          assert.equal(snap.mainH2.length, PRIVACY.sections, `eight sections: ${snap.mainH2.join(" | ")}`);
          assert.ok(
            snap.mainLinks.some((l) => l.href === `mailto:${SUPPORT_EMAIL}`),
            `a mailto:${SUPPORT_EMAIL} link`,
          );
        });
      });
    }
  });
}
