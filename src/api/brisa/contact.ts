import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serverEnv } from "../../../server/contact/config";
import { createContactContext } from "../../../server/contact/context";
import { handleContact, type ContactContext } from "../../../server/contact/handler";

/**
 * POST /api/brisa/contact as a Gatsby Function: what `gatsby develop` and function hosts (Netlify)
 * run. The production server (server/production/) mounts the same handler. The logic is in
 * server/contact/handler.ts.
 *
 * Gatsby re-requires a function's module on every request (it clears the require cache), so the
 * context (store connection, rate limiter) lives on globalThis under a registered symbol.
 */
const KEY = Symbol.for("brisa.contact.context");
type WithContext = typeof globalThis & { [KEY]?: ContactContext };

function sharedContext(): ContactContext {
  const holder = globalThis as WithContext;
  // SQLite on the request's thread: the bundle has no file to start the store's thread from.
  holder[KEY] ??= createContactContext(serverEnv(), console, { sqliteThread: false });
  return holder[KEY];
}

export default async function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  let answer;
  try {
    answer = await handleContact(req, sharedContext());
  } catch (error) {
    // A malformed setting (e.g. CONTACT_TRUST_PROXY) throws while the context is built.
    console.error(`contact: ${error instanceof Error ? error.message : String(error)}`);
    answer = { status: 500, headers: { "Cache-Control": "no-store" }, body: { message: "The contact endpoint is misconfigured" } };
  }
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status);
  if (answer.body) res.json(answer.body);
  else res.end();
}

/**
 * Gatsby runs Express body parsers before a function, and their errors (a body over the limit,
 * malformed JSON) become Express's HTML error pages, not JSON. So every parser is given a type
 * no request can match ("none" is neither a media type nor a known extension, so type-is never
 * matches it): the body reaches the handler unread, and the handler enforces its own size limit
 * and answers every error as JSON.
 */
const UNMATCHABLE_TYPE = "none";

const settings: { config: GatsbyFunctionConfig } = {
  config: {
    bodyParser: {
      json: { type: UNMATCHABLE_TYPE },
      text: { type: UNMATCHABLE_TYPE },
      raw: { type: UNMATCHABLE_TYPE },
      urlencoded: { type: UNMATCHABLE_TYPE, extended: false },
    },
  },
};

/**
 * Gatsby reads the settings above from this module's `config` export. It is exported by
 * destructuring on purpose: Gatsby's build scans every file under src/ for page features, takes a
 * plain `export const config` (or `export { x as config }`) for a page's DSG/SSR config, and then
 * builds and validates SSR rendering engines for the whole static site, which fails on sharp's
 * native binary. The scan does not see a destructured export; the runtime does.
 */
export const { config } = settings;
