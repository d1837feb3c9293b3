import { blogPostingLd, faqLd, organizationLd, serviceLd, webSiteLd } from "../../../src/seo/structured-data";

const site = {
  name: "Brisa Software",
  siteUrl: "https://example.test",
  email: "hello@example.test",
  logo: "https://example.test/logo.png",
};

describe("structured data", () => {
  it("gives the organization and the website their own ids under the site, the organization first in each record", () => {
    expect(organizationLd({ ...site, foundingYear: 2021 })).toStrictEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://example.test/#organization",
      name: "Brisa Software",
      url: "https://example.test/",
      logo: "https://example.test/logo.png",
      email: "hello@example.test",
      foundingDate: "2021",
    });
    expect(Object.keys(webSiteLd(site, "es"))).toEqual(["@context", "@type", "@id", "name", "url", "inLanguage", "publisher"]);
    expect(webSiteLd(site, "es")).toMatchObject({
      "@id": "https://example.test/#website",
      publisher: { "@id": "https://example.test/#organization" },
    });
    // A founding date the site does not state is left out.
    expect(organizationLd(site)).not.toHaveProperty("foundingDate");
  });

  it("points a service's provider and an article's publisher at the one organization record", () => {
    const service = serviceLd("https://example.test", "Brisa Software", {
      name: "Web development",
      description: "Sites and web apps.",
      serviceType: "Web development",
      areaServed: "Worldwide",
      url: "https://example.test/en/services/web-development/",
    });
    expect(service.provider).toEqual({
      "@type": "Organization",
      "@id": "https://example.test/#organization",
      name: "Brisa Software",
      url: "https://example.test/",
    });
    expect(service).not.toHaveProperty("offers");
    const article = blogPostingLd("https://example.test", {
      title: "T",
      description: "D",
      date: "2026-01-02",
      url: "https://example.test/en/blog/t/",
      image: "https://example.test/t.png",
      lang: "en",
      authorName: "Brisa Software",
    });
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      publisher: { "@id": "https://example.test/#organization" },
    });
  });

  it("writes each question of an FAQ with its answer", () => {
    expect(faqLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
