import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, Node } from "gatsby";
import { defaultLang, langs, perLang, type Lang } from "../../i18n/languages";
import { NOT_FOUND_ROUTE, type ArticleContext, type Crumb, type ListContext, type PageContext } from "../../i18n/page-context";
import { notFoundPath, routePath, type RouteTable } from "../../i18n/paths";
import { fillPlaceholders } from "../../i18n/placeholders";
import type { RouteDef, Template } from "../../i18n/routes";
import type { ImageFile } from "../../components/ui/picture-markup";
import { postRouteKey, type PostInfo } from "../blog/blog";
import { listPageKey, relatedPosts, type BlogList } from "../blog/blog-lists";
import { cachedPostBody } from "../blog/post-body";

/**
 * A service page whose content chooses projects is made with its own template, so that only those
 * pages carry the carousel's script and CSS (Gatsby inlines a page's template's stylesheet whole).
 */
const SERVICE_WITH_PROJECTS = "service-with-projects";

/** Each template is src/templates/<template name>.tsx. */
const templatePath = (template: Template | typeof NOT_FOUND_ROUTE | typeof SERVICE_WITH_PROJECTS): string =>
  path.resolve(__dirname, `../../templates/${template}.tsx`);

function trail(def: RouteDef, lang: Lang, labels: Map<string, string>, table: RouteTable): Crumb[] {
  if (!def.parent && langs.every((l) => def.segment[l] === "")) return [];
  const parent = def.parent ? table.find((r) => r.key === def.parent) : undefined;
  const own = { label: labels.get(`${lang} ${def.key}`) ?? def.key, path: routePath(def.key, lang, table) };
  return [...(parent ? trail(parent, lang, labels, table) : []), own];
}

/**
 * One page per route of the table (articles and list pages included) and language, plus the
 * not-found page.
 */
export async function createSitePages(
  args: CreatePagesArgs,
  table: RouteTable,
  posts: readonly (PostInfo & { node: Node & { contentFilePath?: string } })[],
  lists: readonly BlogList[],
): Promise<void> {
  const { actions, reporter } = args;
  // Called as graphql(...), which Gatsby's type generation finds; bound, as Gatsby declares it a method.
  const graphql: CreatePagesArgs["graphql"] = args.graphql.bind(args);
  const result = await graphql<Queries.CreatePagesCrumbsQuery>(`
    query CreatePagesCrumbs {
      allPageContent {
        nodes {
          lang
          route
          breadcrumb
        }
      }
      allServicePageContent {
        nodes {
          lang
          route
          portfolio {
            title
          }
        }
      }
      allBlogListContent {
        nodes {
          lang
          labels {
            page
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read page content for page creation", result.errors as Error[] | undefined);
    return;
  }
  const labels = new Map(result.data.allPageContent.nodes.map((n) => [`${n.lang} ${n.route}`, n.breadcrumb]));
  // The content's check has made sure a service page has a portfolio or maintenance types, not both.
  const withProjects = new Set(result.data.allServicePageContent.nodes.filter((n) => n.portfolio).map((n) => `${n.lang} ${n.route}`));
  for (const post of posts) labels.set(`${post.lang} ${postRouteKey(post.key)}`, post.title);
  // Each list page's route key, with its list and its number.
  const listPages = new Map(
    lists.flatMap((list) => list.pages.map((_keys, i) => [listPageKey(list.key, i + 1), { list, page: i + 1 }] as const)),
  );
  // A category's first page is named after it, a later page by its number; the blog list's first
  // page keeps its content's label.
  for (const [key, { list, page }] of listPages) {
    for (const lang of langs) {
      const pageLabel = result.data.allBlogListContent.nodes.find((n) => n.lang === lang)?.labels.page ?? "{page}";
      if (page > 1) labels.set(`${lang} ${key}`, fillPlaceholders(pageLabel, { page }));
      else if (list.category) labels.set(`${lang} ${key}`, list.category.name[lang]);
    }
  }
  const bodyImagesOf = await postBodyImages(graphql);
  const versions = new Map(posts.map((p) => [`${p.key}/${p.lang}`, p]));
  const version = (key: string, lang: Lang) => {
    const found = versions.get(`${key}/${lang}`);
    if (!found) throw new Error(`No ${lang} version of the post "${key}"`);
    return found;
  };

  for (const def of table) {
    for (const lang of langs) {
      const context: PageContext = {
        lang,
        routeKey: def.key,
        alternates: perLang((l) => routePath(def.key, l, table)),
        breadcrumb: trail(def, lang, labels, table),
      };
      const pagePath = routePath(def.key, lang, table);
      if (def.template === "blog-post") {
        const post = posts.find((p) => postRouteKey(p.key) === def.key && p.lang === lang);
        if (!post) continue;
        const candidates = posts.filter((p) => p.lang === lang);
        let bodyHtml: string;
        try {
          bodyHtml = await cachedPostBody(args.cache, fs.readFileSync(post.node.contentFilePath ?? "", "utf8"), post.file, {
            localize: (route) => routePath(route, lang, table),
            bodyImages: bodyImagesOf.get(post.node.id) ?? new Map(),
          });
        } catch (error) {
          reporter.panicOnBuild(`A post's body cannot be rendered: ${(error as Error).message}`);
          continue;
        }
        const articleContext: ArticleContext = {
          ...context,
          // Its versions' own paths, as their nodes carry them.
          alternates: perLang((l) => version(post.key, l).path),
          postId: post.node.id,
          relatedIds: relatedPosts(post, candidates).map((p) => p.node.id),
          bodyHtml,
        };
        // The node's path, set once when it was made, is the article's address.
        actions.createPage({ path: post.path, component: templatePath("blog-post"), context: articleContext });
      } else if (def.template === "blog-list") {
        const found = listPages.get(def.key);
        if (!found) throw new Error(`The route "${def.key}" is not a page of any blog list`);
        const { list, page } = found;
        const listContext: ListContext = {
          ...context,
          postIds: (list.pages[page - 1] ?? []).map((key) => version(key, lang).node.id),
          paging: { current: page, paths: list.pages.map((_keys, i) => routePath(listPageKey(list.key, i + 1), lang, table)) },
          category: list.category?.name[lang] ?? null,
        };
        actions.createPage({ path: pagePath, component: templatePath(def.template), context: listContext });
      } else {
        const template = def.template === "service" && withProjects.has(`${lang} ${def.key}`) ? SERVICE_WITH_PROJECTS : def.template;
        actions.createPage({ path: pagePath, component: templatePath(template), context });
      }
    }
  }
  // One not-found page per language (notFoundPath): hosts answer an unknown path under `/es/` with
  // the Spanish one, any other with the default one (`_redirects`, the production server, nginx).
  // Each holds every language and shows its own until the browser knows better (see PageShell).
  for (const lang of langs) {
    const context: PageContext = {
      lang,
      routeKey: NOT_FOUND_ROUTE,
      alternates: perLang((l) => routePath("home", l, table)),
      breadcrumb: [],
    };
    // Gatsby writes /404/ as /404.html itself; a path ending in .html is written as that file.
    actions.createPage({ path: lang === defaultLang ? "/404/" : notFoundPath(lang), component: templatePath(NOT_FOUND_ROUTE), context });
  }
}

/**
 * Each post's body pictures by the address its body gives them, for the body's column (720 px at
 * most, the page's width less its margins on a phone), in widths at most 1.5 times apart so that a
 * phone's candidate is never much larger than its box.
 */
async function postBodyImages(graphql: CreatePagesArgs["graphql"]): Promise<Map<string, Map<string, ImageFile>>> {
  const result = await graphql<Queries.CreatePagesPostBodyImagesQuery>(`
    query CreatePagesPostBodyImages {
      allBlogPost {
        nodes {
          id
          bodyImages {
            src
            image {
              childImageSharp {
                gatsbyImageData(
                  width: 720
                  outputPixelDensities: [0.3334, 0.4445, 0.6667, 1, 1.5, 2]
                  sizes: "(min-width: 800px) 720px, calc(100vw - 40px)"
                  placeholder: NONE
                  formats: [AUTO, WEBP, AVIF]
                )
              }
            }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new Error(`Could not read the posts' body pictures: ${JSON.stringify(result.errors)}`);
  return new Map(
    result.data.allBlogPost.nodes.map((post) => [post.id, new Map(post.bodyImages.map(({ src, image }) => [src, image as ImageFile]))]),
  );
}
