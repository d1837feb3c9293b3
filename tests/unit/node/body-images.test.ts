import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bodyImageFields, bodyImageProblems, scanBodyImages } from "../../../src/node/blog/body-images";

const frontmatter = ["---", "key: mvp-checklist", 'title: "The MVP checklist"', "---", ""].join("\n");

let contentDir: string;
let postFile: string;

beforeEach(() => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "body-images-"));
  fs.mkdirSync(path.join(contentDir, "blog/mvp-checklist"), { recursive: true });
  fs.writeFileSync(path.join(contentDir, "blog/mvp-checklist/stages.png"), "");
  postFile = path.join(contentDir, "blog/mvp-checklist/index.en.mdx");
});

afterEach(() => fs.rmSync(contentDir, { recursive: true, force: true }));

describe("pictures in a post's body", () => {
  it("lists each picture with its alt text and line, in the file's line numbers", () => {
    const source = `${frontmatter}Intro.\n\n![The five stages, from idea to launch](./stages.png)\n\nText with an inline ![small map](./map.jpg) picture.\n`;
    expect(scanBodyImages(source)).toEqual({
      images: [
        { src: "./stages.png", alt: "The five stages, from idea to launch", line: 7 },
        { src: "./map.jpg", alt: "small map", line: 9 },
      ],
      problems: [],
    });
    expect(bodyImageFields(source)).toEqual([
      { src: "./stages.png", image: "./stages.png" },
      { src: "./map.jpg", image: "./map.jpg" },
    ]);
  });

  it("ignores pictures inside code", () => {
    expect(scanBodyImages(`${frontmatter}\`\`\`md\n![](./stages.png)\n\`\`\`\n`)).toEqual({ images: [], problems: [] });
  });

  it("fails a picture without alt text, naming the file, the line and the picture", () => {
    const source = `${frontmatter}Intro.\n\n![](./stages.png)\n\n![   ](./stages.png)\n`;
    expect(bodyImageProblems(postFile, source, contentDir)).toEqual([
      'content/blog/mvp-checklist/index.en.mdx:7: the picture "./stages.png" has no alt text: write what it shows, ![what it shows](./stages.png)',
      'content/blog/mvp-checklist/index.en.mdx:9: the picture "./stages.png" has no alt text: write what it shows, ![what it shows](./stages.png)',
    ]);
  });

  it("fails a missing file, a remote picture, a format sharp does not optimize, an <img> tag and a reference", () => {
    const source = [
      frontmatter,
      "![Stages](./missing.png)",
      "",
      "![Stages](https://example.com/stages.png)",
      "",
      "![Stages](/images/stages.png)",
      "",
      "![Stages](./stages.svg)",
      "",
      '<img src="./stages.png" alt="Stages" />',
      "",
      "![Stages][stages]",
      "",
      "[stages]: ./stages.png",
      "",
    ].join("\n");
    expect(bodyImageProblems(postFile, source, contentDir)).toEqual([
      'content/blog/mvp-checklist/index.en.mdx:6: names a picture that does not exist: "./missing.png"',
      'content/blog/mvp-checklist/index.en.mdx:8: the picture "https://example.com/stages.png" must be a file next to the post, e.g. ./diagram.png',
      'content/blog/mvp-checklist/index.en.mdx:10: the picture "/images/stages.png" must be a file next to the post, e.g. ./diagram.png',
      'content/blog/mvp-checklist/index.en.mdx:12: the picture "./stages.svg" must be .png, .jpg, .jpeg, .webp, .avif',
      "content/blog/mvp-checklist/index.en.mdx:14: write the picture as ![what it shows](./picture.png): an <img> tag is not optimized",
      "content/blog/mvp-checklist/index.en.mdx:16: a picture must be written ![what it shows](./picture.png), not by reference",
    ]);
  });

  it("accepts a described picture that exists", () => {
    expect(bodyImageProblems(postFile, `${frontmatter}![The five stages](./stages.png)\n`, contentDir)).toEqual([]);
  });

  it("reports MDX it cannot read with the file and line, instead of throwing", () => {
    expect(bodyImageProblems(postFile, `${frontmatter}Text\n\n<Broken\n`, contentDir)).toEqual([
      expect.stringMatching(/^content\/blog\/mvp-checklist\/index\.en\.mdx:\d+: the MDX cannot be read: .+/),
    ]);
    expect(bodyImageFields(`${frontmatter}<Broken\n`)).toEqual([]);
  });
});
