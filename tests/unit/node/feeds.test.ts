import { formatDay } from "../../../src/i18n/dates";
import { rfc822, rssFeed } from "../../../src/node/blog/feeds";

describe("formatDay", () => {
  it("formats in en-US and es-ES, the same in every time zone", () => {
    expect(formatDay("2025-05-14", "en")).toBe("May 14, 2025");
    expect(formatDay("2025-05-14", "es")).toBe("14 de mayo de 2025");
    expect(formatDay("2025-01-15", "en", "short")).toBe("Jan 15, 2025");
    expect(formatDay("2025-01-15", "es", "short")).toBe("15 ene. 2025");
  });

  it("abbreviates Spanish months the RAE's way, with a period, and English ones the same on every ICU", () => {
    const months = Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, "0")}-03`);
    expect(months.map((day) => formatDay(day, "es", "short"))).toEqual([
      "3 ene. 2024",
      "3 feb. 2024",
      "3 mar. 2024",
      "3 abr. 2024",
      "3 may. 2024",
      "3 jun. 2024",
      "3 jul. 2024",
      "3 ago. 2024",
      "3 sept. 2024",
      "3 oct. 2024",
      "3 nov. 2024",
      "3 dic. 2024",
    ]);
    expect(formatDay("2024-09-03", "en", "short")).toBe("Sep 3, 2024");
    expect(formatDay("2024-12-31", "en", "short")).toBe("Dec 31, 2024");
    expect(formatDay("2024-12-03", "es")).toBe("3 de diciembre de 2024");
  });
});

describe("rssFeed", () => {
  const channel = {
    title: "Blog & news",
    link: "https://brisa.software/es/blog/",
    feedUrl: "https://brisa.software/es/blog/rss.xml",
    description: "Guías <prácticas>",
    lang: "es" as const,
  };
  const feed = rssFeed({
    ...channel,
    items: [
      { title: "Antiguo", link: "https://brisa.software/es/blog/a/", description: "a", date: "2025-01-15", categories: ["X"] },
      { title: "Nuevo", link: "https://brisa.software/es/blog/b/", description: "b", date: "2025-05-14", categories: [] },
    ],
  });

  it("is RSS 2.0 with a self link, newest first, escaped, dated in RFC 822", () => {
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed).toContain('<atom:link href="https://brisa.software/es/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(feed).toContain("<title>Blog &amp; news</title>");
    expect(feed).toContain("<description>Guías &lt;prácticas&gt;</description>");
    expect(feed.indexOf("Nuevo")).toBeLessThan(feed.indexOf("Antiguo"));
    expect(feed).toContain("<language>es-ES</language>");
    expect(rfc822("2025-05-14")).toBe("Wed, 14 May 2025 09:00:00 GMT");
    expect(feed).toContain(`<pubDate>${rfc822("2025-05-14")}</pubDate>`);
    expect(feed).toContain(`<lastBuildDate>${rfc822("2025-05-14")}</lastBuildDate>`);
  });

  it("orders a day's posts by address, whatever order the store gives them in", () => {
    const item = (slug: string) => ({
      title: slug,
      link: `https://brisa.software/es/blog/${slug}/`,
      description: slug,
      date: "2025-12-31",
      categories: [],
    });
    const one = rssFeed({ ...channel, items: [item("b-post"), item("a-post"), item("c-post")] });
    const other = rssFeed({ ...channel, items: [item("c-post"), item("b-post"), item("a-post")] });
    expect(one).toBe(other);
    expect(one.indexOf("a-post")).toBeLessThan(one.indexOf("b-post"));
  });
});
