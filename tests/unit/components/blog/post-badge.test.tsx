import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import type { Lang } from "../../../../src/i18n/languages";
import type { ArticleContext } from "../../../../src/i18n/page-context";
import BlogPostTemplate from "../../../../src/templates/blog-post";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";

/** The article page's badges, which only gatsby develop has reason to show: draft, outdated translation. */
type Labels = NonNullable<Queries.BlogPostPageQuery["list"]>["labels"];

function renderArticle(lang: Lang, flags: { draft: boolean; outdatedTranslation: boolean }) {
  const { labels, meta } = readContent<{ labels: Labels; meta: { title: string } }>(lang, "pages/blog.json");
  const data: Queries.BlogPostPageQuery = {
    post: {
      title: "The MVP checklist",
      excerpt: "What an MVP needs before launch.",
      date: "2025-05-14",
      dateText: "May 14, 2025",
      dateShort: "May 14, 2025",
      readTime: 5,
      ...flags,
      categoryLinks: [],
      coverAlt: "A checklist",
      author: { name: "Brisa Software Team", avatar: null },
      cover: { childImageSharp: null },
    },
    list: { meta: { title: meta.title }, labels },
    related: { nodes: [] },
  } as unknown as Queries.BlogPostPageQuery;
  const alternates = { en: "/en/blog/mvp-checklist/", es: "/es/blog/lista-mvp/" };
  const pageContext: ArticleContext = {
    lang,
    routeKey: "post:mvp-checklist",
    alternates,
    breadcrumb: [{ label: "The MVP checklist", path: alternates[lang] }],
    postId: "post",
    relatedIds: [],
    bodyHtml: "<p>Body.</p>",
  };
  const props = { data, pageContext } as unknown as PageProps<Queries.BlogPostPageQuery, ArticleContext>;
  return renderInLanguage(<BlogPostTemplate {...props} />, lang, alternates);
}

describe("the article's badges", () => {
  it.each([
    ["en", true, true, ["Draft", "Outdated translation"]],
    ["es", false, true, ["Traducción desactualizada"]],
    ["en", true, false, ["Draft"]],
    ["es", false, false, []],
  ] as const)("%s, draft %s, outdated translation %s: %j, side by side", (lang, draft, outdatedTranslation, shown) => {
    renderArticle(lang, { draft, outdatedTranslation });
    const badges = screen.queryAllByTestId(/^(draft|outdated-translation)-badge$/);
    expect(badges.map((badge) => badge.textContent)).toEqual(shown);
    // Side by side: a row of the badges alone, the draft's first.
    if (badges.length > 0) expect([...badges[0]!.parentElement!.children]).toEqual(badges);
  });
});
