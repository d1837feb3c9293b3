import fs from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { easeOut, formatFigure, padFrame, parseFigure } from "../../../../src/components/motion/figure";
import { TIMINGS } from "../../../../src/components/motion/timings";
import { StatsRow } from "../../../../src/components/sections/stats-row";
import { renderInLanguage } from "../../support/render";
import { FakeIntersectionObserver, installIntersectionObserver } from "../../support/motion";
import { serverPage, startApp } from "../../support/server-html";

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
const strip = (element: Element) => element.querySelector<HTMLElement>("[data-frames]");
/** The count's frames, first to last, as the eye reads them (without the padding). */
const frames = (element: Element) =>
  strip(element)
    ?.dataset.frames?.replace(/[\u2007\u2008]/g, "")
    .split("\n") ?? [];
const states = (row: Element) => [...row.querySelectorAll<HTMLElement>("[data-count]")].map((count) => count.dataset.count);
const css = fs.readFileSync(path.join(__dirname, "../../../../src/components/motion/motion.module.css"), "utf8");
const noPreference = css.slice(css.indexOf("@media (prefers-reduced-motion: no-preference)", css.indexOf("/* ---------- Counters")));

/** The row as the browser parses it: its inline script runs where it stands, on the row. */
function parse(container: HTMLElement) {
  for (const written of container.querySelectorAll("script")) {
    const script = document.createElement("script");
    script.textContent = written.textContent;
    written.replaceWith(script);
  }
}

const ui = (
  <LanguageProvider lang="en" alternates={{ en: "/en/services/", es: "/es/servicios/" }}>
    <StatsRow stats={stats} />
  </LanguageProvider>
);

describe("StatsRow counters (2.5 s once seen)", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    installIntersectionObserver();
  });

  it("always has the final values as the only text, and shows non-numbers as they are", () => {
    renderInLanguage(<StatsRow stats={stats} />);
    expect(stats.map((s) => dd(s.label).textContent)).toEqual(["99%", "10,000+", "4.8/5", "24/7"]);
    expect(strip(dd("Support"))).toBeNull();
    expect(strip(dd("Uptime"))!.parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("has one frame a step, eased out from zero to the final value, each the final value's shape", () => {
    renderInLanguage(<StatsRow stats={stats} />);
    const uptime = frames(dd("Uptime"));
    expect(uptime).toHaveLength(TIMINGS.counterDuration / TIMINGS.counterStep + 1);
    expect(uptime[0]).toBe("0%");
    expect(uptime.at(-1)).toBe("99%");
    const numbers = uptime.map((f) => Number(f.replace("%", "")));
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(numbers[5]).toBeGreaterThan(99 / 2 + 20); // ease-out: well past the middle at half time
    expect(frames(dd("Users"))[5]).toMatch(/^\d{1,2},\d{3}\+$/);
    expect(frames(dd("Rating"))).toEqual(expect.arrayContaining(["0.0/5", "4.8/5"]));
    expect(
      strip(dd("Users"))!
        .dataset.frames!.split("\n")
        .every((f) => f.length === "10,000+".length),
    ).toBe(true);
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
    expect(frames(dd("Usuarios"))[5]).toMatch(/^\d{1,2}\.\d{3}\+$/);
    expect(frames(dd("Nota"))[5]).toMatch(/^\d,\d$/);
    expect(frames(dd("Usuarios")).at(-1)).toBe("10.000+");
    expect(frames(dd("Nota")).at(-1)).toBe("4,8");
  });

  it("steps the strip up a line every counterStep for counterDuration once seen, in CSS, only without reduced motion", () => {
    const steps = TIMINGS.counterDuration / TIMINGS.counterStep;
    expect(css).toMatch(
      new RegExp(
        `@keyframes count-up \\{\\s*to \\{\\s*transform: translateY\\(calc\\(-100% \\* ${steps} / ${steps + 1}\\)\\);\\s*\\}\\s*\\}`,
      ),
    );
    expect(noPreference).toContain(
      `[data-counts] .count[data-count="seen"] .countStrip {\n    animation: count-up ${TIMINGS.counterDuration}ms steps(${steps}) forwards;`,
    );
    // What hides the final value and shows the strip is behind the row's gate and the media query alone.
    const before = css.slice(0, css.indexOf("@media (prefers-reduced-motion: no-preference)", css.indexOf("/* ---------- Counters")));
    expect(before).not.toMatch(/\.countFinal \{|\.countWindow \{[^}]*display: block/);
    expect(noPreference).toMatch(/\[data-counts\] \.countFinal \{\s*opacity: 0;\s*\}/);
    expect(css.match(/animation: count-up/g)).toHaveLength(1);
  });

  it("on a first page, counts each once 10% of it is seen, from the row's inline script, before the app starts", () => {
    const container = serverPage(ui);
    const row = container.querySelector("dl")!;
    expect(row.nextElementSibling?.tagName).toBe("SCRIPT");
    expect(row).not.toHaveAttribute("data-counts"); // no script run: the final values
    parse(container);
    expect(row).toHaveAttribute("data-counts");
    expect(states(row)).toEqual(["waiting", "waiting", "waiting"]);
    const [uptime, users] = [...row.querySelectorAll("[data-count]")] as [Element, Element];
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    FakeIntersectionObserver.trigger(true, uptime, 0.05);
    expect(states(row)).toEqual(["waiting", "waiting", "waiting"]);
    FakeIntersectionObserver.trigger(true, uptime, 0.1);
    expect(states(row)).toEqual(["seen", "waiting", "waiting"]);
    FakeIntersectionObserver.trigger(false, uptime);
    FakeIntersectionObserver.trigger(true, users, 0.5);
    expect(states(row)).toEqual(["seen", "seen", "waiting"]);
  });

  it("the app adopts a first page's row as the script left it, and watches nothing more", async () => {
    const container = serverPage(ui);
    parse(container);
    const row = container.querySelector("dl")!;
    FakeIntersectionObserver.trigger(true, row.querySelector("[data-count]")!);
    const html = container.innerHTML;
    const stop = await startApp(ui, container);
    expect(container.innerHTML).toBe(html);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    stop();
  });

  it("after a client-side navigation, the app marks the row and counts what is seen; leaving the page stops watching", () => {
    const { container, unmount } = renderInLanguage(<StatsRow stats={stats} />);
    const row = container.querySelector("dl")!;
    expect(row).toHaveAttribute("data-counts");
    const [observer] = FakeIntersectionObserver.instances;
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    FakeIntersectionObserver.trigger(true, row.querySelector("[data-count]")!);
    expect(states(row)).toEqual(["seen", "waiting", "waiting"]);
    unmount();
    expect(observer!.elements.size).toBe(0);
  });

  it("shows the final values in a browser without IntersectionObserver: the row's script throws before it marks the row", () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const container = serverPage(ui);
    const errors: string[] = [];
    const report = (event: ErrorEvent) => {
      errors.push(event.message);
      event.preventDefault();
    };
    window.addEventListener("error", report);
    try {
      parse(container);
    } finally {
      window.removeEventListener("error", report);
    }
    expect(errors).toEqual([expect.stringContaining("IntersectionObserver")]);
    expect(container.querySelector("dl")).not.toHaveAttribute("data-counts");
  });

  it("shows the final values after a client-side navigation in a browser without IntersectionObserver, and throws nothing", () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { container, unmount } = renderInLanguage(<StatsRow stats={stats} />);
    const row = container.querySelector("dl")!;
    expect(row).not.toHaveAttribute("data-counts");
    expect(states(row)).toEqual(["waiting", "waiting", "waiting"]);
    expect(() => unmount()).not.toThrow();
  });
});
