import {
  f,
  interfaceType,
  missingKeys,
  objectType,
  type ObjectType,
  pickAnalyticsCase,
  pickFields,
  readNode,
  toSDL,
  validateObject,
} from "../../../src/node/content/content-schema";

const Item = objectType("TestItem", "An item.", {
  name: f.string("Its name."),
  kind: f.string("Its kind.", ["a", "b"]),
});
const Doc = objectType("TestDoc", "A document.", {
  title: f.string("The title."),
  subtitle: f.optional(f.string("An optional subtitle.")),
  count: f.int("A count."),
  ratio: f.float("A ratio."),
  live: f.boolean("Whether it is live."),
  cover: f.image("A picture."),
  items: f.list(f.object(Item, "One item."), "Exactly two items.", 2),
});

const ctx = { imageExists: (p: string) => p === "../images/ok.png" };
const check = (value: unknown, type: ObjectType = Doc) => validateObject(value, type, "", ctx);
const valid = {
  title: "Hello",
  count: 3,
  ratio: 0.5,
  live: true,
  cover: "../images/ok.png",
  items: [
    { name: "one", kind: "a" },
    { name: "two", kind: "b" },
  ],
};

describe("validateObject", () => {
  it("accepts a valid document, with optional fields absent", () => {
    expect(check(valid)).toEqual([]);
  });

  it("names the key of every problem", () => {
    const problems = check({
      count: 2.5,
      ratio: "x",
      live: "yes",
      cover: "../images/missing.png",
      items: [{ name: "", kind: "c" }],
      extra: 1,
    });
    expect(problems).toEqual([
      { key: "title", message: "is required but missing" },
      { key: "count", message: "must be a whole number, found a number" },
      { key: "ratio", message: "must be a number, found a string" },
      { key: "live", message: "must be true or false, found a string" },
      { key: "cover", message: 'names an image that does not exist: "../images/missing.png"' },
      { key: "items", message: "must have exactly 2 items, found 1" },
      { key: "items[0].name", message: "must not be empty" },
      { key: "items[0].kind", message: 'must be one of a, b, found "c"' },
      { key: "extra", message: "is not a known field of TestDoc" },
    ]);
  });

  it("rejects a file that is not an object", () => {
    expect(check([])).toEqual([{ key: "(file)", message: "must be an object, found a list" }]);
  });
});

describe("readNode: a node Gatsby hands back, read through its declaration", () => {
  const node = { ...valid, id: "doc-1", parent: null, children: [], internal: { type: "TestDoc", contentDigest: "", owner: "" } };

  it("gives the declared fields only, typed, whatever else the node carries", () => {
    const read = readNode(node, pickFields(Doc, ["title", "count", "items"]));
    expect(read).toEqual({ title: "Hello", count: 3, items: valid.items });
    expect(Object.keys(read)).not.toContain("internal");
  });

  it("throws naming the type, the node and the key when a field is not what the declaration says", () => {
    expect(() => readNode({ ...node, count: "3" }, Doc)).toThrow('TestDoc node doc-1: "count" must be a whole number, found a string');
    expect(() => readNode({ ...node, title: undefined }, pickFields(Doc, ["title"]))).toThrow(
      'TestDoc node doc-1: "title" is required but missing',
    );
  });
});

describe("missingKeys", () => {
  it("lists keys and list items the other side lacks", () => {
    const en = { a: 1, b: { c: 2, d: [1, 2, { e: 3 }] } };
    const es = { a: 1, b: { c: 2, d: [1, 2, {}] } };
    expect(missingKeys(en, es)).toEqual(["b.d[2].e"]);
    expect(missingKeys({ list: [1, 2, 3] }, { list: [1, 2] })).toEqual(["list[2]"]);
    expect(missingKeys(es, en)).toEqual([]);
  });
});

describe("toSDL", () => {
  const sdl = toSDL([{ type: Doc, interfaces: ["Page"] }], { lang: f.string("The language.") });

  it("escapes quotes in descriptions", () => {
    const quoted = objectType("Quoted", 'Say "hi"', { a: f.string('Ends with "quotes"') });
    expect(toSDL([{ type: quoted }], {})).toContain('"Ends with \\"quotes\\""');
  });

  it("declares the object types of fields every node has, like those of the type's own fields", () => {
    const withNested = toSDL([{ type: objectType("TestNode", "A node.", { a: f.string("A.") }) }], {
      items: f.list(f.object(Item, "An item."), "Derived items."),
    });
    expect(withNested).toContain("  items: [TestItem!]!");
    expect(withNested).toContain("type TestItem @dontInfer {");
  });

  it("declares node types with Node, interfaces and no inference, describes every field and links images to files", () => {
    expect(sdl).toContain("type TestDoc implements Node & Page @dontInfer {");
    expect(sdl).toContain('"A document."');
    expect(sdl).toContain('"The language."\n  lang: String!');
    expect(sdl).toContain("subtitle: String\n");
    expect(sdl).toContain("cover: File! @fileByRelativePath");
    expect(sdl).toContain("items: [TestItem!]!");
    expect(sdl).toContain("ratio: Float!");
  });

  describe("interfaces: fields several types share, read by one fragment", () => {
    const Named = interfaceType("TestNamed", "Something with a name and items.", {
      name: f.string("Its name."),
      items: f.list(f.object(Item, "An item."), "Its items."),
    });
    const Box = objectType(
      "TestBox",
      "A box.",
      { name: f.string("The box's name."), items: f.list(f.object(Item, "A thing in it."), "Three things.", 3), size: f.int("Its size.") },
      undefined,
      [Named],
    );

    it("declares the interface once and each type, nested or node, as implementing it", () => {
      const Shelf = objectType("TestShelf", "A shelf.", { ...Named.fields, box: f.object(Box, "Its box.") }, undefined, [Named]);
      const withBox = toSDL([{ type: Shelf }], {});
      expect(withBox).toContain("type TestShelf implements Node & TestNamed @dontInfer {");
      expect(withBox).toContain("type TestBox implements TestNamed @dontInfer {");
      expect(withBox.match(/interface TestNamed \{/g)).toHaveLength(1);
      expect(withBox).toContain('"Its name."\n  name: String!\n  "Its items."\n  items: [TestItem!]!\n}');
    });

    it("stops when a type lacks a field of its interface or types it otherwise", () => {
      expect(() => objectType("TestShelf", "A shelf.", { box: f.object(Box, "Its box.") }, undefined, [Named])).toThrow(
        "TestShelf implements TestNamed, so its field name must be String!, not missing",
      );
      expect(() =>
        objectType("TestTag", "A tag.", { name: f.optional(f.string("Its name.")), items: Box.fields.items }, undefined, [Named]),
      ).toThrow("TestTag implements TestNamed, so its field name must be String!, not String");
    });
  });
});

describe("f.byAnalytics: copy that depends on the analytics setting", () => {
  const Section = objectType("TestSection", "A section.", {
    title: f.string("Its title."),
    text: f.byAnalytics(f.string("What it says.")),
    points: f.byAnalytics(f.list(f.string("A point."), "Two points.", 2)),
  });

  it("accepts one value for both cases, or one per case", () => {
    expect(check({ title: "T", text: "Same", points: ["a", "b"] }, Section)).toEqual([]);
    expect(
      check(
        {
          title: "T",
          text: { analyticsOff: "No counter.", analyticsOn: "A counter." },
          points: { analyticsOff: ["a", "b"], analyticsOn: ["c", "d"] },
        },
        Section,
      ),
    ).toEqual([]);
  });

  it("names a missing case, an unknown case and a wrong value inside a case", () => {
    expect(
      check(
        { title: "T", text: { analyticsOn: "A counter.", analyticOff: "typo" }, points: { analyticsOff: ["a"], analyticsOn: ["c", ""] } },
        Section,
      ),
    ).toEqual([
      { key: "text.analyticsOff", message: "is required but missing" },
      { key: "text.analyticOff", message: "is not one of the analytics cases analyticsOff, analyticsOn" },
      { key: "points.analyticsOff", message: "must have exactly 2 items, found 1" },
      { key: "points.analyticsOn[1]", message: "must not be empty" },
    ]);
    expect(check({ title: "T", text: 3, points: ["a", "b"] }, Section)).toEqual([{ key: "text", message: "must be text, found a number" }]);
  });

  it("is declared in GraphQL as the value's own type, resolved by the byAnalytics extension", () => {
    const sdl = toSDL([{ type: Section }], {});
    expect(sdl).toContain("  text: String! @byAnalytics");
    expect(sdl).toContain("  points: [String!]! @byAnalytics");
    expect(toSDL([{ type: objectType("TestOptional", "x", { a: f.optional(f.byAnalytics(f.string("A."))) }) }], {})).toContain(
      "  a: String @byAnalytics",
    );
  });

  it("gives each build its own case, and a single value to both", () => {
    const text = { analyticsOff: "No counter.", analyticsOn: "A counter." };
    expect(pickAnalyticsCase(text, false)).toBe("No counter.");
    expect(pickAnalyticsCase(text, true)).toBe("A counter.");
    expect(pickAnalyticsCase("Same", true)).toBe("Same");
    expect(pickAnalyticsCase(["a", "b"], false)).toEqual(["a", "b"]);
  });

  it("refuses to wrap an object, which could not be told apart from the cases", () => {
    expect(() => f.byAnalytics(f.object(Section, "A section."))).toThrow("f.byAnalytics takes text or a list, not object");
  });

  it("keeps the languages in step: cases on one side only are reported from that side (each file is checked against the other)", () => {
    expect(missingKeys({ text: { analyticsOff: "a", analyticsOn: "b" } }, { text: "c" })).toEqual(["text"]);
    expect(missingKeys({ text: { analyticsOff: "a", analyticsOn: "b" } }, { text: { analyticsOff: "a" } })).toEqual(["text.analyticsOn"]);
  });
});
