import path from "node:path";

/**
 * The content folder the build reads: content/, or SITE_CONTENT_DIR when set. Only the tests set
 * it (tests/unit/writing/translations.test.ts, for npm run translations).
 */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.SITE_CONTENT_DIR?.trim();
  return chosen ? path.resolve(chosen) : path.resolve(__dirname, "../../content");
}
