import { act, fireEvent, screen, within } from "@testing-library/react";
import { Carousel, type LoopOptions } from "../../../../src/components/motion/carousel";
import { autoStep, nextStep, previousStep, slideOrder } from "../../../../src/components/motion/carousel-model";
import type { Lang } from "../../../../src/i18n/languages";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { renderInLanguage } from "../../support/render";
import { serverPage, startApp } from "../../support/server-html";
import { advance, animations, FakeIntersectionObserver, installMatchMedia, runningOn, setUpMotionEnvironment } from "../../support/motion";

const HOME: LoopOptions = { kind: "copies", copies: 3 };
const WEB: LoopOptions = { kind: "wrap", repeat: 2, wrapAfter: 4 };
const AI: LoopOptions = { kind: "wrap", repeat: 2, wrapAfter: 5 };

describe("carousel positions", () => {
  it("home: the five projects then copies of the first three; service pages: four projects twice (8 slides)", () => {
    expect(slideOrder(5, HOME)).toEqual([0, 1, 2, 3, 4, 0, 1, 2]);
    expect(slideOrder(4, WEB)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });

  it("auto-advance: home runs onto the copies; web development wraps after index 4, AI agents after index 5, unanimated", () => {
    const run = (distinct: number, loop: LoopOptions, ticks: number) => {
      const seen: string[] = [];
      let index = 0;
      for (let i = 0; i < ticks; i++) {
        const step = autoStep(index, distinct, loop);
        index = step.index;
        seen.push(step.animate ? `${index}` : `${index}!`);
      }
      return seen.join(" ");
    };
    expect(run(5, HOME, 5)).toBe("1 2 3 4 5");
    expect(run(4, WEB, 7)).toBe("1 2 3 4 0! 1 2");
    expect(run(4, AI, 8)).toBe("1 2 3 4 5 0! 1 2");
  });

  it("manual steps never show a blank: at an end they jump to the equivalent position first", () => {
    expect(nextStep(2, 5, HOME)).toEqual({ to: 3 });
    expect(nextStep(5, 5, HOME)).toEqual({ jump: 0, to: 1 });
    expect(nextStep(4, 4, WEB)).toEqual({ jump: 0, to: 1 });
    expect(nextStep(5, 4, AI)).toEqual({ jump: 1, to: 2 });
    expect(previousStep(3, 5)).toEqual({ to: 2 });
    expect(previousStep(0, 5)).toEqual({ jump: 5, to: 4 });
  });
});

const projects = ["Nurdoc", "Boathous", "Almia", "StartSpringFast", "AutoEmailed"].map((title) => ({ id: title.toLowerCase(), title }));

/** Renders a carousel on screen (`onScreen: false`: below the first screen, not yet seen). */
function renderCarousel(loop: LoopOptions, items = projects, lang: Lang = "en", { onScreen = true } = {}) {
  const rendered = renderInLanguage(
    <Carousel
      items={items}
      getKey={(p) => p.id}
      label="Featured projects"
      loop={loop}
      renderItem={(p) => (
        <article>
          <h3>{p.title}</h3>
          <a href={`/${p.id}`}>View {p.title}</a>
        </article>
      )}
    />,
    lang,
  );
  if (onScreen) FakeIntersectionObserver.trigger(true, rendered.container.firstElementChild!);
  return rendered;
}

const track = () => document.querySelector<HTMLElement>("[aria-live]")!;
const index = () => Number(track().style.getPropertyValue("--index"));
/** Whether the track is sliding: a 500 ms ease-in-out animation of its translate is running. */
const animated = () =>
  runningOn(track()).some((a) => "translate" in a.keyframes && a.options.duration === 500 && a.options.easing === "ease-in-out");
const region = () => screen.getByRole("region", { name: "Featured projects" });
const slides = () => [...track().children] as HTMLElement[];
const shown = () =>
  slides()
    .filter((s) => !s.hasAttribute("inert"))
    .map((s) => s.querySelector("h3")!.textContent);

setUpMotionEnvironment({ fakeTimers: true });

describe("home featured-projects carousel", () => {
  it("is a labelled carousel region whose hidden slides are inert and aria-hidden", () => {
    renderCarousel(HOME);
    expect(region()).toHaveAttribute("aria-roledescription", "carousel");
    expect(slides()).toHaveLength(8);
    expect(shown()).toEqual(["Nurdoc", "Boathous", "Almia"]);
    const hidden = slides()[3]!;
    expect(hidden).toHaveAttribute("aria-hidden", "true");
    expect(hidden).toHaveAttribute("inert");
    expect(slides()[0]).not.toHaveAttribute("aria-hidden");
    expect(slides()[0]).toHaveAttribute("aria-label", "1 of 5");
    expect(slides()[5]).toHaveAttribute("aria-label", "1 of 5");
  });

  it("shows one card per view under 768 px", () => {
    installMatchMedia({ wide: false });
    renderCarousel(HOME);
    expect(shown()).toEqual(["Nurdoc"]);
  });

  it("advances every 3000 ms with a slide, and 50 ms after reaching the copies jumps back to the start unanimated", () => {
    renderCarousel(HOME);
    advance(2999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    expect(animated()).toBe(true);
    advance(3000 * 4); // 15 s: onto the copies (Nurdoc, Boathous, Almia again)
    expect(index()).toBe(5);
    expect(shown()).toEqual(["Nurdoc", "Boathous", "Almia"]);
    advance(549); // the 500 ms slide, then 50 ms
    expect(index()).toBe(5);
    advance(1);
    expect(index()).toBe(0);
    expect(animated()).toBe(false);
    advance(2450); // the 3 s beat is kept: 18 s
    expect(index()).toBe(1);
    expect(animated()).toBe(true);
  });

  it("slides from where the cards were seen: one card's width plus the gap per step, ending at rest", () => {
    // Slides 320 px wide, 20 px apart: each starts 340 px after the one before.
    jest.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * 340 : 0;
    });
    renderCarousel(HOME);
    advance(3000);
    const slide = () => animations.filter((a) => a.element === track()).at(-1)!;
    // The track rests at its new place at once; the slide starts it one card to the right of it.
    expect(index()).toBe(1);
    expect(slide().keyframes).toEqual({ translate: ["340px 0", "0px 0"] });
    advance(500);
    expect(slide().ranToEnd).toBe(true);
    expect(track().style.getPropertyValue("translate")).toBe("0px 0");
    fireEvent.click(within(screen.getByRole("group", { name: "Choose a slide" })).getAllByRole("button")[3]!);
    expect(slide().keyframes).toEqual({ translate: ["680px 0", "0px 0"] });
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    expect(slide().keyframes).toEqual({ translate: ["-340px 0", "0px 0"] });
  });

  it("stops auto-advance for good on any click inside", () => {
    renderCarousel(HOME);
    advance(3000);
    const link = screen.getByRole("link", { name: "View Boathous" });
    // Not followed: jsdom would try to navigate on a timer of its own, and fail during a later test.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    advance(30_000);
    expect(index()).toBe(1);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });

  it("jumps to a slide with its dot, which also stops auto-play", () => {
    renderCarousel(HOME);
    const dots = within(screen.getByRole("group", { name: "Choose a slide" })).getAllByRole("button");
    expect(dots.map((d) => d.getAttribute("aria-label"))).toEqual([
      "Show slide 1",
      "Show slide 2",
      "Show slide 3",
      "Show slide 4",
      "Show slide 5",
    ]);
    fireEvent.click(dots[3]!);
    expect(index()).toBe(3);
    expect(dots[3]).toHaveAttribute("aria-current", "true");
    advance(10_000);
    expect(index()).toBe(3);
  });

  it("moves with previous and next, wrapping through the equivalent position", () => {
    renderCarousel(HOME);
    fireEvent.click(screen.getByRole("button", { name: "Next project" }));
    expect(index()).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    expect(index()).toBe(5); // jumped (unanimated) to the copies, which look like the start...
    expect(animated()).toBe(false);
    act(() => {
      jest.advanceTimersByTime(40); // ...and two frames later slides to the last project
    });
    expect(index()).toBe(4);
    expect(animated()).toBe(true);
    expect(shown()).toEqual(["AutoEmailed", "Nurdoc", "Boathous"]);
  });

  it("advances only while on screen, on the 3 s beat from when it came into view", () => {
    const { container } = renderCarousel(HOME, projects, "en", { onScreen: false });
    advance(9000);
    expect(index()).toBe(0);
    expect(slides()).toHaveLength(5);
    FakeIntersectionObserver.trigger(true, container.firstElementChild!);
    expect(slides()).toHaveLength(8);
    advance(2999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    FakeIntersectionObserver.trigger(false, container.firstElementChild!);
    advance(9000);
    expect(index()).toBe(1);
    FakeIntersectionObserver.trigger(true, container.firstElementChild!);
    advance(3000);
    expect(index()).toBe(2);
  });

  it("adds its copies once focused, as a keyboard reaches it, even before it is reported on screen", () => {
    renderCarousel(HOME, projects, "en", { onScreen: false });
    expect(slides()).toHaveLength(5);
    act(() => screen.getByRole("button", { name: "Previous project" }).focus());
    expect(slides()).toHaveLength(8);
    fireEvent.click(screen.getByRole("button", { name: "Previous project" }));
    act(() => {
      jest.advanceTimersByTime(40);
    });
    expect(index()).toBe(4);
    expect(shown()).toEqual(["AutoEmailed", "Nurdoc", "Boathous"]);
  });

  it("pauses while hovered or focused, and pause/play toggles auto-play", () => {
    renderCarousel(HOME);
    fireEvent.mouseEnter(region());
    advance(6000);
    expect(index()).toBe(0);
    fireEvent.mouseLeave(region());
    advance(3000);
    expect(index()).toBe(1);
    fireEvent.focus(screen.getByRole("link", { name: "View Boathous" }));
    advance(6000);
    expect(index()).toBe(1);
    fireEvent.blur(screen.getByRole("link", { name: "View Boathous" }));
    advance(3000);
    expect(index()).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    advance(6000);
    expect(index()).toBe(2);
    const play = screen.getByRole("button", { name: "Play" });
    fireEvent.focus(play); // focus on the play button itself does not pause
    fireEvent.click(play);
    expect(screen.getByRole("button", { name: "Pause" })).toBe(play);
    advance(3000);
    expect(index()).toBe(3);
  });

  it("hydrates without running its cards: the first page keeps their server markup, the copies are rendered", async () => {
    const cardRuns = jest.fn<void, [string]>();
    function Card({ title }: { title: string }) {
      cardRuns(title);
      return <h3>{title}</h3>;
    }
    const page = (
      <LanguageProvider lang="en" alternates={{ en: "/en/", es: "/es/" }}>
        <Carousel
          items={projects}
          getKey={(p) => p.id}
          label="Featured projects"
          loop={HOME}
          renderItem={(p) => <Card title={p.title} />}
        />
      </LanguageProvider>
    );
    const container = serverPage(page);
    expect(slides().map((s) => s.textContent)).toEqual(projects.map((p) => p.title));
    cardRuns.mockClear();
    const stop = await startApp(page, container);
    // The five server-rendered cards were kept; below the first screen, no copy yet.
    expect(cardRuns).not.toHaveBeenCalled();
    expect(slides().map((s) => s.textContent)).toEqual(projects.map((p) => p.title));
    expect(slides()[3]).toHaveAttribute("aria-hidden", "true");
    // On screen: only the three copies run.
    act(() => FakeIntersectionObserver.trigger(true, region()));
    expect(cardRuns.mock.calls.map(([title]) => title)).toEqual(["Nurdoc", "Boathous", "Almia"]);
    expect(slides().map((s) => s.textContent)).toEqual([...projects.map((p) => p.title), "Nurdoc", "Boathous", "Almia"]);
    stop();
  });

  it("names its controls in Spanish on /es", () => {
    renderCarousel(HOME, projects, "es");
    expect(screen.getByRole("region", { name: "Featured projects" })).toHaveAttribute("aria-roledescription", "carrusel");
    for (const name of ["Proyecto anterior", "Proyecto siguiente", "Pausar", "Mostrar diapositiva 1", "Mostrar diapositiva 5"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole("button", { name: "Pausar" }));
    expect(screen.getByRole("button", { name: "Reproducir" })).toBeInTheDocument();
  });

  it("does not auto-advance with reduced motion", () => {
    installMatchMedia({ reduced: true });
    renderCarousel(HOME);
    advance(30_000);
    expect(index()).toBe(0);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
  });
});

describe("service page carousels", () => {
  const four = projects.slice(0, 4);

  it("web development: 8 slides, back to the start without animation after index 4", () => {
    renderCarousel(WEB, four);
    expect(slides()).toHaveLength(8);
    advance(3000 * 4);
    expect(index()).toBe(4);
    advance(3000);
    expect(index()).toBe(0);
    expect(animated()).toBe(false);
    advance(3000);
    expect(index()).toBe(1);
  });

  it("AI agents: back to the start after index 5", () => {
    renderCarousel(AI, four);
    advance(3000 * 5);
    expect(index()).toBe(5);
    expect(shown()).toEqual(["Boathous", "Almia", "StartSpringFast"]);
    advance(3000);
    expect(index()).toBe(0);
    expect(animated()).toBe(false);
  });
});
