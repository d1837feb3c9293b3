import type { Lang } from "../../i18n/languages";

/**
 * The few UI strings of the motion components (carousel controls). They live here, typed and
 * keyed by language, because the content schema is not ours to extend.
 */
export interface MotionStrings {
  /** The project carousels' name: distinct from their section's heading, which names the section's own landmark. */
  projects: string;
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  showSlide: (n: number) => string;
  slideOf: (n: number, total: number) => string;
  slidePicker: string;
}

export const MOTION_STRINGS: Record<Lang, MotionStrings> = {
  en: {
    projects: "Projects",
    carousel: "carousel",
    slide: "slide",
    previous: "Previous project",
    next: "Next project",
    pause: "Pause",
    play: "Play",
    showSlide: (n) => `Show slide ${n}`,
    slideOf: (n, total) => `${n} of ${total}`,
    slidePicker: "Choose a slide",
  },
  es: {
    projects: "Proyectos",
    carousel: "carrusel",
    slide: "diapositiva",
    previous: "Proyecto anterior",
    next: "Proyecto siguiente",
    pause: "Pausar",
    play: "Reproducir",
    showSlide: (n) => `Mostrar diapositiva ${n}`,
    slideOf: (n, total) => `${n} de ${total}`,
    slidePicker: "Elegir una diapositiva",
  },
};
