import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { serverEnv } from "../../../server/contact/config";
import { createContactContext } from "../../../server/contact/context";
import { handleContact, type ContactContext } from "../../../server/contact/handler";

/**
 * POST /api/brisa/contact as a Gatsby Function (gatsby develop, function hosts); the production
 * server mounts the same handler (server/contact/handler.ts). Gatsby re-requires a function's
 * module on every request, so the context (store, rate limiter) lives on globalThis.
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
 * Gatsby runs Express body parsers before a function, whose errors become HTML pages, not JSON.
 * Every parser gets a type no request matches ("none", for type-is): the body reaches the handler
 * unread, which enforces its own size limit and answers every error as JSON.
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
 * Exported by destructuring on purpose: Gatsby's build takes a plain `export const config` under
 * src/ for a page's DSG/SSR config and then builds SSR engines for the whole site, which fails on
 * sharp's native binary. The scan does not see a destructured export; the runtime does.
 */
export const { config } = settings;
