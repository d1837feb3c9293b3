import { isIPv4, isIPv6 } from "node:net";

/**
 * Who sent a request, for the rate limit. X-Forwarded-For is a list every proxy appends to: a
 * proxy adds the address its connection came from. Only the entries our own proxies appended can
 * be believed; everything to their left was written by the client and may be made up.
 */

/**
 * The client's address. With `trustedHops` = 0 the header is ignored: the socket's peer is the
 * client. With n trusted proxies in front of the server, the outermost one appended the client's
 * address as the n-th entry from the right (entry `length - n`). A shorter list means the request
 * did not pass through all of them (someone reached an inner proxy or the server directly), so
 * the header proves nothing and the socket's peer is used. Several header lines count as one
 * list, in order.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops = 0): string {
  const socket = normalizeAddress(socketAddress ?? "unknown");
  if (trustedHops === 0 || forwardedFor === undefined) return socket;
  const entries = [forwardedFor]
    .flat()
    .flatMap((line) => line.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const appendedByOutermost = entries[entries.length - trustedHops];
  return appendedByOutermost === undefined ? socket : normalizeAddress(appendedByOutermost);
}

/**
 * One spelling per address: lower case, without brackets or port ("[2001:db8::1]:443",
 * "192.0.2.1:8080"), and an IPv4-mapped IPv6 address ("::ffff:192.0.2.1", how a dual-stack socket
 * reports an IPv4 peer) as plain IPv4. Anything unparsable is only trimmed and lower-cased.
 */
export function normalizeAddress(address: string): string {
  const text = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const bare = bracketed?.[1] ?? /^([\d.]+):\d+$/.exec(text)?.[1] ?? text;
  if (isIPv4(bare)) return bare;
  const groups = parseIPv6(bare);
  if (!groups || groups.slice(0, 6).join(":") !== "0:0:0:0:0:65535") return bare; // not ::ffff:a.b.c.d
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * The rate limit's key for an address: IPv4 as is; IPv6 by its /64 prefix, because one subscriber
 * usually gets a whole /64 and could otherwise change address for every request. Unparsable
 * values are keys as they are.
 */
export function rateLimitKey(address: string): string {
  const normalized = normalizeAddress(address);
  const groups = parseIPv6(normalized);
  if (!groups) return normalized;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * CONTACT_TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For. Unset
 * or empty is 0; "true" means 1, as the setting was a yes/no before. Anything else is refused, so
 * that a typo cannot silently make a spoofable header trusted (or a real proxy ignored).
 */
export function trustedHopsFromEnv(value: string | undefined): number {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "") return 0;
  if (text === "true") return 1;
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  throw new Error(`CONTACT_TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2…) or "true" (1), got "${value}"`);
}

/**
 * The eight 16-bit groups of an IPv6 address, or undefined for anything else. The URL parser
 * writes an IPv6 host in hex groups only (a dotted IPv4 tail as two), with at most one "::".
 */
function parseIPv6(text: string): number[] | undefined {
  if (!isIPv6(text) || text.includes("%")) return undefined;
  const [head, tail] = new URL(`http://[${text}]/`).hostname.slice(1, -1).split("::");
  const groups = (part = "") => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [left, right] = [groups(head), groups(tail)];
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
