// What the renderers of design/ share: a Chromium page that opens each design in each of the site's
// languages and reports whatever goes wrong.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { langs } from "./languages.mjs";
import { launchChromium } from "./local.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The designs named on the command line, or else every design of the folder (its .html files, without the ending). */
export function designNames(folder) {
  const named = process.argv.slice(2);
  if (named.length > 0) return named;
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.slice(0, -".html".length));
}

/**
 * A Chromium page of the given size for `work(page, problems)`, which opens designs in it and adds
 * what went wrong to `problems`; so do console errors, script errors and any request that leaves
 * the file system. Exits 1 with the list when there is one.
 */
export async function withDesignPage(viewport, work) {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => !request.url().startsWith("file:") && problems.push(`a request left the page: ${request.url()}`));
  await work(page, problems);
  await browser.close();
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
}

/**
 * Opens each design (an .html file) at ?lang=<lang> in every language, in one page of the given
 * size, and hands it to `shoot(page, { file, name, lang })`, which writes the picture and returns
 * what went wrong with it. A design that does not switch to the language (it has no text in it)
 * is a problem, not a picture in another language.
 */
export function renderDesigns(files, viewport, shoot) {
  return withDesignPage(viewport, async (page, problems) => {
    for (const file of files) {
      const name = path.basename(file, ".html");
      for (const lang of langs) {
        await page.goto(`${pathToFileURL(file).href}?lang=${lang}`);
        const shown = await page.evaluate(() => document.documentElement.lang);
        if (shown !== lang) {
          problems.push(`${path.relative(root, file)} has no text in "${lang}" (it shows "${shown}"): add it to the design's text`);
          continue;
        }
        problems.push(...(await shoot(page, { file, name, lang })));
      }
    }
  });
}
