import fs from "node:fs";
import path from "node:path";
import { bodyImageFields, bodyImageProblems, scanBodyImages, scansKeptIn } from "../../../src/node/blog/body-images";
import { tempDirEach } from "./temp-dir";

const frontmatter = ["---", "key: mvp-checklist", 'title: "The MVP checklist"', "---", ""].join("\n");

const contentDir = tempDirEach("body-images-");
const postFile = () => path.join(contentDir(), "blog/mvp-checklist/index.en.mdx");
beforeEach(() => {
  fs.mkdirSync(path.join(contentDir(), "blog/mvp-checklist"), { recursive: true });
  fs.writeFileSync(path.join(contentDir(), "blog/mvp-checklist/stages.png"), "");
});

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
    expect(bodyImageProblems(postFile(), source, contentDir())).toEqual([
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
    expect(bodyImageProblems(postFile(), source, contentDir())).toEqual([
      'content/blog/mvp-checklist/index.en.mdx:6: names a picture that does not exist: "./missing.png"',
      'content/blog/mvp-checklist/index.en.mdx:8: the picture "https://example.com/stages.png" must be a file next to the post, e.g. ./diagram.png',
      'content/blog/mvp-checklist/index.en.mdx:10: the picture "/images/stages.png" must be a file next to the post, e.g. ./diagram.png',
      'content/blog/mvp-checklist/index.en.mdx:12: the picture "./stages.svg" must be .png, .jpg, .jpeg, .webp, .avif',
      "content/blog/mvp-checklist/index.en.mdx:14: write the picture as ![what it shows](./picture.png): an <img> tag is not optimized",
      "content/blog/mvp-checklist/index.en.mdx:16: a picture must be written ![what it shows](./picture.png), not by reference",
    ]);
  });

  it("accepts a described picture that exists", () => {
    expect(bodyImageProblems(postFile(), `${frontmatter}![The five stages](./stages.png)\n`, contentDir())).toEqual([]);
  });

  it("reports MDX it cannot read with the file and line, instead of throwing", () => {
    expect(bodyImageProblems(postFile(), `${frontmatter}Text\n\n<Broken\n`, contentDir())).toEqual([
      expect.stringMatching(/^content\/blog\/mvp-checklist\/index\.en\.mdx:\d+: the MDX cannot be read: .+/),
    ]);
    expect(bodyImageFields(`${frontmatter}<Broken\n`)).toEqual([]);
  });
});

describe("scans kept between builds", () => {
  const withPicture = `${frontmatter}![The five stages, from idea to launch](./stages.png)\n`;
  const without = `${frontmatter}Only words.\n`;

  it("scans as scanBodyImages does, and keeps this build's scans only", () => {
    const file = path.join(contentDir(), "cache", "scans.json");
    const first = scansKeptIn(file);
    expect(first.scan(withPicture)).toEqual(scanBodyImages(withPicture));
    expect(first.scan(without)).toEqual(scanBodyImages(without));
    first.save();
    expect(Object.keys(JSON.parse(fs.readFileSync(file, "utf8")) as object)).toHaveLength(2);
    const second = scansKeptIn(file);
    second.scan(without);
    second.save();
    expect(Object.values(JSON.parse(fs.readFileSync(file, "utf8")) as object)).toEqual([scanBodyImages(without)]);
  });

  it("reuses a kept scan instead of parsing the file again", () => {
    const file = path.join(contentDir(), "scans.json");
    const first = scansKeptIn(file);
    first.scan(withPicture);
    first.save();
    // The kept scan, edited: what the next build returns shows it was not parsed again.
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    const key = Object.keys(kept)[0]!;
    fs.writeFileSync(file, JSON.stringify({ [key]: { images: [], problems: [{ line: 1, message: "kept" }] } }));
    expect(scansKeptIn(file).scan(withPicture)).toEqual({ images: [], problems: [{ line: 1, message: "kept" }] });
  });

  it("scans everything when the file is missing or unreadable", () => {
    const file = path.join(contentDir(), "scans.json");
    fs.writeFileSync(file, "{not json");
    expect(scansKeptIn(file).scan(withPicture)).toEqual(scanBodyImages(withPicture));
  });
});
