import { createHash } from "node:crypto";
import { webpackCssPerTemplate } from "../../../src/node/hosting/css-per-template";
import { SHARED_CHUNK_NAME_LENGTH, webpackShortSharedChunkNames } from "../../../src/node/hosting/shared-chunk-names";

/** The production webpack config steps of onCreateWebpackConfig, on the part of Gatsby's config they change. */

// Gatsby's own naming of a shared chunk: the SHA-1 of the names of the chunks that share it.
const gatsbyName = (_module: unknown, chunks: { name: string }[]) =>
  createHash("sha1")
    .update(chunks.reduce((names, chunk) => names + chunk.name, ""))
    .digest("hex");
const shared = { priority: 10, minChunks: 2, name: gatsbyName };
const gatsbyConfig = () => ({
  devtool: "source-map",
  optimization: {
    runtimeChunk: { name: "webpack-runtime" },
    splitChunks: { chunks: "all", cacheGroups: { framework: { priority: 40 }, shared, styles: { name: "styles", enforce: true } } },
  },
});

describe("webpackCssPerTemplate", () => {
  it("removes Gatsby's one-stylesheet cache group and keeps everything else", () => {
    const config = gatsbyConfig();
    const result = webpackCssPerTemplate(config);
    expect(result.optimization.splitChunks.cacheGroups).toEqual({ framework: { priority: 40 }, shared });
    expect(result.optimization.runtimeChunk).toEqual({ name: "webpack-runtime" });
    expect(result.optimization.splitChunks.chunks).toBe("all");
    expect(result.devtool).toBe("source-map");
    expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("styles");
  });

  it("stops the build with what to check when Gatsby no longer has that group", () => {
    const { styles: _gone, ...groups } = gatsbyConfig().optimization.splitChunks.cacheGroups;
    expect(() => webpackCssPerTemplate({ optimization: { splitChunks: { cacheGroups: groups } } })).toThrow(/cacheGroups\.styles/);
    expect(() => webpackCssPerTemplate({})).toThrow(/Gatsby upgrade/);
  });
});

describe("webpackShortSharedChunkNames", () => {
  const chunks = [{ name: "component---src-templates-contact-tsx" }, { name: "component---src-templates-contact-not-sent-tsx" }];

  it("names a shared chunk with the first digits of Gatsby's hash, and keeps everything else", () => {
    const config = gatsbyConfig();
    const result = webpackShortSharedChunkNames(config);
    const { name, ...rest } = result.optimization.splitChunks.cacheGroups.shared;
    const full = gatsbyName(null, chunks);
    expect(full).toHaveLength(40);
    expect(name(null, chunks)).toBe(full.slice(0, SHARED_CHUNK_NAME_LENGTH));
    expect(name(null, chunks.slice(1))).not.toBe(name(null, chunks));
    expect(rest).toEqual({ priority: 10, minChunks: 2 });
    expect(result.optimization.splitChunks.cacheGroups.framework).toEqual({ priority: 40 });
    expect(result.optimization.runtimeChunk).toEqual({ name: "webpack-runtime" });
    expect(config.optimization.splitChunks.cacheGroups.shared.name).toBe(gatsbyName);
  });

  it("stops the build with what to check when Gatsby no longer names shared chunks that way", () => {
    const { shared: _gone, ...groups } = gatsbyConfig().optimization.splitChunks.cacheGroups;
    expect(() => webpackShortSharedChunkNames({ optimization: { splitChunks: { cacheGroups: groups } } })).toThrow(/cacheGroups\.shared/);
    expect(() => webpackShortSharedChunkNames({})).toThrow(/Gatsby upgrade/);
  });
});
