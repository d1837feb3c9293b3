import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { easeOut, formatFigure, padFrame, parseFigure } from "../../../../src/components/motion/figure";
import { StatsRow } from "../../../../src/components/sections/stats-row";
import { renderInLanguage } from "../../support/render";
import { advance, FakeIntersectionObserver, installIntersectionObserver, installMatchMedia, removeMatchMedia } from "../../support/motion";
import { serverPage } from "../../support/server-html";

describe("figures: only the number counts, written as the final value is", () => {
  it.each([
    ["99", "en", 99, 0],
    ["10,000", "en", 10000, 0],
    ["10.000", "es", 10000, 0],
    ["4.8", "en", 4.8, 1],
    ["4,8", "es", 4.8, 1],
    ["5", "es", 5, 0],
  ] as const)("%s (%s) counts to %d with %d decimals", (value, lang, target, decimals) => {
    const figure = parseFigure(value, lang)!;
    expect(figure.target).toBe(target);
    expect(figure.decimals).toBe(decimals);
    expect(formatFigure(target, figure)).toBe(value);
  });

  it.each([["24/7"], ["2-4"], ["1-3"], ["n/a"], [""]])("%s is not counted", (value) => {
    expect(parseFigure(value, "en")).toBeNull();
    expect(parseFigure(value, "es")).toBeNull();
  });

  it("keeps the separators of each language in the frames", () => {
    expect(formatFigure(1234.4, parseFigure("10,000", "en")!)).toBe("1,234");
    expect(formatFigure(1234.4, parseFigure("10.000", "es")!)).toBe("1.234");
    expect(formatFigure(999, parseFigure("10.000", "es")!)).toBe("999");
    expect(formatFigure(2.44, parseFigure("4.8", "en")!)).toBe("2.4");
    expect(formatFigure(2.44, parseFigure("4,8", "es")!)).toBe("2,4");
    expect(formatFigure(0, parseFigure("4,8", "es")!)).toBe("0,0");
  });

  it("pads a frame to the final value's shape with figure and punctuation spaces", () => {
    expect(padFrame("8%", "100%")).toBe("\u2007\u20078%");
    expect(padFrame("999+", "10,000+")).toBe("\u2007\u2007\u2008999+");
    expect(padFrame("4.8", "4.8")).toBe("4.8");
  });

  it("eases out and ends exactly at 1", () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
  });
});

const stats = [
  { value: "99", prefix: null, suffix: "%", label: "Uptime" },
  { value: "10,000", prefix: null, suffix: "+", label: "Users" },
  { value: "4.8", prefix: null, suffix: "/5", label: "Rating" },
  { value: "24/7", prefix: null, suffix: null, label: "Support" },
];

const dd = (label: string) => screen.getByText(label).parentElement!.querySelector("dd")!;
/** What the eye sees: the counting frame while there is one, else the final value. */
const seen = (label: string) =>
  dd(label)
    .querySelector<HTMLElement>("[data-text]")
    ?.dataset.text?.replace(/[\u2007\u2008]/g, "") ?? dd(label).textContent;

describe("StatsRow counters (2.5 s once in view)", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    installIntersectionObserver();
    removeMatchMedia();
  });
  afterEach(() => jest.useRealTimers());

  it("always has the final values as the only text, and shows non-numbers as they are", () => {
    renderInLanguage(<StatsRow stats={stats} />);
    expect(stats.map((s) => dd(s.label).textContent)).toEqual(["99%", "10,000+", "4.8/5", "24/7"]);
    expect(dd("Support").querySelector("[data-text]")).toBeNull();
    expect(dd("Uptime").querySelector("[data-text]")).toHaveAttribute("aria-hidden", "true");
  });

  it("waits at zero until scrolled into view (10% visible), then counts up over 2500 ms", () => {
    renderInLanguage(<StatsRow stats={stats} />);
    expect(FakeIntersectionObserver.instances.at(-1)!.options.threshold).toBe(0.1);
    advance(5000);
    expect(seen("Uptime")).toBe("0%");
    expect(seen("Users")).toBe("0+");
    expect(seen("Rating")).toBe("0.0/5");

    FakeIntersectionObserver.trigger(true);
    advance(1250);
    const middle = Number(seen("Uptime").replace("%", ""));
    expect(middle).toBeGreaterThan(50);
    expect(middle).toBeLessThan(99);
    expect(seen("Users")).toMatch(/^\d{1,2},\d{3}\+$|^\d{1,3}\+$/);
    expect(dd("Uptime").textContent).toBe("99%");
    advance(1100);
    expect(dd("Uptime").querySelector("[data-text]")).not.toBeNull();
    advance(200); // 2550 ms: the last frame has run
    expect(dd("Uptime").querySelector("[data-text]")).toBeNull();
    expect(stats.map((s) => seen(s.label))).toEqual(["99%", "10,000+", "4.8/5", "24/7"]);
  });

  it("counts the Spanish way in Spanish", () => {
    renderInLanguage(
      <StatsRow
        stats={[
          { value: "10.000", prefix: null, suffix: "+", label: "Usuarios" },
          { value: "4,8", prefix: null, suffix: null, label: "Nota" },
        ]}
      />,
      "es",
    );
    FakeIntersectionObserver.trigger(true);
    advance(1250);
    expect(seen("Usuarios")).toMatch(/^\d{1,2}\.\d{3}\+$/);
    expect(seen("Nota")).toMatch(/^\d,\d$/);
    advance(1400);
    expect(seen("Usuarios")).toBe("10.000+");
    expect(seen("Nota")).toBe("4,8");
  });

  /** Hydrates three counters above, in and below the screen, after `startsAt` ms: their states. */
  function hydrateAt(startsAt: number) {
    const three = [stats[0]!, stats[1]!, stats[2]!];
    const ui = (
      <LanguageProvider lang="en" alternates={{ en: "/en/services/", es: "/es/servicios/" }}>
        <StatsRow stats={three} />
      </LanguageProvider>
    );
    const container = serverPage(ui);
    // Where the page's scroll position puts them when the app starts.
    const [past, inView, below] = [...container.querySelectorAll<HTMLElement>("[data-count]")] as [HTMLElement, HTMLElement, HTMLElement];
    const at = (element: HTMLElement, top: number) => (element.getBoundingClientRect = () => new DOMRect(0, top, 100, 40));
    at(past, -300);
    at(inView, 200);
    at(below, 2000);
    // Jest's fake clock has no timeline: the first page's, before Gatsby marks its first render.
    Object.defineProperty(performance, "getEntriesByName", { configurable: true, value: () => [] });
    advance(startsAt);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, ui);
    });
    const states = () => [past, inView, below].map((element) => element.dataset.count);
    const scrollTo = (element: HTMLElement) => FakeIntersectionObserver.trigger(true, element);
    const done = () => {
      act(() => root?.unmount());
      container.remove();
    };
    return { states, scrollTo, inView, below, done };
  }

  it("at hydration: one the visitor has scrolled past shows its final value, one in view counts, one below waits", () => {
    const page = hydrateAt(1000);
    expect(page.states()).toEqual(["done", "pending", "pending"]);
    page.scrollTo(page.inView);
    advance(2600);
    expect(page.states()).toEqual(["done", "done", "pending"]);
    page.done();
  });

  it("at a hydration after the CSS fail-safe (4 s): the ones it showed final stay final, one below still counts in view", () => {
    const page = hydrateAt(4500);
    expect(page.states()).toEqual(["done", "done", "pending"]);
    page.scrollTo(page.below);
    advance(1250);
    const middle = page.below.querySelector<HTMLElement>("[data-text]")?.dataset.text;
    expect(middle).toMatch(/^\d\.\d\/5$/);
    expect(["0.0/5", "4.8/5"]).not.toContain(middle);
    expect(page.below.textContent).toContain("4.8/5");
    advance(1350);
    expect(page.states()).toEqual(["done", "done", "done"]);
    page.done();
  });

  it("shows the final values at once with reduced motion", () => {
    installMatchMedia({ reduced: true });
    renderInLanguage(<StatsRow stats={stats} />);
    for (const s of stats) expect(dd(s.label).querySelector("[data-text]")).toBeNull();
    expect(stats.map((s) => seen(s.label))).toEqual(["99%", "10,000+", "4.8/5", "24/7"]);
  });
});
