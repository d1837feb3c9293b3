import { screen } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import { HomeHero } from "../../../../src/components/home/home-hero";
import { GATE_SCRIPT } from "../../../../src/components/motion/motion-gate";
import { TIMINGS } from "../../../../src/components/motion/timings";
import { PageHero } from "../../../../src/components/page/page-base";
import { CARET_BLINK_MS, caretAfterLetter } from "../../../../src/components/motion/typed-title";
import { SCRIPTS_AFTER_ATTRIBUTE } from "../../../../src/config/first-screen";
import type { Lang } from "../../../../src/i18n/languages";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { readContent } from "../../support/content";
import { serverPage, startApp } from "../../support/server-html";
import { renderInLanguage } from "../../support/render";
import { advance, animations, installMatchMedia, setUpMotionEnvironment } from "../../support/motion";

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
    renderInLanguage(<HomeHero hero={homeHero("en")} />);
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
    renderInLanguage(<HomeHero hero={homeHero("es")} />, "es");
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

  it("keeps the first word with reduced motion", () => {
    installMatchMedia({ reduced: true });
    renderInLanguage(<HomeHero hero={homeHero("en")} />);
    advance(10_000);
    expect(word()).toHaveTextContent("MVP");
    expect(leaving()).toBeNull();
    expect(animations).toHaveLength(0);
  });
});

const serviceHero = { tag: "Web development", title: "Web apps that load fast", description: "A description.", visual: null };
const servicePage = { hero: serviceHero, heroActions: null };

// The overlay: an aria-hidden span in the h1, a cursor, then one empty span per letter.
const overlay = () => document.querySelector<HTMLElement>("h1 > [aria-hidden=true]");
const letters = () => [...overlay()!.querySelectorAll<HTMLElement>("[data-letter]")];
const h1 = () => screen.getByRole("heading", { level: 1 });
const description = () => screen.getByText("A description.");

describe("typed title (0.5 s delay, 0.03 s per character, the rest at 1.2 s), in CSS alone", () => {
  it("holds the full title as the heading's only text, the letters in an aria-hidden overlay; what follows fades in after it", () => {
    renderInLanguage(
      <PageHero page={servicePage} typed>
        <a href="/en/contact/">Contact</a>
      </PageHero>,
    );
    // The fade that follows the title: the description and the buttons, no one else.
    expect(description()).toHaveClass("afterTyped");
    expect(screen.getByRole("link", { name: "Contact" }).parentElement).toHaveClass("afterTyped");
    expect(h1()).not.toHaveClass("afterTyped");
    expect(h1().textContent).toBe(serviceHero.title);
    expect(h1()).toHaveAccessibleName(serviceHero.title);
    expect(overlay()!.textContent).toBe("");
    expect(
      letters()
        .map((l) => l.dataset.letter)
        .join(""),
    ).toBe(serviceHero.title);
  });

  it("gives each letter its place in the typing, which the CSS turns into its time", () => {
    renderInLanguage(<PageHero page={{ ...servicePage, hero: { ...serviceHero, title: "Año 2 ✓" } }} typed />);
    expect(letters().map((l) => [l.dataset.letter, l.style.getPropertyValue("--letter")])).toEqual([
      ["A", "1"],
      ["ñ", "2"],
      ["o", "3"],
      [" ", "4"],
      ["2", "5"],
      [" ", "6"],
      ["✓", "7"],
    ]);
  });

  it("draws the cursor after the letters typed in the shown half of each second of its blink", () => {
    // Letter k is typed 500 ms + k × 30 ms after the page's start.
    expect([1, 16, 17, 33, 34, 50].map(caretAfterLetter)).toEqual([false, false, true, true, false, true]);
    renderInLanguage(<PageHero page={{ ...servicePage, hero: { ...serviceHero, title: "x".repeat(40) } }} typed />);
    const withCaret = letters()
      .filter((l) => l.hasAttribute("data-caret"))
      .map((l) => Number(l.style.getPropertyValue("--letter")));
    expect(withCaret).toEqual(Array.from({ length: 17 }, (_, i) => 17 + i)); // 1010 ms to 1490 ms
  });

  it("keeps the title's server markup at hydration: React renders none of its letters", async () => {
    const page = (
      <LanguageProvider lang="en" alternates={{ en: "/en/services/web-development/", es: "/es/servicios/desarrollo-web/" }}>
        <PageHero page={servicePage} typed />
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
    const { container } = renderInLanguage(<PageHero page={servicePage} typed />);
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

describe("a typed title and what follows it (a 0.5 s fade at 1.2 s), on the page's clock, in CSS alone", () => {
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

  it("hides it for typeAfterDelay, then fades it in over typeAfterFade, only without reduced motion", () => {
    const rule = /:global\(\.js-motion\) \.afterTyped \{([^}]*)\}/.exec(noPreference)?.[1] ?? "";
    expect(rule.replace(/\s+/g, " ").trim()).toBe(
      `animation: hidden-until-shown ${TIMINGS.typeAfterDelay}ms, fade-in ${TIMINGS.typeAfterFade}ms ease-out ${TIMINGS.typeAfterDelay}ms backwards;`,
    );
    expect(css).toMatch(/@keyframes hidden-until-shown \{\s*from,\s*to \{\s*visibility: hidden;\s*\}\s*\}/);
    expect(css).toMatch(/@keyframes fade-in \{\s*from \{\s*opacity: 0\.01;\s*\}\s*\}/);
    // Nothing else hides it: with reduced motion or without JavaScript it is simply shown.
    expect(css.match(/\.afterTyped/g)).toHaveLength(1);
  });

  it("types the title on the same clock: letter k at typeDelay + k × typePerChar, then keeps it drawn", () => {
    const rule = (selector: string) =>
      (new RegExp(`:global\\(\\.js-motion\\) ${selector.replace(/[.[\]()>]/g, "\\$&")} \\{([^}]*)\\}`).exec(noPreference)?.[1] ?? "")
        .replace(/\s+/g, " ")
        .trim();
    // Each letter waits for its time with nothing applied (no backwards fill, so no restyle), then
    // is shown for good; a letter with the cursor draws it for its one step as the last typed.
    const due = `calc(${TIMINGS.typeDelay}ms + var(--letter) * ${TIMINGS.typePerChar}ms)`;
    expect(css).toMatch(/@keyframes shown \{\s*to \{\s*visibility: visible;\s*\}\s*\}/);
    expect(css).toMatch(
      /@keyframes shown-with-caret \{\s*from \{\s*visibility: visible;\s*box-shadow: 0\.06em 0 currentColor;\s*\}\s*to \{\s*visibility: visible;\s*box-shadow: none;\s*\}\s*\}/,
    );
    expect(rule(".typedOverlay > [data-letter]")).toBe(`visibility: hidden; animation: shown 0s ${due} forwards;`);
    // One animation a letter, the cursor's too (shown with it, for its step).
    expect(rule(".typedOverlay > [data-caret]")).toBe(`animation: shown-with-caret ${TIMINGS.typePerChar}ms step-end ${due} forwards;`);
    // Nothing in the hero fills backwards but what follows the title (its fade from 1 %).
    const heroRules = noPreference.slice(0, noPreference.indexOf("---------- Counters"));
    expect(heroRules.match(/\b(backwards|both)\b/g)).toEqual(["backwards"]);
    // Once typed, the overlay stays: revealing the heading's own text would be a new, later paint.
    expect(rule(".typedText")).toBe("opacity: 0;");
    // The cursor before the first letter: the wait before typing, in the shown half of the blink.
    expect(TIMINGS.typeDelay).toBeLessThanOrEqual(CARET_BLINK_MS / 2);
    expect(rule(".typedCaret")).toBe(`animation: hidden-from 0s ${TIMINGS.typeDelay}ms forwards;`);
    // Outside the gate and with reduced motion, the overlay is not drawn and the title is plain.
    const outside = css.slice(0, css.indexOf("@media (prefers-reduced-motion: no-preference)"));
    expect(outside).toMatch(/\.typedOverlay \{\s*display: none;\s*\}/);
    expect(outside).not.toMatch(/\.typedText/);
  });
});
