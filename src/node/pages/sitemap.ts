import { defaultLang, langs } from "../../i18n/languages";
import { routePath, type RouteTable } from "../../i18n/paths";

/**
 * sitemap.xml from the route table: every indexable page in both languages, each with its
 * en/es/x-default alternates. Redirects and the not-found page are not pages of the table,
 * so they can never appear; routes marked noindex (the contact form's result pages) are left out.
 */
export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

export function sitemapEntries(table: RouteTable, origin: string): SitemapEntry[] {
  return table
    .filter((def) => !def.noindex)
    .flatMap((def) => {
      const alternates = [
        ...langs.map((lang) => ({ hreflang: lang, href: `${origin}${routePath(def.key, lang, table)}` })),
        { hreflang: "x-default", href: `${origin}${routePath(def.key, defaultLang, table)}` },
      ];
      return langs.map((lang) => ({ loc: `${origin}${routePath(def.key, lang, table)}`, alternates }));
    });
}

/** Text escaped for XML and HTML, attribute values included. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url>
    <loc>${escapeXml(entry.loc)}</loc>
${entry.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join("\n")}
  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${origin}/sitemap.xml
`;
}
