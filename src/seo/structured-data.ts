import type { Crumb } from "../i18n/page-context";

/** Pure builders of the JSON-LD records the Seo component renders. */
export interface SiteFacts {
  name: string;
  siteUrl: string;
  email: string;
  foundingYear?: number;
  logo: string;
}

/** The site's own entities (the organization, the website): an id under the site's URL, its name and home. */
function siteEntity(site: SiteFacts, type: string, fragment: string) {
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${site.siteUrl}/#${fragment}`,
    name: site.name,
    url: `${site.siteUrl}/`,
  };
}

export function organizationLd(site: SiteFacts) {
  return {
    ...siteEntity(site, "Organization", "organization"),
    logo: site.logo,
    email: site.email,
    ...(site.foundingYear ? { foundingDate: String(site.foundingYear) } : {}),
  };
}

export function webSiteLd(site: SiteFacts, lang: string) {
  return { ...siteEntity(site, "WebSite", "website"), inLanguage: lang, publisher: { "@id": `${site.siteUrl}/#organization` } };
}

export function breadcrumbLd(siteUrl: string, home: Crumb, trail: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** JSON for a <script> element: "<" escaped so no content can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export interface ServiceFacts {
  name: string;
  description: string;
  serviceType: string;
  areaServed: string;
  url: string;
  offer?: { priceCurrency: string; availability: string; description: string } | null;
}

export function serviceLd(siteUrl: string, brand: string, service: ServiceFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    serviceType: service.serviceType,
    areaServed: service.areaServed,
    url: service.url,
    provider: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: brand, url: `${siteUrl}/` },
    ...(service.offer
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: service.offer.priceCurrency,
            availability: `https://schema.org/${service.offer.availability}`,
            description: service.offer.description,
            url: service.url,
          },
        }
      : {}),
  };
}

export function faqLd(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export interface ArticleFacts {
  title: string;
  description: string;
  date: string;
  url: string;
  image: string;
  lang: string;
  authorName: string;
}

export function blogPostingLd(siteUrl: string, article: ArticleFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: article.lang,
    image: article.image,
    url: article.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    author: { "@type": "Organization", name: article.authorName, url: `${siteUrl}/` },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}
