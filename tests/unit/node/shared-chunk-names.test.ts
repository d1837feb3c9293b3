import { createHash } from "node:crypto";
import { SHARED_CHUNK_NAME_LENGTH, webpackShortSharedChunkNames } from "../../../src/node/hosting/shared-chunk-names";

describe("webpackShortSharedChunkNames", () => {
  // Gatsby's own naming of a shared chunk: the SHA-1 of the names of the chunks that share it.
  const gatsbyName = (_module: unknown, chunks: { name: string }[]) =>
    createHash("sha1")
      .update(chunks.reduce((names, chunk) => names + chunk.name, ""))
      .digest("hex");
  const gatsbyConfig = () => ({
    devtool: "source-map",
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: {
        chunks: "all",
        cacheGroups: { framework: { priority: 40 }, shared: { priority: 10, minChunks: 2, name: gatsbyName } },
      },
    },
  });
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
    const config = gatsbyConfig();
    const { shared: _gone, ...groups } = config.optimization.splitChunks.cacheGroups;
    expect(() => webpackShortSharedChunkNames({ optimization: { splitChunks: { cacheGroups: groups } } })).toThrow(/cacheGroups\.shared/);
    expect(() => webpackShortSharedChunkNames({})).toThrow(/Gatsby upgrade/);
  });
});
