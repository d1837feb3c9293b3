import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { langs } from "../../../src/i18n/languages";
import {
  CONTENT_DIR,
  contentFileKind,
  contentProblems,
  allContentProblems,
  contentTypeDefs,
  expectedContentFiles,
  missingContentFiles,
  onCreateContentNode,
  projectChoiceProblems,
  readJson,
} from "../../../src/node/content/source-content";
import { tempDirEach } from "./temp-dir";

describe("the site's JSON content", () => {
  it("has every expected file in both languages", () => {
    expect(missingContentFiles()).toEqual([]);
  });

  it.each(langs.flatMap((lang) => expectedContentFiles().map((file) => `${lang}/${file}`)))(
    "%s is valid and matches the other language",
    (relative) => {
      expect(contentProblems(relative, readJson(path.join(CONTENT_DIR, relative)))).toEqual([]);
    },
  );
});

describe("content errors name the file and the key", () => {
  const dir = tempDirEach("content-", CONTENT_DIR);
  const read = <T = Record<string, unknown>>(file: string) => readJson(path.join(dir(), file)) as T;
  const problems = (file: string, data: unknown = read(file)) => contentProblems(file, data, dir());

  it("reports a carousel template that lost or renamed a placeholder, and a carousel string missing in one language", () => {
    const data = read<{ carousel: Record<string, unknown> }>("es/layout.json");
    data.carousel.showSlide = "Mostrar diapositiva";
    data.carousel.slideOf = "{n} de {count}";
    expect(problems("es/layout.json", data)).toEqual([
      'content/es/layout.json: "carousel.showSlide" must contain {n} once (found 0 times)',
      'content/es/layout.json: "carousel.slideOf" must contain {total} once (found 0 times)',
      'content/es/layout.json: "carousel.slideOf" has an unknown placeholder {count} (it takes {n}, {total})',
    ]);
    delete data.carousel.pause;
    fs.writeFileSync(path.join(dir(), "es/layout.json"), JSON.stringify(data));
    expect(problems("en/layout.json")).toEqual(['content/es/layout.json: "carousel.pause" is missing (it is in content/en/layout.json)']);
  });

  it("checks the placeholders of every text that takes them: blog labels and category pages, not-sent reasons, the privacy policy", () => {
    const blog = read<{
      labels: Record<string, string>;
      category: Record<string, string>;
    }>("es/pages/blog.json");
    blog.labels.page = "Página";
    blog.labels.pageOf = "Página {page} de {total} ({total})";
    blog.category.title = "{categoria}";
    blog.category.tag = "Categoría del blog";
    expect(problems("es/pages/blog.json", blog)).toEqual([
      'content/es/pages/blog.json: "labels.page" must contain {page} once (found 0 times)',
      'content/es/pages/blog.json: "labels.pageOf" must contain {total} once (found 2 times)',
      'content/es/pages/blog.json: "category.title" has an unknown placeholder {categoria} (it takes {category})',
    ]);

    const notSent = read<{ reasons: Record<string, { description: string }> }>("en/pages/contact-not-sent.json");
    notSent.reasons.failed!.description = "Please try again in {minutes}.";
    expect(problems("en/pages/contact-not-sent.json", notSent)).toEqual([
      'content/en/pages/contact-not-sent.json: "reasons.failed.description" has an unknown placeholder {minutes} (it takes {duration})',
    ]);

    const privacy = read<{ sections: { paragraphs: unknown }[] }>("en/pages/privacy.json");
    privacy.sections[0]!.paragraphs = ["Write to {mail}."];
    expect(problems("en/pages/privacy.json", privacy)).toEqual([
      'content/en/pages/privacy.json: "sections[0].paragraphs[0]" has an unknown placeholder {mail} (it takes {email}, {analyticsHost})',
    ]);
  });

  it("reports a missing required field, a wrong route key and a missing counterpart file", () => {
    const data = read<{ hero: Record<string, unknown> }>("en/pages/contact.json");
    delete data.hero.title;
    expect(problems("en/pages/contact.json", data)).toContain('content/en/pages/contact.json: "hero.title" is required but missing');
    const layout = read<{ header: { links: { route: string }[] } }>("en/layout.json");
    layout.header.links[0]!.route = "nowhere";
    expect(problems("en/layout.json", layout)[0]).toMatch(
      /^content\/en\/layout\.json: "header\.links\[0\]\.route" must be one of home, services/,
    );
    fs.rmSync(path.join(dir(), "es/pages/privacy.json"));
    expect(problems("en/pages/privacy.json")).toEqual([
      "content/en/pages/privacy.json has no counterpart: content/es/pages/privacy.json is missing",
    ]);
    expect(missingContentFiles(dir())).toEqual(["content/es/pages/privacy.json is missing"]);
  });

  it("lists every problem of every file at once, from both sides of a missing key", () => {
    const file = path.join(dir(), "es/layout.json");
    const data = readJson(file) as { header: Record<string, unknown> };
    delete data.header.startProject;
    fs.writeFileSync(file, JSON.stringify(data));
    fs.writeFileSync(path.join(dir(), "en/pages/stray.json"), "{}");
    expect(allContentProblems(dir())).toEqual([
      'content/es/layout.json: "header.startProject" is missing (it is in content/en/layout.json)',
      expect.stringContaining("content/en/pages/stray.json is not a known content file"),
      'content/es/layout.json: "header.startProject" is required but missing',
    ]);
    expect(allContentProblems()).toEqual([]);
  });

  it("reports a service page with both a portfolio and maintenance types, which no template shows together", () => {
    const maintenance = read<{ maintenanceTypes: unknown }>("en/pages/software-maintenance.json");
    const data = read("en/pages/web-development.json");
    data.maintenanceTypes = maintenance.maintenanceTypes;
    expect(problems("en/pages/web-development.json", data)).toContain(
      'content/en/pages/web-development.json: "maintenanceTypes" is not shown on a page with a portfolio: a service page has one or the other',
    );
  });

  it("requires the hero's buttons on the pages whose hero has them, and lets every other page go without", () => {
    for (const file of ["en/pages/services.json", "es/pages/contact-sent.json", "en/pages/seo.json", "es/pages/almia.json"]) {
      const data = read(file);
      delete data.heroActions;
      expect(problems(file, data)).toContain(`content/${file}: "heroActions" is required but missing`);
    }
    const privacy = read("en/pages/privacy.json");
    expect(privacy.heroActions).toBeUndefined();
    expect(problems("en/pages/privacy.json", privacy)).toEqual([]);
  });

  it("rejects files it does not know", () => {
    expect(contentFileKind("fr/layout.json")).toContain("must live under content/en/ or content/es/");
  });

  it("reports a carousel naming a project that does not exist, or one project twice", () => {
    expect(projectChoiceProblems(dir())).toEqual([]);
    const file = path.join(dir(), "es/pages/ai-agents.json");
    const data = readJson(file) as { portfolio: { projects: string[] } };
    data.portfolio.projects = ["almia", "almia-ia", "nurdoc", "almia"];
    fs.writeFileSync(file, JSON.stringify(data));
    expect(projectChoiceProblems(dir())).toEqual([
      'content/es/pages/ai-agents.json: "portfolio.projects[1]" is "almia-ia", not a project id of content/es/projects.json (nurdoc, boathous, startspringfast, autoemailed, almia)',
      'content/es/pages/ai-agents.json: "portfolio.projects[3]" names "almia" again',
    ]);
    expect(allContentProblems(dir())).toEqual(projectChoiceProblems(dir()));
  });
});

describe("contentTypeDefs", () => {
  it("declares the PageContent interface and a type per page family", () => {
    const sdl = contentTypeDefs();
    expect(sdl).toContain("interface PageContent implements Node {");
    for (const type of ["HomeContent", "ServicePageContent", "CaseStudyContent", "LayoutContent"]) {
      expect(sdl).toMatch(new RegExp(`type ${type} implements Node`));
    }
  });

  it("has every page's hero buttons in PageContent, required only where a page's type declares them again", () => {
    const sdl = contentTypeDefs();
    const body = (name: string) => sdl.slice(sdl.indexOf(`${name} implements `)).split("\n}")[0]!;
    expect(body("interface PageContent")).toMatch(/^\s*heroActions: ContentHeroActions$/m);
    expect(body("type ServicesIndexContent")).toMatch(/^\s*heroActions: ContentHeroActions!$/m);
    expect(body("type PrivacyContent")).toMatch(/^\s*heroActions: ContentHeroActions$/m);
  });
});

describe("content nodes", () => {
  const args = (relativePath: string, fileId = relativePath) => {
    const reporter = { error: jest.fn() };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    const node = {
      id: fileId,
      internal: { type: "File" },
      sourceInstanceName: "content",
      extension: "json",
      relativePath,
      absolutePath: path.join(CONTENT_DIR, relativePath),
    };
    return { node, actions, reporter, createNodeId: (s: string) => s, createContentDigest: () => "digest" } as unknown as CreateNodeArgs & {
      actions: typeof actions;
      reporter: typeof reporter;
    };
  };

  it("are made from page copy, and not from the translation index, which is no copy and no error", () => {
    const copy = args("en/pages/blog.json");
    onCreateContentNode(copy);
    expect(copy.actions.createNode).toHaveBeenCalledWith(expect.objectContaining({ lang: "en", route: "blog" }));

    const index = args("translations.json");
    onCreateContentNode(index);
    expect(index.actions.createNode).not.toHaveBeenCalled();
    expect(index.reporter.error).not.toHaveBeenCalled();
  });

  it("hold the copy typeset: a number range keeps its word joiner (the JSON file has a plain hyphen)", () => {
    const home = args("en/pages/home.json");
    onCreateContentNode(home);
    const node = (home.actions.createNode.mock.calls[0] as [{ hero: { description: string } }])[0];
    expect(readJson(path.join(CONTENT_DIR, "en/pages/home.json"))).toMatchObject({
      hero: { description: expect.stringContaining("2-4 weeks") },
    });
    expect(node.hero.description).toContain("2-\u20604 weeks");
  });

  it("take their id from their File node, so that a build from another content folder never shares one", () => {
    // Two File nodes for en/layout.json: the last build's content folder and this build's. Gatsby
    // deletes the last build's File node and its children; a child id both shared went with it.
    const made = ["file of content/", "file of tmp/blog-fixture/content/"].map((fileId) => {
      const layout = args("en/layout.json", fileId);
      onCreateContentNode(layout);
      return (layout.actions.createNode.mock.calls[0] as [{ id: string }])[0].id;
    });
    expect(new Set(made).size).toBe(2);
  });
});
