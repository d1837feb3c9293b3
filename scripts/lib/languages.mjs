// The site's languages, for the scripts: read from the registry the site itself uses
// (src/i18n/language-registry.json), so that a language added there is one the scripts know.
import fs from "node:fs";

const registry = JSON.parse(fs.readFileSync(new URL("../../src/i18n/language-registry.json", import.meta.url), "utf8"));

/** Every language, as the registry lists them. */
export const langs = Object.keys(registry.languages);
export const defaultLang = registry.default;
