/**
 * Reads what the server HTML of a page says, by opening it with JavaScript disabled:
 * the DOM is then exactly the server's HTML.
 */
export async function readServerPage(page, absoluteUrl) {
  const response = await page.goto(absoluteUrl, { waitUntil: "domcontentloaded" });
  const data = await page.evaluate(() => {
    const attr = (selector, name) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    const meta = (key) => [...attr(`meta[name="${key}"]`, "content"), ...attr(`meta[property="${key}"]`, "content")];
    const body = document.body.cloneNode(true);
    body.querySelectorAll("script, style, noscript, template").forEach((el) => el.remove());
    const badAttributes = [];
    for (const el of body.querySelectorAll("*")) {
      for (const { name, value } of el.attributes) {
        if (/(^|[\s/=?&#])(undefined|null|NaN)($|[\s/&?#])/.test(value)) {
          badAttributes.push(`<${el.localName} ${name}="${value}">`);
        }
      }
    }
    return {
      htmlLang: document.documentElement.getAttribute("lang"),
      h1: [...document.querySelectorAll("h1")].map((h) => h.textContent.trim()),
      titles: [...document.querySelectorAll("head title")].map((t) => t.textContent),
      description: meta("description"),
      keywords: meta("keywords"),
      robots: meta("robots"),
      ogTitle: meta("og:title"),
      ogDescription: meta("og:description"),
      ogType: meta("og:type"),
      ogImage: meta("og:image"),
      ogImageAlt: meta("og:image:alt"),
      ogImageWidth: meta("og:image:width"),
      ogImageHeight: meta("og:image:height"),
      twitterImageAlt: meta("twitter:image:alt"),
      ogUrl: meta("og:url"),
      ogLocale: meta("og:locale"),
      ogLocaleAlternate: meta("og:locale:alternate"),
      twitterCard: meta("twitter:card"),
      canonical: attr('link[rel="canonical"]', "href"),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => ({
        hreflang: l.getAttribute("hreflang"),
        href: l.getAttribute("href"),
      })),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
      refresh: attr('meta[http-equiv="refresh" i]', "content"),
      // text nodes joined with spaces, so that words of neighbouring elements stay apart
      bodyText: (() => {
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        const parts = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue);
        return parts.join(" ").replace(/\s+/g, " ").trim();
      })(),
      badAttributes,
    };
  });
  return { status: response?.status() ?? 0, ...data };
}

/** Every JSON-LD node of a page (top-level records and the members of @graph). */
export function jsonLdNodes(texts) {
  const nodes = [];
  const errors = [];
  texts.forEach((text, index) => {
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      errors.push(`JSON-LD script #${index + 1} is not JSON: ${error.message}`);
      return;
    }
    for (const record of Array.isArray(parsed) ? parsed : [parsed]) {
      if (record && Array.isArray(record["@graph"])) nodes.push(...record["@graph"]);
      else nodes.push(record);
    }
  });
  return { nodes, errors };
}

export function typesOf(node) {
  const type = node?.["@type"];
  return Array.isArray(type) ? type : type ? [type] : [];
}

/** Words that must never reach a visitor. "TODO" is matched in capitals only ("todo" is Spanish). */
export function forbiddenWords(text) {
  const found = new Set();
  for (const m of text.matchAll(/\b(lorem|placeholder|undefined|null)\b/gi)) found.add(m[0]);
  for (const m of text.matchAll(/\bTODO\b/g)) found.add(m[0]);
  return [...found];
}
