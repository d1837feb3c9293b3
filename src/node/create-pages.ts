import path from "node:path";
import type { Actions, CreatePagesArgs } from "gatsby";
import { langs, type Lang } from "../i18n/languages";
import type { Crumb, PageContext } from "../i18n/page-context";
import { routePath } from "../i18n/paths";
import { routes, type RouteDef, type StaticTemplate } from "../i18n/routes";

const templateFiles: Record<StaticTemplate, string> = {
  home: "home",
  services: "services",
  service: "service",
  "our-work": "our-work",
  "case-study": "case-study",
  "blog-list": "page",
  about: "about",
  contact: "contact",
  privacy: "privacy",
};

const templatePath = (name: string): string => path.resolve(__dirname, `../templates/${name}.tsx`);

interface CrumbQuery {
  allPageContent: { nodes: { lang: string; route: string; breadcrumb: string }[] };
}

function alternatesOf(key: string): Record<Lang, string> {
  return { en: routePath(key, "en"), es: routePath(key, "es") };
}

function trail(def: RouteDef, lang: Lang, labels: Map<string, string>): Crumb[] {
  if (!def.parent && def.segment.en === "") return [];
  const parent = def.parent ? routes.find((r) => r.key === def.parent) : undefined;
  const own = { label: labels.get(`${lang} ${def.key}`) ?? def.key, path: routePath(def.key, lang) };
  return [...(parent ? trail(parent, lang, labels) : []), own];
}

/** One page per route of the table and language, plus the not-found page. */
export async function createSitePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<CrumbQuery>(`
    query CreatePagesCrumbs {
      allPageContent {
        nodes {
          lang
          route
          breadcrumb
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read page content for page creation", result.errors);
    return;
  }
  const labels = new Map(result.data.allPageContent.nodes.map((n) => [`${n.lang} ${n.route}`, n.breadcrumb]));
  for (const def of routes) {
    for (const lang of langs) {
      const context: PageContext = {
        lang,
        routeKey: def.key,
        alternates: alternatesOf(def.key),
        breadcrumb: trail(def, lang, labels),
      };
      actions.createPage({ path: routePath(def.key, lang), component: templatePath(templateFiles[def.template]), context });
    }
  }
  createNotFoundPage(actions);
}

/**
 * Static hosts answer every unknown path with /404.html, whatever its language, so the page
 * holds both languages and shows the one of the requested path (see not-found template).
 */
function createNotFoundPage(actions: Actions): void {
  const context: PageContext = {
    lang: "en",
    routeKey: "not-found",
    alternates: alternatesOf("home"),
    breadcrumb: [],
  };
  actions.createPage({ path: "/404/", component: templatePath("not-found"), context });
}
