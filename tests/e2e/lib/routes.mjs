/**
 * The oracle: every page of the site, by route, in English and Spanish.
 * Hard-coded on purpose (independent from src/i18n/routes.ts), so a change in the site's
 * route table that breaks a public URL makes these tests fail.
 */
export const LANGS = /** @type {const} */ (["en", "es"]);

/** @typedef {{ key: string, en: string, es: string }} Route */

/** @type {readonly Route[]} */
export const ROUTES = [
  { key: "home", en: "/en/", es: "/es/" },
  { key: "services", en: "/en/services/", es: "/es/servicios/" },
  { key: "software-maintenance", en: "/en/services/software-maintenance/", es: "/es/servicios/mantenimiento-software/" },
  { key: "web-development", en: "/en/services/web-development/", es: "/es/servicios/desarrollo-web/" },
  { key: "mobile-development", en: "/en/services/mobile-development/", es: "/es/servicios/desarrollo-movil/" },
  {
    key: "custom-software",
    en: "/en/services/custom-software-development/",
    es: "/es/servicios/desarrollo-software-medida/",
  },
  { key: "ai-agents", en: "/en/services/ai-agents/", es: "/es/servicios/agentes-ia/" },
  { key: "seo", en: "/en/services/seo-optimization/", es: "/es/servicios/posicionamiento-seo/" },
  { key: "our-work", en: "/en/our-work/", es: "/es/nuestro-trabajo/" },
  { key: "nurdoc", en: "/en/our-work/nurdoc/", es: "/es/nuestro-trabajo/nurdoc/" },
  { key: "boathous", en: "/en/our-work/boathous/", es: "/es/nuestro-trabajo/boathous/" },
  { key: "almia", en: "/en/our-work/almia/", es: "/es/nuestro-trabajo/almia/" },
  { key: "blog", en: "/en/blog/", es: "/es/blog/" },
  ...[
    ["software-development", "desarrollo-de-software"],
    ["software-maintenance", "mantenimiento-de-software"],
    ["project-management", "gestion-de-proyectos"],
    ["startups", "startups"],
    ["entrepreneurship", "emprendimiento"],
    ["mvp", "mvp"],
    ["case-studies", "casos-de-exito"],
    ["artificial-intelligence", "inteligencia-artificial"],
    ["edtech", "edtech"],
    ["marketplaces", "marketplaces"],
    ["web-development", "desarrollo-web"],
    ["healthcare", "salud"],
    ["mobile-apps", "aplicaciones-moviles"],
  ].map(([en, es]) => ({ key: `category:${en}`, en: `/en/blog/category/${en}/`, es: `/es/blog/categoria/${es}/` })),
  { key: "about", en: "/en/about-us/", es: "/es/sobre-nosotros/" },
  { key: "contact", en: "/en/contact/", es: "/es/contacto/" },
  { key: "privacy", en: "/en/privacy-policy/", es: "/es/politica-privacidad/" },
];

/** The six services in header order. */
export const SERVICE_KEYS = ["software-maintenance", "web-development", "mobile-development", "custom-software", "ai-agents", "seo"];

/**
 * The contact form's result pages: the endpoint answers a plain HTML post (one sent before the
 * page's scripts loaded) with a 303 to one of them. Deliberately linked from nowhere, noindex and
 * left out of the sitemap, so they are not in ROUTES, and the tests that walk every page (crawl,
 * sitemap) name them on purpose. tests/e2e/contact-result-pages.test.mjs covers them.
 * @type {readonly Route[]}
 */
export const RESULT_ROUTES = [
  { key: "contact-sent", en: "/en/contact/sent/", es: "/es/contacto/enviado/" },
  { key: "contact-not-sent", en: "/en/contact/not-sent/", es: "/es/contacto/no-enviado/" },
];

/** Routes as { key, lang, path, other, otherLang, alternates }, one per language. */
function pagesOf(routes) {
  return routes.flatMap((route) =>
    LANGS.map((lang) => {
      const otherLang = lang === "en" ? "es" : "en";
      return {
        key: route.key,
        lang,
        path: route[lang],
        otherLang,
        other: route[otherLang],
        alternates: { en: route.en, es: route.es },
      };
    }),
  );
}

/** Every indexable page as { key, lang, path, other, otherLang, alternates }. */
export const PAGES = pagesOf(ROUTES);

/** The noindex result pages of the contact form, in the same shape. */
export const RESULT_PAGES = pagesOf(RESULT_ROUTES);

/** A route by key, the result pages included. */
export function routeOf(key) {
  const found = [...ROUTES, ...RESULT_ROUTES].find((r) => r.key === key);
  if (!found) throw new Error(`unknown route key ${key}`);
  return found;
}

export const OG_LOCALE = { en: "en_US", es: "es_ES" };

/** What the shared layout says in each language (content/<lang>/layout.json, as the visitor sees it). */
export const TEXT = {
  en: {
    toggle: "ES",
    services: "Services",
    allServices: "All services",
    webDevelopment: "Web Development",
    startProject: "Start Project",
    notFoundTitle: "Page Not Found",
    acceptAll: "Accept All",
    acceptNecessary: "Accept Necessary Only",
    closeCookies: "Close cookie notice",
    backToTop: "Back to top",
  },
  es: {
    toggle: "EN",
    services: "Servicios",
    allServices: "Todos los servicios",
    webDevelopment: "Desarrollo web",
    startProject: "Empezar proyecto",
    notFoundTitle: "Página No Encontrada",
    acceptAll: "Aceptar todas",
    acceptNecessary: "Aceptar solo las necesarias",
    closeCookies: "Cerrar el aviso de cookies",
    backToTop: "Volver arriba",
  },
};
