import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleContact } from "../../contact/server/handler";

/**
 * POST /api/brisa/contact: the contact form's endpoint (a Gatsby Function, served by
 * `gatsby serve` and `gatsby develop`). The logic is in src/contact/server/handler.ts.
 */
export default function contact(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleContact(req, res);
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
 * builds and validates SSR rendering engines for the whole static site, which fails on sharp
 * (gatsbyjs/gatsby#38465). The scan does not see a destructured export; the runtime does.
 * tests/unit/contact-endpoint.test.ts guards both facts.
 */
export const { config } = settings;
