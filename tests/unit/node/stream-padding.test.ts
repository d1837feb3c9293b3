import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { withoutStreamPadding } from "../../../src/node/hosting/stream-padding";

type Body = ReturnType<typeof createElement>;

/** A page's body as Gatsby makes it: renderToPipeableStream into a stream, the bytes decoded at the end. */
function streamed(body: Body): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(body, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe("React's stream padding", () => {
  // React writes short texts into 2,048-byte views: four paragraphs of 500 letters, then one whose
  // character of 2, 3 or 4 bytes moves across the end of the first view, one byte at a time.
  const cases: Body[] = ["á", "€", "🚀"].flatMap((character) =>
    Array.from({ length: 64 }, (_, shift) =>
      createElement(
        "div",
        null,
        ...Array.from({ length: 4 }, (_, i) => createElement("p", { key: i }, "a".repeat(500))),
        createElement("p", { key: "moving" }, `${"a".repeat(shift)}${character}bbb`),
      ),
    ),
  );

  it("is real: some of these pages come out of the stream with a NUL before the character", async () => {
    const padded = (await Promise.all(cases.map(streamed))).filter((html) => html.includes("\0"));
    expect(padded.length).toBeGreaterThan(0);
  });

  it("is removed to the byte: every page as React meant it, whatever the offset and the character's length", async () => {
    for (const body of cases) expect(withoutStreamPadding(await streamed(body))).toBe(renderToStaticMarkup(body));
  });
});
