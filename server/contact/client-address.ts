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
  if (parseIPv4(bare)) return bare;
  const groups = parseIPv6(bare);
  if (groups && isIPv4Mapped(groups)) return ipv4FromGroups(groups[6] ?? 0, groups[7] ?? 0);
  return bare;
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

// ---------- parsing ----------

function parseIPv4(text: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return undefined;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** The eight 16-bit groups, with "::" expanded and a trailing dotted IPv4 part read as two groups. */
function parseIPv6(text: string): number[] | undefined {
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const [head = "", tail] = halves;
  const left = parseGroups(head, tail === undefined);
  const right = tail === undefined ? [] : parseGroups(tail, true);
  if (!left || !right) return undefined;
  if (tail === undefined) return left.length === 8 ? left : undefined;
  // "::" stands for at least one zero group.
  const zeros = 8 - left.length - right.length;
  return zeros >= 1 ? [...left, ...new Array<number>(zeros).fill(0), ...right] : undefined;
}

function parseGroups(part: string, mayEndInIPv4: boolean): number[] | undefined {
  if (part === "") return [];
  const pieces = part.split(":");
  const groups: number[] = [];
  for (const [index, piece] of pieces.entries()) {
    const ipv4 = mayEndInIPv4 && index === pieces.length - 1 ? parseIPv4(piece) : undefined;
    if (ipv4) {
      groups.push(((ipv4[0] ?? 0) << 8) | (ipv4[1] ?? 0), ((ipv4[2] ?? 0) << 8) | (ipv4[3] ?? 0));
    } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}

/** ::ffff:a.b.c.d */
function isIPv4Mapped(groups: readonly number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
