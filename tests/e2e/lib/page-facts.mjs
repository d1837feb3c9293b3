/**
 * The oracle of page-fact-tests.mjs: what every marketing page must show.
 * Hard-coded on purpose (independent from content/ and src/), so that a section, a figure or a
 * tab that goes missing from the site makes the tests fail. Spanish wording that the spec does
 * not give is matched loosely (regular expressions), never copied from the content files.
 */
import { routeOf } from "./routes.mjs";

export const SUPPORT_EMAIL = "hello@brisa.software";

/** Path of a page by route key and language (from the hand-written route table). */
export const pathOf = (key, lang) => routeOf(key)[lang];

/**
 * A figure as a visitor reads it, reduced to what both languages share: no spaces, no
 * thousands or decimal separators ("4,8/5" and "4.8/5" → "48/5"; "10.000+" → "10000+").
 */
export function figure(text) {
  return String(text ?? "")
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/[.,]/g, "");
}

/**
 * Figures written the other language's way: Spanish must not show "4.8" or "10,000",
 * English must not show "4,8" or "10.000". Returns the offending values.
 */
export function wronglyFormatted(values, lang) {
  const bad = lang === "es" ? [/\d,\d{3}(?!\d)/, /\d\.\d{1,2}(?!\d)/] : [/\d\.\d{3}(?!\d)/, /\d,\d{1,2}(?!\d)/];
  return values.filter((v) => bad.some((re) => re.test(v)));
}

/** Dashes and spaces normalised, for "2-4" claims written as "2–4" or "2 - 4", or set with a word joiner (src/node/content/typeset.ts). */
export function dashless(text) {
  return String(text ?? "")
    .replace(/\u2060/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s*-\s*/g, "-");
}

/** The five portfolio projects, with where their cards lead. */
export const PROJECTS = [
  { title: "Nurdoc", caseKey: "nurdoc" },
  { title: "Boathous", caseKey: "boathous" },
  { title: "StartSpringFast", external: true },
  { title: "AutoEmailed", external: true },
  { title: "Almia", caseKey: "almia" },
];

export const HOME = {
  stats: ["4+", "100%", "1+"],
  challenges: 3,
  deliveryClaim: "2-4",
  serviceCards: 3,
  featuresPerServiceCard: 6,
  quote: { en: /request a quote/i, es: /presupuesto/i },
  viewAll: { en: /view all projects/i, es: /todos los proyectos/i },
  teamMembers: 3,
};

export const SERVICES_INDEX = {
  cards: ["software-maintenance", "web-development", "mobile-development", "custom-software", "ai-agents", "seo"],
  featuresPerCard: 4,
  reasons: 6,
  /** The learn-more link: "Más información" is the one Spanish term for it, site-wide. */
  learnMore: { en: /learn more/i, es: /más información/i },
};

/**
 * Tab expectations: labels (in order, the first is the default), and the technologies a panel
 * must list (by tab index). Omitted fields are not specified by the spec.
 */
const WEB_TABS = {
  labels: {
    en: [/front-?end/i, /back-?end/i, /database/i],
    es: [/front-?end/i, /back-?end/i, /bases? de datos/i],
  },
  items: [
    ["React", "Next.js", "TypeScript"],
    ["Java", "Spring Boot", "Python"],
    ["PostgreSQL", "AWS"],
  ],
};

/** The six service pages: the shape they share and what each says. */
export const SERVICE_PAGES = {
  "software-maintenance": {
    stats: ["99%", "24/7", "30%"],
    benefits: 6,
    process: 5,
    faq: 6,
    maintenanceTypes: { types: 4, bullets: 4 },
    offer: { priceCurrency: "EUR", availability: "InStock" },
    tabs: null, // tabs exist but their groups are not specified for this page
  },
  "web-development": {
    stats: null,
    statCount: 3,
    benefits: 6,
    process: 6,
    faq: 6,
    portfolio: true,
    tabs: {
      ...WEB_TABS,
      items: [WEB_TABS.items[0], WEB_TABS.items[1], ["PostgreSQL", "AWS", "Cloudflare"]],
    },
  },
  "mobile-development": {
    stats: null,
    statCount: 3,
    benefits: 6,
    process: 6,
    faq: 6,
    tabs: {
      labels: {
        en: [/native/i, /cross/i, /back-?end/i],
        es: [/nativ/i, /multiplataforma/i, /back-?end/i],
      },
      items: [
        ["Swift", "Kotlin"],
        ["React Native", "Flutter"],
        ["Firebase", "AWS Amplify"],
      ],
    },
  },
  "custom-software": {
    stats: null,
    statCount: 3,
    benefits: 6,
    process: 6,
    faq: 6,
    tabs: WEB_TABS,
  },
  "ai-agents": {
    stats: ["60%", "24/7", "40%"],
    benefits: 5,
    process: 6,
    faq: 5,
    portfolio: { first: "Almia" },
    cta: {
      en: ["Schedule a Consultation", "View Our Projects"],
      es: ["Reserva una consulta", "Ver nuestros proyectos"],
    },
    tabs: {
      labels: {
        en: [/functionality/i, /platforms/i, /integration/i],
        es: [/funcionalidad/i, /plataformas/i, /integraci[oó]n/i],
      },
      items: [],
    },
  },
  seo: {
    stats: ["200%", "50+", "95%"],
    benefits: 6,
    process: 6,
    faq: 6,
    price: { en: ["$1,500"], es: ["1.500", "€"] },
    tabs: {
      labels: {
        en: [/research/i, /on-?page/i, /report/i],
        es: [/investigaci[oó]n/i, /on-?page/i, /informe/i],
      },
      items: [],
    },
  },
};

export const OUR_WORK = {
  stats: ["5", "100%", "1"],
  serviceCards: ["web-development", "mobile-development", "custom-software"],
};

const CASE_TABS = {
  labels: WEB_TABS.labels,
  items: [],
};

/** The three case studies: their claims and their pages. */
export const CASES = {
  nurdoc: { results: ["500+", "10,000+", "4.8/5"], tabs: CASE_TABS },
  boathous: { results: ["300+", "5,000+", "4.7/5"], tabs: CASE_TABS, performanceMs: "300" },
  almia: {
    results: ["200+", "5,000+", "15,000+"],
    tabs: {
      labels: {
        en: [/front-?end/i, /back-?end/i, /\bAI\b.*infrastructure|infrastructure.*\bAI\b/i],
        es: [/front-?end/i, /back-?end/i, /\bIA\b.*infraestructura|infraestructura.*\bIA\b/i],
      },
      items: [],
    },
    sectors: {
      count: 8,
      en: [
        "educational platforms",
        "AI tutoring systems",
        "learning analytics",
        "content generation",
        "student assessment",
        "personalized learning",
        "teacher tools",
        "family engagement",
      ],
    },
  },
};

export const CASE_COMMON = {
  features: 6,
  process: 6,
  challenges: 3,
  overview: {
    en: [/challenge/i, /solution/i, /results?/i],
    es: [/reto|desaf[ií]o/i, /soluci[oó]n/i, /resultados?/i],
  },
  contact: { en: /contact/i, es: /contact/i },
  quote: { en: /request a quote/i, es: /presupuesto/i },
  more: { en: /view more case studies/i, es: /casos de éxito/i },
};

export const ABOUT = {
  values: { en: ["Speed", "Quality", "Focus", "Passion"], es: ["Rapidez", "Calidad", "Enfoque", "Pasión"] },
  stats: ["4+", "4+", "5+"],
  services: 6,
  team: 3,
  specialties: 4,
  /** Team experience claims, as figures: "1.5+ years" / "1,5+ años" → "15+". */
  experience: ["3+", "15+", "20+"],
  experienceWord: { en: /years?/i, es: /años?/i },
  journey: {
    count: 5,
    en: ["Dec 2024", "Jan 2025", "Feb 2025", "Mar 2025"],
    es: ["dic. 2024", "ene. 2025", "feb. 2025", "mar. 2025"],
  },
  getInTouch: { en: "Get in Touch", es: "Contáctanos" },
};

export const PRIVACY = { sections: 8 };
