/**
 * Reads the leads the server under test stored, the way the agency does: `npm run leads -- export
 * --json` against the store run.mjs gave the server (LEADS_DB).
 */
import { spawnSync } from "node:child_process";

export function exportLeads() {
  const result = spawnSync("npm", ["run", "--silent", "leads", "--", "export", "--json", "--all"], {
    cwd: process.cwd(),
    env: process.env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`npm run leads -- export --json failed (${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The leads with this subject (each test uses subjects of its own run). */
export function leadsWithSubject(subject) {
  return exportLeads().filter((lead) => lead.subject === subject);
}
