import { positiveIntSetting } from "../leads/settings";

/**
 * Where the production server listens: loopback unless HOST says otherwise (a reverse proxy or a
 * container publishes it), port 9000 unless PORT says otherwise.
 */
export function listenAddress(env: NodeJS.ProcessEnv): { host: string; port: number } {
  return { host: env.HOST?.trim() || "127.0.0.1", port: positiveIntSetting(env, "PORT", 9000) };
}
