/**
 * Where a webhook may be sent (issue 17, SSRF). Pure: the API resolves the host and asks about every
 * address, at registration and again at each delivery, because DNS can change in between.
 */

export const WEBHOOK_URL_LENGTH_MAX = 2_048;

export type WebhookUrlRefusal = 'format' | 'scheme' | 'credentials' | 'blockedAddress';

type Cidr4 = readonly [base: string, bits: number];

// Addresses no webhook may reach: this host, private networks, link-local (cloud metadata at
// 169.254.169.254), carrier-grade NAT (Alibaba's metadata at 100.100.100.200), benchmarking,
// documentation, multicast and reserved ranges (IANA special-purpose registry).
const BLOCKED_V4: readonly Cidr4[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function parseIpv4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null. */
function parseIpv6(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!bare.includes(':')) return null;
  let text = bare;
  // An IPv4 tail (::ffff:1.2.3.4) becomes its two hex groups, then the address parses as usual.
  const lastColon = text.lastIndexOf(':');
  const maybeV4 = text.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    const v4 = parseIpv4(maybeV4);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${Math.floor(v4 / 65_536).toString(16)}:${(v4 % 65_536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const groups: number[] = [];
  for (const group of [...head, ...rest]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
  }
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  for (const group of head) groups.push(Number.parseInt(group, 16));
  for (let index = 0; index < missing; index += 1) groups.push(0);
  for (const group of rest) groups.push(Number.parseInt(group, 16));
  return groups.length === 8 ? groups : null;
}

function inCidr4(value: number, [base, bits]: Cidr4): boolean {
  const size = 2 ** (32 - bits);
  const start = parseIpv4(base)!;
  return value >= start && value < start + size;
}

function blockedV4(value: number): boolean {
  return value === 0xffffffff || BLOCKED_V4.some((range) => inCidr4(value, range));
}

function blockedV6(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const embeddedV4 = g6 * 65_536 + g7;
  const leadingZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::, ::1, and the IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks).
  if (leadingZero && g5 === 0) return g6 === 0 || blockedV4(embeddedV4);
  // IPv4-mapped ::ffff:a.b.c.d: the IPv4 rules decide.
  if (leadingZero && g5 === 0xffff) return blockedV4(embeddedV4);
  // NAT64 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (local use).
  if (g0 === 0x64 && g1 === 0xff9b) return g2 === 1 || blockedV4(embeddedV4);
  // 6to4 2002:AABB:CCDD::: the IPv4 address it tunnels to.
  if (g0 === 0x2002) return blockedV4(g1 * 65_536 + g2);
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7 (AWS metadata fd00:ec2::254)
  if ((g0 & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return true; // site-local fec0::/10 (deprecated)
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard 100::/64
  return false;
}

/**
 * True for an address a webhook must never reach. An address that is not a valid IP literal is
 * refused too: only a resolver's answer (or an IP literal) is ever asked about.
 */
export function isBlockedWebhookAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return blockedV4(v4);
  const v6 = parseIpv6(address);
  if (v6 !== null) return blockedV6(v6);
  return true;
}

/** The parts of a parsed URL the rule reads (a WHATWG URL has them all). */
export type WebhookUrlParts = {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
};

/**
 * The checks on a URL's text, before any DNS: http(s) only (https outside the sandbox), no
 * user:password part, at most 2,048 characters. `url` is null when the text did not parse.
 * Null when the URL may be resolved.
 */
export function webhookUrlRefusal(
  url: WebhookUrlParts | null,
  options: { allowHttp: boolean },
): WebhookUrlRefusal | null {
  if (url === null || url.href.length > WEBHOOK_URL_LENGTH_MAX || url.hostname === '') return 'format';
  if (url.protocol !== 'https:' && !(options.allowHttp && url.protocol === 'http:')) return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return null;
}
