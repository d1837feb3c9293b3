import { Helmet } from "react-helmet";
import { siteImageOf } from "../config/site";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { useLanguage } from "../i18n/language-context";
import { useLayoutStrings } from "../hooks/use-layout-strings";
import { defaultLang, langs, ogLocale, type Lang } from "../i18n/languages";
import type { Crumb } from "../i18n/page-context";
import { breadcrumbLd, jsonLdScript, organizationLd, webSiteLd } from "./structured-data";

export interface SeoProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Breadcrumb trail after the home crumb; adds BreadcrumbList when given. */
  breadcrumb?: { home: Crumb; trail: readonly Crumb[] };
  noindex?: boolean;
  /** A robots tag to state on an indexable page (noindex wins). */
  robots?: string;
  /** Page-specific JSON-LD records (Service, FAQPage, BlogPosting...). */
  structuredData?: readonly unknown[];
  /** Overrides the language of the head (the not-found page decides it in the browser). */
  lang?: Lang;
  /** Absolute or root-relative social image, with its alt text; the site's own (1200 × 630) when absent. */
  image?: { src: string; alt: string };
  /** The RSS feed to announce, with its title. */
  feed?: { href: string; title: string };
}

/** The site's social image (static/og-image.png), its text in each language (og-image.es.png …). */
const SITE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Every head tag of every page: one component, rendered into the server HTML by react-helmet. */
export function Seo({
  title,
  description,
  keywords,
  breadcrumb,
  noindex,
  robots,
  structuredData = [],
  lang: langProp,
  image,
  feed,
}: SeoProps) {
  const site = useSiteMetadata();
  const { lang: contextLang, alternates } = useLanguage();
  const lang = langProp ?? contextLang;
  const { socialImageAlt } = useLayoutStrings(lang);
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.siteUrl}${path}`);
  const canonical = absolute(alternates[lang]);
  const socialImage = absolute(image?.src ?? siteImageOf(site.socialImage, lang));
  const socialImageText = image?.alt ?? socialImageAlt;
  const facts = {
    name: site.title,
    siteUrl: site.siteUrl,
    email: site.supportEmail,
    foundingYear: site.foundingYear,
    logo: absolute("/icon.png"),
  };
  const records = [
    organizationLd(facts),
    webSiteLd(facts, lang),
    ...(breadcrumb ? [breadcrumbLd(site.siteUrl, breadcrumb.home, breadcrumb.trail)] : []),
    ...structuredData,
  ];
  return (
    <Helmet htmlAttributes={{ lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {(noindex || robots) && <meta name="robots" content={noindex ? "noindex, follow" : robots} />}
      <link rel="canonical" href={canonical} />
      {langs.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={absolute(alternates[l])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(alternates[defaultLang])} />
      {feed && <link rel="alternate" type="application/rss+xml" title={feed.title} href={absolute(feed.href)} />}
      {/* Every page is a "website" (articles too): their article facts are in the BlogPosting JSON-LD. */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={socialImage} />
      <meta property="og:image:alt" content={socialImageText} />
      {!image && <meta property="og:image:width" content={String(SITE_IMAGE_SIZE.width)} />}
      {!image && <meta property="og:image:height" content={String(SITE_IMAGE_SIZE.height)} />}
      <meta property="og:locale" content={ogLocale(lang)} />
      {langs
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocale(other)} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialImage} />
      <meta name="twitter:image:alt" content={socialImageText} />
      {records.map((record, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdScript(record)}
        </script>
      ))}
    </Helmet>
  );
}
