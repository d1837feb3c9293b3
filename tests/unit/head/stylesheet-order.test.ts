import { createElement, type ReactElement } from "react";
import { appStylesheetFirst } from "../../../src/head/stylesheet-order";

const sheet = (href: string) => createElement("style", { key: href, "data-href": href });
const meta = createElement("meta", { key: "m", name: "description" });
const fontFaces = createElement("style", { key: "font-faces" });
const hrefs = (nodes: unknown[]) =>
  nodes.map((node) => {
    const { props, key } = node as ReactElement<Record<string, unknown>>;
    return (props["data-href"] as string | undefined) ?? key;
  });

describe("appStylesheetFirst", () => {
  it("puts the app's stylesheet before the template's, where the first one was", () => {
    const head = [meta, sheet("/component---src-templates-home-tsx.1a.css"), sheet("/app.90a.css"), fontFaces];
    expect(hrefs(appStylesheetFirst(head))).toEqual(["m", "/app.90a.css", "/component---src-templates-home-tsx.1a.css", "font-faces"]);
  });

  it("leaves a head already in order, or without an app stylesheet, as it is", () => {
    const ordered = [sheet("/app.90a.css"), sheet("/component---x.css"), fontFaces];
    expect(hrefs(appStylesheetFirst(ordered))).toEqual(hrefs(ordered));
    const noApp = [meta, sheet("/component---x.css")];
    expect(hrefs(appStylesheetFirst(noApp))).toEqual(hrefs(noApp));
  });

  it("does not take a style without data-href, or a non-app sheet whose name contains app, for the app's", () => {
    const head = [sheet("/component---src-templates-app-tsx.css"), createElement("style", { key: "inline" }), sheet("/app-1b.css")];
    expect(hrefs(appStylesheetFirst(head))).toEqual(["/app-1b.css", "/component---src-templates-app-tsx.css", "inline"]);
  });
});
