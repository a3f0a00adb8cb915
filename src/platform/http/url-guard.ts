import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OutboundRefusedError } from './guarded-fetch-errors.js';

/** The address classes the guard refuses; `null` from {@link classifyAddress} means public unicast. */
export type AddressClass =
  'loopback' | 'private' | 'link-local' | 'carrier-grade-nat' | 'multicast' | 'unspecified' | 'broadcast' | 'reserved' | 'cloud-metadata';

/** One address a host name resolved to. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** What the per-hop URL checks leave for the connection step. */
export type CheckedTarget = {
  url: URL;
  /** Host name without IPv6 brackets or a trailing dot, lower case. */
  hostname: string;
  port: number;
  /** The host is an IP literal: it is connected to as is, no lookup. */
  literal: ResolvedAddress | null;
  /** Listed in allowHosts: address classes and the port rule do not apply (tests, intranet). */
  allowListed: boolean;
};

const STANDARD_PORTS = new Set([80, 443]);

/** Addresses of cloud instance metadata services (AWS, GCP, Azure, Alibaba, AWS IPv6, Azure wire server). */
const METADATA_ADDRESSES = new Set(
  ['169.254.169.254', '169.254.170.2', '100.100.100.200', '168.63.129.16', 'fd00:ec2::254'].map((address) =>
    ipaddr.parse(address).toNormalizedString(),
  ),
);

/** Names of metadata services that some clouds answer through their own resolver. */
const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

const ADDRESS_CLASS_PHRASES: Record<AddressClass, string> = {
  loopback: 'this server itself (loopback)',
  private: 'a private network',
  'link-local': 'a link-local network',
  'carrier-grade-nat': 'a carrier-grade NAT network',
  multicast: 'a multicast group',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved address range',
  'cloud-metadata': 'a cloud metadata service',
};

/** The toast text for a refused address class. */
export function addressRefusalMessage(addressClass: AddressClass): string {
  return `That address points to ${ADDRESS_CLASS_PHRASES[addressClass]}, which Trendjack is not allowed to reach.`;
}

function addressRefusal(reason: 'blocked-address' | 'blocked-name', addressClass: AddressClass): OutboundRefusedError {
  return new OutboundRefusedError(reason, addressRefusalMessage(addressClass), `points to ${ADDRESS_CLASS_PHRASES[addressClass]}`);
}

/**
 * Turns what a person typed into a URL: trims it and adds `https://` when no scheme is given
 * (`example.com`, `example.com:8080/x`, `//example.com`). Other schemes are kept so that the policy
 * check can refuse them by name.
 */
export function normalizeUserUrl(raw: string): URL {
  const trimmed = raw.trim();
  if (trimmed === '') {
    throw new OutboundRefusedError('invalid-url', 'Please enter a website URL to analyze.');
  }
  const withScheme = hasScheme(trimmed) ? trimmed : trimmed.startsWith('//') ? `https:${trimmed}` : `https://${trimmed}`;
  try {
    return new URL(withScheme);
  } catch {
    throw new OutboundRefusedError('invalid-url', 'Please enter a valid website URL.');
  }
}

function hasScheme(value: string): boolean {
  const match = /^[a-z][a-z0-9+.-]*:(.*)$/is.exec(value);
  if (!match) {
    return false;
  }
  const rest = match[1];
  // `name:8080/path` is a host with a port, not a scheme called "name".
  return rest.startsWith('//') || !/^\d/.test(rest);
}

/**
 * The checks one hop needs before any lookup: scheme, credentials, IP-literal class, port and
 * metadata names. WHATWG URL parsing has already turned decimal, octal, hex and short IPv4 forms
 * (`2130706433`, `0177.0.0.1`, `0x7f.1`, `127.1`) into dotted quads, and IPv6 into its compressed form.
 */
export function checkUrlPolicy(url: URL, allowHosts: readonly string[]): CheckedTarget {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefusedError('scheme', 'Only http and https addresses can be analyzed.', 'is not an http(s) address');
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutboundRefusedError(
      'credentials',
      'Addresses that carry a user name or password cannot be analyzed.',
      'carries a user name or password',
    );
  }
  const hostname = bareHostname(url.hostname);
  if (hostname === '') {
    throw new OutboundRefusedError('invalid-url', 'Please enter a valid website URL.', 'is not a valid web address');
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const allowListed = isAllowListed(hostname, port, allowHosts);
  const family = isIP(hostname);
  const literal: ResolvedAddress | null = family === 4 || family === 6 ? { address: hostname, family } : null;
  if (!allowListed) {
    if (literal) {
      assertPublicAddresses([literal]);
    } else if (METADATA_NAMES.has(hostname)) {
      throw addressRefusal('blocked-name', 'cloud-metadata');
    }
    if (!STANDARD_PORTS.has(port)) {
      throw new OutboundRefusedError(
        'port',
        `Only addresses on the standard web ports (80 and 443) can be analyzed; this one uses port ${port}.`,
        `uses port ${port}, not a standard web port (80 or 443)`,
      );
    }
  }
  return { url, hostname, port, literal, allowListed };
}

/** Refuses the whole host when ANY of its addresses is not public: a mixed answer is how rebinding starts. */
export function assertPublicAddresses(addresses: readonly ResolvedAddress[]): void {
  for (const { address } of addresses) {
    const addressClass = classifyAddress(address);
    if (addressClass) {
      throw addressRefusal('blocked-address', addressClass);
    }
  }
}

/**
 * Classifies one IP address (strict IPv4 dotted quad or IPv6 text). Returns `null` for a public
 * unicast address. IPv4-mapped and IPv4-compatible IPv6, NAT64 (64:ff9b::/96) and 6to4 (2002::/16)
 * are judged by the IPv4 address they carry; IPv6 outside global unicast 2000::/3 is refused.
 */
export function classifyAddress(address: string): AddressClass | null {
  const bare = address.replace(/%.*$/, '');
  if (isIP(bare) === 0) {
    // Something that is not a plain address cannot be judged, so it is not let through.
    return 'reserved';
  }
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv4' ? classifyIPv4(parsed as ipaddr.IPv4) : classifyIPv6(parsed as ipaddr.IPv6);
}

function classifyIPv4(ip: ipaddr.IPv4): AddressClass | null {
  if (METADATA_ADDRESSES.has(ip.toNormalizedString())) {
    return 'cloud-metadata';
  }
  const range = ip.range();
  switch (range) {
    case 'unicast':
      return null;
    case 'loopback':
      return 'loopback';
    case 'private':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'carrierGradeNat':
      return 'carrier-grade-nat';
    case 'multicast':
      return 'multicast';
    case 'unspecified':
      return 'unspecified';
    case 'broadcast':
      return 'broadcast';
    default:
      return 'reserved';
  }
}

function classifyIPv6(ip: ipaddr.IPv6): AddressClass | null {
  if (METADATA_ADDRESSES.has(ip.toNormalizedString())) {
    return 'cloud-metadata';
  }
  if (ip.isIPv4MappedAddress()) {
    return classifyIPv4(ip.toIPv4Address());
  }
  const parts = ip.parts;
  const range = ip.range();
  if (range === 'unspecified') {
    return 'unspecified';
  }
  if (range === 'loopback') {
    return 'loopback';
  }
  if (parts.slice(0, 6).every((part) => part === 0)) {
    // IPv4-compatible ::a.b.c.d is deprecated; some stacks still route it to the IPv4 address.
    return classifyIPv4(embeddedIPv4(parts[6], parts[7])) ?? 'reserved';
  }
  switch (range) {
    case 'rfc6052':
      // Well-known NAT64 prefix: DNS64 networks give public IPv4-only sites such addresses.
      return parts.slice(2, 6).every((part) => part === 0) ? classifyIPv4(embeddedIPv4(parts[6], parts[7])) : 'private';
    case '6to4':
      return classifyIPv4(embeddedIPv4(parts[1], parts[2]));
    case 'unicast':
      return (parts[0] & 0xe000) === 0x2000 ? null : 'reserved';
    case 'uniqueLocal':
      return 'private';
    case 'linkLocal':
      return 'link-local';
    case 'multicast':
      return 'multicast';
    default:
      // Teredo, IPv4-translated, discard, site-local, documentation, ORCHID and the rest.
      return 'reserved';
  }
}

function embeddedIPv4(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** A URL's host name without IPv6 brackets or a trailing dot, lower case. */
export function bareHostname(hostname: string): string {
  const unbracketed = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.toLowerCase().replace(/\.+$/, '');
}

/**
 * An entry is `host` (standard ports only) or `host:port` / `[v6]:port`. A match lets a private
 * host through, which the test suites need for their servers on 127.0.0.1.
 */
function isAllowListed(hostname: string, port: number, allowHosts: readonly string[]): boolean {
  return allowHosts.some((entry) => {
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry.trim().toLowerCase());
    if (!match) {
      return false;
    }
    const entryHost = bareHostname(match[1]);
    if (entryHost !== hostname) {
      return false;
    }
    return match[2] === undefined ? STANDARD_PORTS.has(port) : Number(match[2]) === port;
  });
}
