import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { langs, languages, type Lang } from "../../i18n/languages";
import { feedPath, routePath } from "../../i18n/paths";
import { escapeXml } from "../pages/sitemap";

/** RSS 2.0 feeds of the blog, one per language, at /<lang>/blog/rss.xml (drafts never in them). */
export interface FeedChannel {
  title: string;
  link: string;
  feedUrl: string;
  description: string;
  lang: Lang;
  items: readonly { title: string; link: string; description: string; date: string; categories: readonly string[] }[];
}

const xml = (text: string): string => escapeXml(text).replace(/'/g, "&apos;");

/** RFC 822 date of a YYYY-MM-DD day, as RSS readers expect. */
export const rfc822 = (day: string): string => new Date(`${day}T09:00:00Z`).toUTCString();

export function rssFeed(channel: FeedChannel): string {
  const items = [...channel.items]
    // Newest first; a day's posts by address, so that the feed never depends on the store's order.
    .sort((a, b) => b.date.localeCompare(a.date) || a.link.localeCompare(b.link))
    .map(
      (item) => `    <item>
      <title>${xml(item.title)}</title>
      <link>${xml(item.link)}</link>
      <guid isPermaLink="true">${xml(item.link)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <description>${xml(item.description)}</description>
${item.categories.map((c) => `      <category>${xml(c)}</category>`).join("\n")}
    </item>`,
    );
  const lastBuild = channel.items.reduce((latest, item) => (item.date > latest ? item.date : latest), "1970-01-01");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(channel.title)}</title>
    <link>${xml(channel.link)}</link>
    <description>${xml(channel.description)}</description>
    <language>${languages[channel.lang].locale}</language>
    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>
    <atom:link href="${xml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}

export async function writeFeeds(
  graphql: CreatePagesArgs["graphql"],
  reporter: Reporter,
  publicDir: string,
  origin: string,
): Promise<void> {
  const result = await graphql<Queries.BlogFeedsQuery>(`
    query BlogFeeds {
      allBlogPost(filter: { draft: { ne: true } }) {
        nodes {
          lang
          path
          title
          excerpt
          date(formatString: "YYYY-MM-DD")
          categoryLinks {
            name
          }
        }
      }
      allBlogListContent {
        nodes {
          lang
          meta {
            title
            description
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog posts for the RSS feeds", result.errors as Error[] | undefined);
    return;
  }
  const { allBlogPost, allBlogListContent } = result.data;
  for (const lang of langs) {
    const list = allBlogListContent.nodes.find((n) => n.lang === lang);
    if (!list) continue;
    const items = allBlogPost.nodes
      .filter((post) => post.lang === lang)
      .map((post) => ({
        title: post.title,
        description: post.excerpt,
        date: post.date,
        categories: post.categoryLinks.map((c) => c.name),
        link: `${origin}${post.path}`,
      }));
    const file = path.join(publicDir, feedPath(lang));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      rssFeed({
        title: list.meta.title,
        description: list.meta.description,
        link: `${origin}${routePath("blog", lang)}`,
        feedUrl: `${origin}${feedPath(lang)}`,
        lang,
        items,
      }),
    );
  }
}
