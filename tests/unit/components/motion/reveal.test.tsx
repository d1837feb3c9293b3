import { act, render, screen } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import { ParticleBackground } from "../../../../src/components/motion/particle-background";
import { Reveal, revealContentClass } from "../../../../src/components/motion/reveal";
import { CtaBand } from "../../../../src/components/sections/cta-band";
import { Section as PageSection } from "../../../../src/components/sections/section";
import { advance, animations, FakeIntersectionObserver, installMatchMedia, setUpMotionEnvironment } from "../../support/motion";
import { renderInLanguage } from "../../support/render";

jest.mock("../../../../src/components/motion/particles", () => ({ startParticles: jest.fn(() => jest.fn()) }));
// The motion styles' class names as themselves (identity-obj-proxy's are lost to `import * as`), so that who carries which can be seen.
jest.mock(
  "../../../../src/components/motion/motion.module.css",
  () => new Proxy({}, { get: (_, key) => (key === "__esModule" ? true : key) }),
);
const { startParticles } = jest.requireMock<{ startParticles: jest.Mock }>("../../../../src/components/motion/particles");

/** Places every element at `top` px from the top of an 800 px viewport. */
function placeAt(top: number) {
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 1000, 400));
}

function Section() {
  return (
    <Reveal>
      <section>
        <div className={revealContentClass}>
          <h2>Our process</h2>
        </div>
      </section>
    </Reveal>
  );
}
const wrapper = () => screen.getByRole("heading", { name: "Our process" }).closest("[data-reveal]")!;
/** The section's inner content: what moves (the section's own band does not). */
const content = () => screen.getByRole("heading", { name: "Our process" }).parentElement!;

setUpMotionEnvironment({ fakeTimers: false });

describe("Reveal on scroll", () => {
  it("hides a section below the fold once hydrated, and shows it (once) when 10% visible", () => {
    placeAt(1200);
    render(<Section />);
    expect(wrapper()).toHaveAttribute("data-reveal", "hidden");
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.threshold).toBe(0.1);
    FakeIntersectionObserver.trigger(true);
    expect(wrapper()).toHaveAttribute("data-reveal", "shown");
    expect(observer.elements.size).toBe(0); // runs once
  });

  it("fades the inner content in and slides it up 20 px over 500 ms (ease-out), ending fully shown", () => {
    jest.useFakeTimers();
    placeAt(1200);
    render(<Section />);
    expect(animations).toHaveLength(0);
    FakeIntersectionObserver.trigger(true);
    expect(animations.map((a) => a.element)).toEqual([content(), content()]);
    expect(animations.map((a) => a.keyframes)).toEqual([{ opacity: [0, 1] }, { transform: ["translateY(20px)", "none"] }]);
    for (const a of animations) expect(a.options).toMatchObject({ delay: 0, duration: 500, easing: "ease-out", fill: "both" });
    advance(499);
    expect(animations.map((a) => a.playState)).toEqual(["running", "running"]);
    advance(1);
    expect(animations.map((a) => a.ranToEnd)).toEqual([true, true]);
    expect(content().style.opacity).toBe("1");
    expect(content().style.transform).toBe("none");
  });

  it("hides and moves a band's inner content by its class, which every revealed band gives it", () => {
    // A class at the rule's right: a change of data-reveal restyles that one element, where a
    // universal `> * > *` had the browser restyle every element of the section.
    const css = fs.readFileSync(path.join(__dirname, "../../../../src/components/motion/motion.module.css"), "utf8");
    const hidden = /\.reveal\[data-reveal="hidden"\] > \* > ([^{]+)\{([^}]*)\}/.exec(css);
    expect(hidden?.[1]?.trim()).toBe(`.${revealContentClass}`);
    expect(hidden?.[2]?.replace(/\s+/g, " ").trim()).toBe("opacity: 0; transform: translateY(20px);");
    expect(css).not.toMatch(/data-reveal[^{]*\*\s*\{/);

    placeAt(1200);
    const cta: Queries.CtaFieldsFragment = {
      title: "Ready?",
      description: "Tell us.",
      primary: { route: "contact", label: "Contact" },
      secondary: null,
    };
    const { container } = renderInLanguage(
      <>
        <PageSection heading={{ title: "Process" }}>
          <p>Steps</p>
        </PageSection>
        <PageSection heading={{ title: "Tools" }} still>
          <p>Tabs</p>
        </PageSection>
        <CtaBand cta={cta} />
      </>,
    );
    const bands = [...container.querySelectorAll("[data-reveal]")];
    expect(bands.map((band) => band.getAttribute("data-reveal"))).toEqual(["hidden", "hidden", "hidden"]);
    for (const band of bands) {
      const content = [...band.querySelectorAll(":scope > * > *")];
      expect(content).toHaveLength(1);
      expect(content[0]).toHaveClass(revealContentClass!);
    }
  });

  it("never hides what is in view at load (no flash)", () => {
    placeAt(300);
    render(<Section />);
    expect(wrapper()).toHaveAttribute("data-reveal", "static");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("never hides anything with reduced motion", () => {
    installMatchMedia({ reduced: true });
    placeAt(1200);
    render(<Section />);
    expect(wrapper()).toHaveAttribute("data-reveal", "static");
  });
});

describe("ParticleBackground", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    startParticles.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("is an aria-hidden canvas whose code is loaded only once the page is idle", async () => {
    const { container, unmount } = render(<ParticleBackground />);
    const canvas = container.querySelector("canvas")!;
    expect(canvas).toHaveAttribute("aria-hidden", "true");
    expect(startParticles).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(250); // the idle fallback (no requestIdleCallback in jsdom)
      await Promise.resolve();
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(startParticles).toHaveBeenCalledWith(canvas);
    const stop = startParticles.mock.results[0]!.value as jest.Mock;
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
