import { brandColors, brandName, brandShortName, brandTagline } from "../../config/site";

/** public/manifest.webmanifest, written by the build so that its name and colour come from the config. */
export function webManifest(): string {
  const manifest = {
    name: brandName,
    short_name: brandShortName,
    description: brandTagline,
    start_url: "/en/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: brandColors.ink,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
