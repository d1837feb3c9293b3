import { screen } from "@testing-library/react";
import { HomeHero } from "../../../../src/components/home/home-hero";
import { PageHero } from "../../../../src/components/page/page-base";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";
import { advance, installIntersectionObserver, installMatchMedia, removeMatchMedia } from "../../support/motion";

type Hero = { title: string; titleLead: string; rotatingWords: string[]; description: string; tag?: string };
const homeHero = (lang: "en" | "es") => readContent<{ hero: Hero }>(lang, "pages/home.json").hero;

beforeEach(() => {
  jest.useFakeTimers();
  installIntersectionObserver();
  removeMatchMedia();
});
afterEach(() => {
  jest.useRealTimers();
});

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
  });
});

const serviceHero = { tag: "Web development", title: "Web apps that load fast", description: "A description." };

// The overlay: an aria-hidden span in the h1 holding the typed part, then the untyped rest.
const typedPart = () => document.querySelector<HTMLElement>("h1 > [aria-hidden=true] > :first-child");
const restPart = () => document.querySelector<HTMLElement>("h1 > [aria-hidden=true] > :last-child");
const h1 = () => screen.getByRole("heading", { level: 1 });
const description = () => screen.getByText("A description.");

describe("typed title (0.5 s delay, 0.03 s per character, the rest at 1.2 s)", () => {
  it("holds the full title as the heading's only text from the first render, the overlay hidden from assistive technology", () => {
    renderInLanguage(
      <PageHero hero={serviceHero} typed>
        <a href="/en/contact/">Contact</a>
      </PageHero>,
    );
    expect(h1().textContent).toBe(serviceHero.title);
    expect(h1()).toHaveAccessibleName(serviceHero.title);
    expect(typedPart()!.closest("[aria-hidden=true]")).not.toBeNull();
    // the untyped rest keeps the whole title's place
    expect(typedPart()!.dataset.text! + restPart()!.dataset.text!).toBe(serviceHero.title);
  });

  it("types nothing for 500 ms, then one character every 30 ms, then drops the overlay", () => {
    renderInLanguage(<PageHero hero={serviceHero} typed />);
    expect(h1()).toHaveAttribute("data-typing", "waiting");
    advance(499);
    expect(typedPart()!.dataset.text).toBe("");
    advance(1); // 500 ms: typing starts
    expect(h1()).toHaveAttribute("data-typing", "typing");
    advance(30);
    expect(typedPart()!.dataset.text).toBe("W");
    advance(29);
    expect(typedPart()!.dataset.text).toBe("W");
    advance(1);
    expect(typedPart()!.dataset.text).toBe("We");
    advance(30 * 10);
    expect(typedPart()!.dataset.text).toBe(serviceHero.title.slice(0, 12));
    expect(restPart()!.dataset.text).toBe(serviceHero.title.slice(12));
    const end = 500 + 30 * serviceHero.title.length;
    advance(end - 1 - (500 + 30 * 12));
    expect(h1()).toHaveAttribute("data-typing", "typing");
    advance(1);
    expect(h1()).toHaveAttribute("data-typing", "done");
    expect(typedPart()).toBeNull();
    expect(h1().textContent).toBe(serviceHero.title);
  });

  it("on the first page, keeps time from the page's start: a late hydration shows what is due at once", () => {
    // Still hydrating the first page (Gatsby has not marked onInitialClientRender), 800 ms in.
    Object.assign(performance, { getEntriesByName: () => [] });
    jest.advanceTimersByTime(800);
    renderInLanguage(<PageHero hero={serviceHero} typed />);
    advance(0);
    expect(h1()).toHaveAttribute("data-typing", "typing");
    expect(typedPart()!.dataset.text).toBe(serviceHero.title.slice(0, 10)); // (800 - 500) / 30
    expect(description()).toHaveAttribute("data-after", "hidden");
    advance(399);
    expect(description()).toHaveAttribute("data-after", "hidden");
    advance(1); // 1.2 s after the page's start
    expect(description()).toHaveAttribute("data-after", "shown");
    advance(Math.max(0, 500 + 30 * serviceHero.title.length - 1200));
    expect(h1()).toHaveAttribute("data-typing", "done");
  });

  it("fades the description and the buttons in at 1.2 s", () => {
    renderInLanguage(
      <PageHero hero={serviceHero} typed>
        <a href="/en/contact/">Contact</a>
      </PageHero>,
    );
    const actions = screen.getByRole("link", { name: "Contact" }).parentElement!;
    expect(description()).toHaveAttribute("data-after", "hidden");
    expect(actions).toHaveAttribute("data-after", "hidden");
    advance(1199);
    expect(description()).toHaveAttribute("data-after", "hidden");
    advance(1);
    expect(description()).toHaveAttribute("data-after", "shown");
    expect(actions).toHaveAttribute("data-after", "shown");
  });

  it("shows everything at once with reduced motion", () => {
    installMatchMedia({ reduced: true });
    renderInLanguage(<PageHero hero={serviceHero} typed />);
    expect(h1()).toHaveAttribute("data-typing", "done");
    expect(typedPart()).toBeNull();
    expect(description()).toHaveAttribute("data-after", "shown");
  });

  it("leaves untyped heroes alone", () => {
    renderInLanguage(<PageHero hero={serviceHero} />);
    expect(h1()).not.toHaveAttribute("data-typing");
    expect(description()).not.toHaveAttribute("data-after");
  });

  it("puts the particle canvas behind the hero only when asked, hidden from assistive technology", () => {
    const { container, rerender } = renderInLanguage(<PageHero hero={serviceHero} />);
    expect(container.querySelector("canvas")).toBeNull();
    rerender(<PageHero hero={serviceHero} particles />);
    expect(container.querySelector("canvas")).toHaveAttribute("aria-hidden", "true");
  });
});
