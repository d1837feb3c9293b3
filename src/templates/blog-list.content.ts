import { f, objectType } from "../node/content/content-schema";
import { placeholderChecks, text } from "../node/content/content-fields";
import { pageType } from "../components/page/page-base.content";
import { Cta } from "../components/sections/cta-band.content";
import { Intro } from "../components/sections/section.content";

/** content/<lang>/pages/blog.json: the list pages, and the labels of cards and articles. */
export const BlogListContent = pageType("BlogListContent", "Copy of the blog list page, and the labels of article pages.", {
  labels: f.object(
    objectType(
      "ContentBlogLabels",
      "Small texts of post cards and article pages.",
      {
        readTime: text("After the number of minutes, e.g. min read."),
        by: text("Before the author's name."),
        published: text("Before the publication date."),
        readMore: text("Card link to an article."),
        readCase: text("Card link to a case study."),
        rss: text("Link to the RSS feed."),
        categories: text("Accessible name of a post's category list."),
        draft: text("Badge of a draft post, seen only in gatsby develop."),
        outdatedTranslation: text(
          "Badge of a post whose version in another language changed since it was last marked in sync (npm run translations), seen only in gatsby develop.",
        ),
        related: text("Heading of the related posts at the end of an article."),
        pagination: text("Accessible name of the list pages' navigation."),
        previous: text("Link to the previous list page."),
        next: text("Link to the next list page."),
        page: text("A list page's name, {page} being its number: the link's accessible name and the breadcrumb."),
        pageOf: text("Where a list page is, with {page} and {total}: in the navigation and the page title."),
      },
      placeholderChecks({ page: { required: ["page"] }, pageOf: { required: ["page", "total"] } }),
    ),
    "Labels.",
  ),
  category: f.object(
    objectType(
      "ContentBlogCategoryPage",
      "A category's list page; {category} is the category's name.",
      {
        metaTitle: text("Page title."),
        metaDescription: text("Meta description."),
        tag: text("Small text above the title."),
        title: text("The page's h1."),
        description: text("Under the title."),
      },
      placeholderChecks(
        Object.fromEntries(["metaTitle", "metaDescription", "tag", "title", "description"].map((key) => [key, { optional: ["category"] }])),
      ),
    ),
    "Category pages.",
  ),
  empty: f.object(Intro, "Shown instead of the cards when there are no posts (Content Coming Soon)."),
  cta: f.object(Cta, "The call to action under the posts (to services)."),
});
