import { webpackCssPerTemplate } from "../../../src/node/hosting/css-per-template";

describe("webpackCssPerTemplate", () => {
  const gatsbyConfig = () => ({
    devtool: "source-map",
    optimization: {
      runtimeChunk: { name: "webpack-runtime" },
      splitChunks: {
        chunks: "all",
        cacheGroups: { framework: { priority: 40 }, commons: { priority: 20 }, styles: { name: "styles", enforce: true } },
      },
    },
  });

  it("removes Gatsby's one-stylesheet cache group and keeps everything else", () => {
    const config = gatsbyConfig();
    const result = webpackCssPerTemplate(config);
    expect(result.optimization.splitChunks.cacheGroups).toEqual({ framework: { priority: 40 }, commons: { priority: 20 } });
    expect(result.optimization.runtimeChunk).toEqual({ name: "webpack-runtime" });
    expect(result.optimization.splitChunks.chunks).toBe("all");
    expect(result.devtool).toBe("source-map");
    expect(config.optimization.splitChunks.cacheGroups).toHaveProperty("styles");
  });

  it("stops the build with what to check when Gatsby no longer has that group", () => {
    const config = gatsbyConfig();
    const { styles: _gone, ...groups } = config.optimization.splitChunks.cacheGroups;
    expect(() => webpackCssPerTemplate({ optimization: { splitChunks: { cacheGroups: groups } } })).toThrow(/cacheGroups\.styles/);
    expect(() => webpackCssPerTemplate({})).toThrow(/Gatsby upgrade/);
  });
});
