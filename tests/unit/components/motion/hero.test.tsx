import { act, screen } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import { HomeHero } from "../../../../src/components/home/home-hero";
import { GATE_SCRIPT } from "../../../../src/components/motion/motion-gate";
import { TIMINGS } from "../../../../src/components/motion/timings";
import { PageHero } from "../../../../src/components/page/page-base";
import { CARET_BLINK_MS, HERO_TYPING, TYPING, TYPING_SCRIPT } from "../../../../src/components/motion/typed-title";
import { typeOut } from "../../../../src/components/motion/type-out";
import { SCRIPTS_AFTER_ATTRIBUTE } from "../../../../src/config/first-screen";
import type { Lang } from "../../../../src/i18n/languages";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { readContent } from "../../support/content";
import { serverPage, startApp } from "../../support/server-html";
import { renderInLanguage } from "../../support/render";
import {
  advance,
  animations,
  FakeIntersectionObserver,
  installMatchMedia,
  setUpMotionEnvironment,
  type FakeAnimation,
} from "../../support/motion";

// The motion styles' class names as themselves (identity-obj-proxy's are lost to `import * as`), so that who carries which can be seen.
jest.mock(
  "../../../../src/components/motion/motion.module.css",
  () => new Proxy({}, { get: (_, key) => (key === "__esModule" ? true : key) }),
);

type Hero = Parameters<typeof HomeHero>[0]["hero"] & { rotatingWords: string[] };
const homeHero = (lang: Lang) => readContent<{ hero: Hero }>(lang, "pages/home.json").hero;

setUpMotionEnvironment({ fakeTimers: true });

const word = () => screen.getByTestId("rotating-word");
const leaving = () => document.querySelector("[data-fade=out]");
/** The home hero with its words on screen, where they rotate. */
const renderOnScreen = (lang: Lang = "en") => {
  const rendered = renderInLanguage(<HomeHero hero={homeHero(lang)} />, lang);
  FakeIntersectionObserver.trigger(true, word());
  return rendered;
};

describe("home hero rotating word (2500 ms, 400 ms cross-fade)", () => {
  it("starts at the first word, with no fade-in, and keeps the full headline for screen readers", () => {
    renderInLanguage(<HomeHero hero={homeHero("en")} />);
    expect(word()).toHaveTextContent("MVP");
    expect(word()).not.toHaveAttribute("data-fade");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.querySelector(".visually-hidden")).toHaveTextContent(homeHero("en").title);
    expect(h1.querySelector("[aria-hidden=true]")).toContainElement(word());
  });

  it("changes every 2500 ms, fading the old word out over 400 ms while the new one fades in", () => {
    renderOnScreen();
    advance(2499);
    expect(word()).toHaveTextContent("MVP");
    advance(1);
    expect(word()).toHaveTextContent("web application");
    expect(word()).toHaveAttribute("data-fade", "in");
    expect(leaving()).toHaveTextContent("MVP");
    // Both fades start with the change and take 400 ms, ease-in-out.
    expect(animations.map((a) => [a.element, a.keyframes])).toEqual([
      [word(), { opacity: [0, 1] }],
      [leaving(), { opacity: [1, 0] }],
    ]);
    for (const a of animations) expect(a.options).toMatchObject({ delay: 0, duration: 400, easing: "ease-in-out", fill: "both" });
    advance(399);
    expect(leaving()).not.toBeNull();
    advance(1);
    expect(leaving()).toBeNull();
    advance(2100);
    expect(word()).toHaveTextContent("mobile app");
    advance(2500);
    expect(word()).toHaveTextContent("custom software");
    advance(2500);
    expect(word()).toHaveTextContent("MVP");
  });

  it("rotates the Spanish words on /es", () => {
    renderOnScreen("es");
    expect(word()).toHaveTextContent("MVP");
    advance(2500);
    expect(word()).toHaveTextContent(homeHero("es").rotatingWords[1]!);
  });

  it("reserves the widest word: every word sits invisibly in the slot, as attributes (no extra text)", () => {
    renderInLanguage(<HomeHero hero={homeHero("en")} />);
    const slot = word().parentElement!;
    expect([...slot.querySelectorAll("[data-word]")].map((s) => s.getAttribute("data-word"))).toEqual(homeHero("en").rotatingWords);
    expect([...slot.querySelectorAll("[data-word]")].every((s) => s.textContent === "")).toBe(true);
  });

  it("stands still off screen: it starts when seen, stops when scrolled away (a change under way ends), and starts its 2.5 s again when seen", () => {
    renderInLanguage(<HomeHero hero={homeHero("en")} />);
    advance(10_000);
    expect(word()).toHaveTextContent("MVP");
    FakeIntersectionObserver.trigger(true, word());
    advance(2500);
    expect(word()).toHaveTextContent("web application");
    advance(100);
    expect(leaving()).not.toBeNull();
    FakeIntersectionObserver.trigger(false, word());
    expect(leaving()).toBeNull();
    advance(10_000);
    expect(word()).toHaveTextContent("web application");
    expect(jest.getTimerCount()).toBe(0);
    FakeIntersectionObserver.trigger(true, word());
    advance(2499);
    expect(word()).toHaveTextContent("web application");
    advance(1);
    expect(word()).toHaveTextContent("mobile app");
  });

  it("stands still in a hidden tab, and starts its 2.5 s again when the tab is shown", () => {
    renderOnScreen();
    const show = (state: DocumentVisibilityState) => {
      jest.spyOn(document, "visibilityState", "get").mockReturnValue(state);
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
    };
    advance(2600);
    expect(word()).toHaveTextContent("web application");
    show("hidden");
    expect(leaving()).toBeNull();
    advance(10_000);
    expect(word()).toHaveTextContent("web application");
    expect(jest.getTimerCount()).toBe(0);
    show("visible");
    advance(2499);
    expect(word()).toHaveTextContent("web application");
    advance(1);
    expect(word()).toHaveTextContent("mobile app");
  });

  it("leaves no timer behind when the hero goes while its words rotate", () => {
    const { unmount } = renderOnScreen();
    advance(2600);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("keeps the first word with reduced motion", () => {
    installMatchMedia({ reduced: true });
    renderOnScreen();
    advance(10_000);
    expect(word()).toHaveTextContent("MVP");
    expect(leaving()).toBeNull();
    expect(animations).toHaveLength(0);
  });
});

const serviceHero = { tag: "Web development", title: "Web apps that load fast", description: "A description.", visual: null };
const servicePage = { hero: serviceHero, heroActions: null };

// The overlay: an aria-hidden span in the h1 that draws the title from an attribute.
const overlay = () => document.querySelector<HTMLElement>("h1 > [aria-hidden=true]");
const h1 = () => screen.getByRole("heading", { level: 1 });
const description = () => screen.getByText("A description.");

describe("typed title (0.5 s delay, 0.03 s per character, the rest at 1.2 s)", () => {
  it("holds the full title as the heading's only text, drawn again by an aria-hidden overlay; what follows fades in after it", () => {
    renderInLanguage(
      <PageHero page={servicePage} typing={HERO_TYPING}>
        <a href="/en/contact/">Contact</a>
      </PageHero>,
    );
    // The fade that follows the title: the description and the buttons, no one else.
    expect(description()).toHaveClass("afterTyped");
    expect(screen.getByRole("link", { name: "Contact" }).parentElement).toHaveClass("afterTyped");
    expect(h1()).not.toHaveClass("afterTyped");
    expect(h1().textContent).toBe(serviceHero.title);
    expect(h1()).toHaveAccessibleName(serviceHero.title);
    expect(overlay()!.childNodes).toHaveLength(0);
    expect(overlay()!.dataset.text).toBe(serviceHero.title);
    // The overlay stands over the heading's own text, which typeOut measures.
    expect(overlay()!.previousElementSibling!.textContent).toBe(serviceHero.title);
  });

  it("gives the overlay its number of letters, which the CSS's fail-safe turns into the typing's end", () => {
    renderInLanguage(<PageHero page={{ ...servicePage, hero: { ...serviceHero, title: "Año 2 ✓ 🚀" } }} typing={HERO_TYPING} />);
    expect(overlay()!.style.getPropertyValue("--letters")).toBe("9");
  });

  it("keeps the title's server markup at hydration: React renders none of its letters", async () => {
    const page = (
      <LanguageProvider lang="en" alternates={{ en: "/en/services/web-development/", es: "/es/servicios/desarrollo-web/" }}>
        <PageHero page={servicePage} typing={HERO_TYPING} />
      </LanguageProvider>
    );
    const container = serverPage(page);
    const title = container.querySelector("h1")!;
    const html = title.outerHTML;
    await startApp(page, container);
    const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
    expect(container.querySelector("h1")).toBe(title);
    expect(title.outerHTML).toBe(html);
    expect(hydrated(title)).toBe(true);
    expect([...title.querySelectorAll("span")].filter(hydrated)).toEqual([]);
    container.remove();
  });

  it("loads the page's scripts only once what follows the title has been shown", () => {
    const { container } = renderInLanguage(<PageHero page={servicePage} typing={HERO_TYPING} />);
    expect(container.querySelector("section")).toHaveAttribute(SCRIPTS_AFTER_ATTRIBUTE, String(TIMINGS.typeAfterDelay));
  });

  it("leaves untyped heroes alone", () => {
    const { container } = renderInLanguage(<PageHero page={servicePage} />);
    expect(overlay()).toBeNull();
    expect(description()).not.toHaveClass("afterTyped");
    expect(container.querySelector(`[${SCRIPTS_AFTER_ATTRIBUTE}]`)).toBeNull();
  });

  it("puts the particle canvas behind the hero only when asked, hidden from assistive technology", () => {
    const { container, rerender } = renderInLanguage(<PageHero page={servicePage} />);
    expect(container.querySelector("canvas")).toBeNull();
    rerender(<PageHero page={servicePage} particles />);
    expect(container.querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("a typed title and what follows it (a fade of 0.51 s from 1.2 s), on the page's clock", () => {
  const css = fs.readFileSync(path.join(__dirname, "../../../../src/components/motion/motion.module.css"), "utf8");
  const noPreference = css.slice(css.indexOf("@media (prefers-reduced-motion: no-preference)"));

  it("has the gate script, at the end of the hero, set the class and put the hero's CSS animations on the page's clock", () => {
    const hero = document.createElement("section");
    const description = document.createElement("p");
    hero.append(description);
    document.body.append(hero);
    // jsdom has no Web Animations: the animations CSS gives the description, as a browser lists them.
    const cssAnimations = [{ startTime: 140 }, { startTime: 140 }];
    const asked: unknown[] = [];
    Object.defineProperty(hero, "getAnimations", { value: (options: unknown) => (asked.push(options), cssAnimations) });
    const script = document.createElement("script");
    script.textContent = GATE_SCRIPT;
    hero.append(script); // jsdom runs it as a browser runs the inline script while parsing
    expect(document.documentElement).toHaveClass("js-motion");
    expect(asked).toEqual([{ subtree: true }]);
    expect(cssAnimations).toEqual([{ startTime: 0 }, { startTime: 0 }]);
    hero.remove();
  });

  it("hides it for typeAfterDelay, then fades it in over typeAfterFade in steps on the typed letters, only without reduced motion", () => {
    const rule = /:global\(\.js-motion\) \.afterTyped \{([^}]*)\}/.exec(noPreference)?.[1] ?? "";
    // From the last letter typed by typeAfterDelay, one step a letter: every step falls on a letter's frame.
    const { typeDelay, typePerChar, typeAfterDelay, typeAfterFade } = TIMINGS;
    const start = typeDelay + Math.floor((typeAfterDelay - typeDelay) / typePerChar) * typePerChar;
    const steps = typeAfterFade / typePerChar;
    expect(Number.isInteger(steps)).toBe(true);
    expect(typeAfterDelay - start).toBeLessThan(typePerChar);
    expect(rule.replace(/\s+/g, " ").trim()).toBe(
      `animation: hidden-until-shown ${typeAfterDelay}ms, fade-in ${typeAfterFade}ms steps(${steps}, jump-start) ${start}ms backwards;`,
    );
    expect(css).toMatch(/@keyframes hidden-until-shown \{\s*from,\s*to \{\s*visibility: hidden;\s*\}\s*\}/);
    expect(css).toMatch(/@keyframes fade-in \{\s*from \{\s*opacity: 0\.01;\s*\}\s*\}/);
    // Nothing else hides it: with reduced motion or without JavaScript it is simply shown.
    expect(css.match(/\.afterTyped/g)).toHaveLength(1);
  });

  it("keeps the overlay hidden under typeOut's copies, and shows it when the typing would have ended if nothing types it", () => {
    const rule = (selector: string) =>
      (new RegExp(`:global\\(\\.js-motion\\) ${selector.replace(/[.[\]()>]/g, "\\$&")} \\{([^}]*)\\}`).exec(noPreference)?.[1] ?? "")
        .replace(/\s+/g, " ")
        .trim();
    const end = `calc(${TIMINGS.typeDelay}ms + (var(--letters) + 1) * ${TIMINGS.typePerChar}ms)`;
    expect(css).toMatch(/@keyframes shown \{\s*to \{\s*visibility: visible;\s*\}\s*\}/);
    expect(rule(".typedTitle > .typedOverlay")).toBe(`visibility: hidden; animation: shown 0s ${end} forwards;`);
    // Nothing in the hero fills backwards but what follows the title (its fade from 1 %).
    const heroRules = noPreference.slice(0, noPreference.indexOf("---------- Counters"));
    expect(heroRules.match(/\b(backwards|both)\b/g)).toEqual(["backwards"]);
    // Once typed, the copies stay: revealing the heading's own text would be a new, later paint.
    expect(rule(".typedText")).toBe("opacity: 0;");
    // Outside the gate and with reduced motion, the overlay is not drawn and the title is plain.
    const outside = css.slice(0, css.indexOf("@media (prefers-reduced-motion: no-preference)"));
    expect(outside).toMatch(/\.typedOverlay \{\s*display: none;\s*\}/);
    expect(outside).not.toMatch(/\.typedText/);
  });
});

describe("typeOut: the typing on the compositor, over a laid-out title", () => {
  // jsdom lays nothing out: letters of 10 × 20 px, ten a line, in an overlay at (100, 50), each
  // measured by a Range over the heading's text (from the UTF-16 offset of its start).
  const LINE = 10;
  const measured: Range[] = [];
  function layOut(title: string, fontSize = "50px") {
    const h1 = document.createElement("h1");
    const text = document.createElement("span");
    text.textContent = title;
    const overlay = document.createElement("span");
    overlay.setAttribute("aria-hidden", "true");
    overlay.style.fontSize = fontSize;
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;
    const width = { value: LINE * 10 };
    const letterAt = new Map(Array.from(title).map((letter, i, all) => [all.slice(0, i).join("").length, i]));
    Object.defineProperty(Range.prototype, "getBoundingClientRect", {
      configurable: true,
      writable: true,
      value(this: Range) {
        measured.push(this.cloneRange());
        const i = letterAt.get(this.startOffset)!;
        return rect(100 + (i % LINE) * 10, 50 + Math.floor(i / LINE) * 20, 10, 20);
      },
    });
    overlay.getBoundingClientRect = () => rect(100, 50, width.value, Math.ceil(letterAt.size / LINE) * 20);
    h1.append(text, overlay);
    document.body.append(h1);
    return { h1, overlay, width };
  }
  const onto = (element: Element) => animations.filter((a) => a.element === element);
  const frames = (a: FakeAnimation) => a.keyframes as unknown as Keyframe[];
  afterEach(() => {
    document.body.replaceChildren();
    measured.length = 0;
  });

  it("uncovers each line in a window stepping right while its copy steps left, letter k at 0.5 s + k × 0.03 s, then opens it", () => {
    const { h1, overlay } = layOut("x".repeat(25));
    typeOut(overlay, 0, ...TYPING);
    const end = 500 + 30 * 26;
    const bands = [...h1.querySelectorAll<HTMLElement>("[data-typed-line]")];
    expect(bands).toHaveLength(3);
    for (const band of bands) {
      const copy = band.firstElementChild!.firstElementChild!;
      expect(copy.isEqualNode(overlay)).toBe(false); // its own place, not the overlay's style
      expect(copy.getAttribute("aria-hidden")).toBe("true");
    }
    // The third line (letters 21-25): closed at its left edge until letter 21, then one step a letter.
    const [opened] = onto(bands[2]!.firstElementChild!);
    const [held] = onto(bands[2]!.firstElementChild!.firstElementChild!);
    const at = (k: number) => (500 + 30 * k) / end;
    expect(frames(opened!)).toEqual([
      { offset: 0, transform: "translateX(-100px)", easing: "step-end" },
      ...[21, 22, 23, 24, 25].map((k, i) => ({ offset: at(k), transform: `translateX(${(i + 1) * 10 - 100}px)`, easing: "step-end" })),
      { offset: 1, transform: "translateX(-50px)" },
    ]);
    expect(frames(held!).map((f) => f.transform)).toEqual(frames(opened!).map((f) => String(f.transform).replace("(-", "(")));
    // Every animation on the page's clock, lasting until the last letter's step has passed.
    expect(animations.every((a) => a.startTime === 0 && a.options.duration === end && a.options.fill === "forwards")).toBe(true);
    expect(overlay.style.animation).toBe("none");
    // Once typed: the windows without their transforms (wide open), the copies kept, the cursor gone.
    advance(end);
    expect(animations.every((a) => a.playState === "idle")).toBe(true);
    expect(h1.querySelectorAll("[data-typed-line]")).toHaveLength(3);
    expect(h1.querySelector("[data-typed-caret]")).toBeNull();
  });

  it("measures the heading's own text, one Range a letter, a letter of two UTF-16 units as one", () => {
    const { h1, overlay } = layOut("go 🚀 now");
    typeOut(overlay, 0, ...TYPING);
    const text = h1.firstElementChild!.firstChild;
    expect(measured.map((range) => [range.startContainer === text, range.toString()])).toEqual(
      ["g", "o", " ", "🚀", " ", "n", "o", "w"].map((letter) => [true, letter]),
    );
    expect(animations.every((a) => a.options.duration === 500 + 30 * 9)).toBe(true);
  });

  it("moves the cursor to the last letter typed and draws it in the shown half of each second, none after the last", () => {
    const { h1, overlay } = layOut("x".repeat(40));
    typeOut(overlay, 0, ...TYPING);
    const end = 500 + 30 * 41;
    const caret = h1.querySelector("[data-typed-caret]")!;
    const [moves, blink] = onto(caret);
    // Before the first letter, a bar of 0.06 em ending at the text's start (50 px: 3 px).
    expect(frames(moves!)[0]).toEqual({ offset: 0, transform: "translate(-3px,0px)", easing: "step-end" });
    expect(frames(moves!)[40]).toEqual({ offset: (500 + 30 * 40) / end, transform: "translate(100px,60px)", easing: "step-end" });
    expect(frames(blink!)[0]).toEqual({ offset: 0, opacity: 1, easing: "step-end" });
    expect(frames(blink!)[1]).toEqual({ offset: 500 / end, opacity: 0, easing: "step-end" }); // the wait's shown half ends
    const shown = frames(blink!)
      .slice(2, -1)
      .flatMap((f, i) => (f.opacity === 1 ? [i + 1] : []));
    expect(shown).toEqual(Array.from({ length: 17 }, (_, i) => 17 + i)); // typed 1010 ms to 1490 ms
    expect(frames(blink!).at(-1)).toEqual({ offset: 1, opacity: 0 });
    expect(TIMINGS.typeDelay).toBeLessThanOrEqual(CARET_BLINK_MS / 2);
  });

  it("is undone, the plain overlay shown, when asked or when the title's width changes; typing it twice does nothing", () => {
    const { h1, overlay, width } = layOut("x".repeat(12));
    const undo = typeOut(overlay, null, ...TYPING);
    const count = animations.length;
    typeOut(overlay, null, ...TYPING);
    expect(animations).toHaveLength(count);
    undo();
    expect(h1.querySelectorAll("[data-typed-line], [data-typed-caret]")).toHaveLength(0);
    expect(animations.every((a) => a.playState === "idle")).toBe(true);
    expect(overlay.style.visibility).toBe("visible");
    typeOut(overlay, 0, ...TYPING);
    expect(overlay.style.visibility).toBe("");
    window.dispatchEvent(new Event("resize"));
    expect(h1.querySelectorAll("[data-typed-line]")).toHaveLength(2);
    width.value = 80;
    window.dispatchEvent(new Event("resize"));
    expect(h1.querySelectorAll("[data-typed-line], [data-typed-caret]")).toHaveLength(0);
    expect(overlay.style.visibility).toBe("visible");
  });

  it("is what a typed hero's inline script runs after the first frame, on the page's clock, once the gate has made the overlay drawn", () => {
    const hero = document.createElement("section");
    const { h1 } = layOut("x".repeat(12));
    hero.append(h1);
    document.body.append(hero);
    const script = document.createElement("script");
    script.textContent = GATE_SCRIPT + TYPING_SCRIPT;
    hero.append(script);
    // Just after the first frame.
    expect(h1.querySelectorAll("[data-typed-line]")).toHaveLength(0);
    advance(16);
    expect(h1.querySelectorAll("[data-typed-line]")).toHaveLength(0);
    advance(1);
    expect(h1.querySelectorAll("[data-typed-line]")).toHaveLength(2);
    expect(animations.length).toBeGreaterThan(0);
    expect(animations.every((a) => a.startTime === 0)).toBe(true);
  });
});
