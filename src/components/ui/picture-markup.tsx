import type { IGatsbyImageData } from "gatsby-plugin-image";

export type ImageFile = { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/**
 * A responsive picture from gatsby-plugin-image's data, as plain HTML (no image runtime ships),
 * its space reserved by width and height. Without styles of its own, so that the build can render
 * it into a post's body outside webpack (src/node/blog/post-body.ts); components use Picture.
 */
export function PictureMarkup({
  image,
  alt,
  sizes,
  eager = false,
  priority = false,
  art,
  className,
}: {
  image: ImageFile;
  alt: string;
  /** How wide the picture is shown, so the browser picks the smallest file that fits. */
  sizes?: string;
  /** Above-the-fold pictures load at once; the rest when scrolled near. */
  eager?: boolean;
  /**
   * The page's largest paint: loads at once and ahead of everything else (fetchpriority="high",
   * written in lower case because React 18 does not know the property and passes it through).
   */
  priority?: boolean;
  /**
   * Art direction: another file (a crop) where `media` matches, its own proportions given to its
   * sources (width and height), so its box is reserved as well.
   */
  art?: { media: string; image: ImageFile; sizes: string };
  className?: string;
}) {
  const data = image?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  const { fallback, sources = [] } = data.images;
  const load = priority
    ? { loading: "eager" as const, fetchpriority: "high" }
    : { loading: eager ? ("eager" as const) : ("lazy" as const) };
  const artData = art?.image?.childImageSharp?.gatsbyImageData;
  const artSources = artData ? [...(artData.images.sources ?? []), { srcSet: artData.images.fallback?.srcSet ?? "" }] : [];
  return (
    <picture className={className}>
      {artData &&
        artSources.map((source) => (
          <source
            key={`art-${"type" in source ? source.type : "fallback"}`}
            media={art?.media}
            type={"type" in source ? source.type : undefined}
            srcSet={source.srcSet}
            sizes={art?.sizes}
            // Whole pixels: a crop narrower than the width asked for gets a fractional height.
            width={Math.round(artData.width)}
            height={Math.round(artData.height)}
          />
        ))}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={data.width}
        height={data.height}
        alt={alt}
        {...load}
        decoding={eager || priority ? "auto" : "async"}
      />
    </picture>
  );
}
