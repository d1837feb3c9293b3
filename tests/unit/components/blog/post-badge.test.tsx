import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import type { Lang } from "../../../../src/i18n/languages";
import type { ArticleContext } from "../../../../src/i18n/page-context";
import BlogPostTemplate from "../../../../src/templates/blog-post";
import { readContent } from "../../support/content";
import { renderInLanguage } from "../../support/render";

/** The article page's badges, which only gatsby develop has reason to show: draft, outdated translation. */

// The MDX runtime ships as ES modules only, and the body is not what these tests look at.

type Labels = NonNullable<Queries.BlogPostPageQuery["list"]>["labels"];

function renderArticle(lang: Lang, flags: { draft: boolean; outdatedTranslation: boolean }) {
  const { labels, meta } = readContent<{ labels: Labels; meta: { title: string } }>(lang, "pages/blog.json");
  const data: Queries.BlogPostPageQuery = {
    post: {
      title: "The MVP checklist",
      excerpt: "What an MVP needs before launch.",
      date: "2025-05-14",
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

describe("the article's outdated translation badge", () => {
  it("shows 'Outdated translation' beside the draft badge when the post's field is true", () => {
    renderArticle("en", { draft: true, outdatedTranslation: true });
    expect(screen.getByTestId("outdated-translation-badge")).toHaveTextContent(/^Outdated translation$/);
    expect(screen.getByTestId("draft-badge")).toHaveTextContent(/^Draft$/);
    // Side by side: one row of badges.
    const row = screen.getByTestId("draft-badge").parentElement!;
    expect([...row.children]).toEqual([screen.getByTestId("draft-badge"), screen.getByTestId("outdated-translation-badge")]);
  });

  it("is in Spanish on a Spanish article, with or without the draft badge", () => {
    renderArticle("es", { draft: false, outdatedTranslation: true });
    expect(screen.getByTestId("outdated-translation-badge")).toHaveTextContent(/^Traducción desactualizada$/);
    expect(screen.queryByTestId("draft-badge")).toBeNull();
  });

  it("is not there when the field is false", () => {
    renderArticle("en", { draft: true, outdatedTranslation: false });
    expect(screen.queryByTestId("outdated-translation-badge")).toBeNull();
    expect(screen.queryByText("Outdated translation")).toBeNull();
    expect(screen.getByTestId("draft-badge")).toBeInTheDocument();
  });

  it("leaves a published post in sync without a badge", () => {
    renderArticle("es", { draft: false, outdatedTranslation: false });
    expect(screen.queryByText("Traducción desactualizada")).toBeNull();
    expect(screen.queryByTestId("outdated-translation-badge")).toBeNull();
    expect(screen.queryByTestId("draft-badge")).toBeNull();
  });
});
