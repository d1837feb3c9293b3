import type { SplitChunksConfig } from "./css-per-template";

/** Hex digits kept of a shared chunk's name: 48 bits tell a site's few shared chunks apart. */
export const SHARED_CHUNK_NAME_LENGTH = 12;

type ChunkName = (...args: unknown[]) => string;

/**
 * Gatsby names a chunk of code shared by some templates with the 40-digit SHA-1 of their names, and
 * the webpack runtime, which every page loads, lists each such name beside the chunk's content hash:
 * random digits that do not compress, about 20 bytes of gzip per chunk on every page, and the
 * scripts' file names too. The same hash cut to SHARED_CHUNK_NAME_LENGTH digits names the same
 * chunks; two sets of templates sharing a prefix would only merge their chunks, never break a page.
 */
export function webpackShortSharedChunkNames<Config extends SplitChunksConfig>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  const shared = splitChunks ? (splitChunks.cacheGroups?.shared as { name?: unknown } | undefined) : undefined;
  if (!splitChunks || typeof shared?.name !== "function") {
    throw new Error(
      "shared-chunk-names: Gatsby's production webpack config has no optimization.splitChunks.cacheGroups.shared " +
        "with a name function any more (a Gatsby upgrade?). Check how it now names shared chunks before removing this step from onCreateWebpackConfig.",
    );
  }
  const fullName = shared.name as ChunkName;
  const name: ChunkName = (...args) => fullName(...args).slice(0, SHARED_CHUNK_NAME_LENGTH);
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, shared: { ...shared, name } } },
    },
  };
}
