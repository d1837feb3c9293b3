/** Every motion constant of the site, in one place (milliseconds unless named otherwise). */
export const TIMINGS = {
  /** Home hero word: a new word every 2.5 s, cross-faded over 0.4 s. */
  rotationInterval: 2500,
  rotationFade: 400,
  /** Typed titles: typing starts 0.5 s after the page starts, one character per 0.03 s. */
  typeDelay: 500,
  typePerChar: 30,
  /**
   * ...and what follows the title (description, buttons) shows 1.2 s after the page starts and
   * fades in over 17 letters' time: in CSS alone (motion.module.css, afterTyped), which a unit test
   * keeps in step with these and the typing's.
   */
  typeAfterDelay: 1200,
  typeAfterFade: 510,
  /** Counters count up over 2.5 s, a step every 0.25 s: ten frames instead of one a vsync. */
  counterDuration: 2500,
  counterStep: 250,
  /** Reveal on scroll: once, when 10% visible, 0.5 s, 20 px upwards. */
  revealThreshold: 0.1,
  revealDuration: 500,
  revealOffsetPx: 20,
  /** Carousels. */
  carouselInterval: 3000,
  carouselTransition: 500,
  carouselResetDelay: 50,
  /** Particle background. */
  particleCount: 50,
  particleLinkDistance: 100,
} as const;

/** Three cards per view from the mobile breakpoint (768 px) up, one below it. */
export const WIDE_QUERY = "(min-width: 768px)";
