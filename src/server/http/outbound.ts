import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

// Where the server may connect for a person (decision 137). Every request to an address someone typed or
// registered (a device's push service, decision 102) is decided here and nowhere else: the scheme, then every
// address the name stands for, and the connection goes to an address that was checked, never to one a
// second look-up might give.

/** What the server may reach besides the public internet: set by NODE_ENV, never by a request. */
export interface OutboundAllowance {
  /**
   * Addresses of this computer (127.0.0.0/8, ::1), over http or https: a test push service next to the
   * server. Only when NODE_ENV is `development` (`npm run dev`) or `test`; `npm start` runs `production`.
   */
  loopback: boolean;
}

export function outboundAllowance(nodeEnv: 'development' | 'production' | 'test'): OutboundAllowance {
  return { loopback: nodeEnv !== 'production' };
}

/** A destination the server does not connect to. Its message names the host only, never a path. */
export class RefusedDestination extends Error {
  constructor(host: string) {
    super(`The server does not connect to ${host}.`);
    this.name = 'RefusedDestination';
  }
}

/** IPv4 ranges that are not the public internet (IANA's special-purpose registry). */
const SPECIAL_V4: readonly [network: string, prefix: number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 is unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where clouds answer with their metadata and keys
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays, retired
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255, broadcast
];

/**
 * IPv6 is public only in global unicast (2000::/3), or as an IPv4 address written in IPv6: mapped
 * (::ffff:a.b.c.d) or the NAT64 prefix (64:ff9b::a.b.c.d). Everything else is not the internet: unspecified,
 * loopback, the retired IPv4-compatible form, unique-local, link-local, site-local, multicast, discard.
 */
const PUBLIC_V6_SHAPES: readonly [network: string, prefix: number][] = [
  ['2000::', 3],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
];

/** Ranges inside those shapes that are still not the internet. */
const SPECIAL_V6: readonly [network: string, prefix: number][] = [
  ['2001::', 23], // protocol assignments: Teredo (an IPv4 address hidden inside), benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

/** a.b.c.d as the two middle groups of a 6to4 address, 2002:aabb:ccdd::. */
function sixToFour(network: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = network.split('.').map(Number);
  const group = (high: number, low: number) => ((high << 8) | low).toString(16);
  return `2002:${group(a, b)}:${group(c, d)}::`;
}

function blockListOf(v4: typeof SPECIAL_V4, v6: typeof SPECIAL_V6): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of v4) {
    list.addSubnet(network, prefix, 'ipv4');
    // The same range written in each IPv6 form that carries an IPv4 address: mapped, NAT64, 6to4.
    list.addSubnet(`::ffff:${network}`, 96 + prefix, 'ipv6');
    list.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
    list.addSubnet(sixToFour(network), 16 + prefix, 'ipv6');
  }
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const special = blockListOf(SPECIAL_V4, SPECIAL_V6);
const publicShapes = blockListOf([], PUBLIC_V6_SHAPES);
const loopback = blockListOf([['127.0.0.0', 8]], [['::1', 128]]);

/** An address without brackets or zone (`fe80::1%eth0`), and its family; 0 when it is not an address. */
function bare(address: string): { address: string; family: 0 | 4 | 6 } {
  const plain = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(plain);
  return { address: plain, family: family === 4 || family === 6 ? family : 0 };
}

/** Whether `address` is on the public internet: not loopback, private, link-local, reserved and so on. */
export function isPublicAddress(address: string): boolean {
  const ip = bare(address);
  if (ip.family === 4) return !special.check(ip.address, 'ipv4');
  if (ip.family === 6) return publicShapes.check(ip.address, 'ipv6') && !special.check(ip.address, 'ipv6');
  return false;
}

function isLoopback(address: string): boolean {
  const ip = bare(address);
  return ip.family !== 0 && loopback.check(ip.address, ip.family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The one rule: https to a public address; with the loopback allowance, http or https to this computer.
 * Plain http never leaves the computer, so nothing a person registers is sent unencrypted.
 */
function mayConnect(protocol: string, address: string, allowance: OutboundAllowance): boolean {
  if (allowance.loopback && isLoopback(address)) return protocol === 'http:' || protocol === 'https:';
  return protocol === 'https:' && isPublicAddress(address);
}

/** The URL, when it can be one the server connects to at all: http(s), no user name or password. */
function parse(target: string, allowance: OutboundAllowance): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new RefusedDestination('an address that is not a URL');
  }
  const schemes = allowance.loopback ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol) || url.username || url.password) throw new RefusedDestination(url.host);
  return url;
}

/**
 * Answers the name's addresses when every one may be connected to, and refuses otherwise: a name that
 * stands for one public address and one private one is refused whole.
 */
function checkedAddresses(
  url: URL,
  addresses: readonly LookupAddress[],
  allowance: OutboundAllowance,
): LookupAddress[] {
  if (addresses.length === 0 || !addresses.every((each) => mayConnect(url.protocol, each.address, allowance)))
    throw new RefusedDestination(url.host);
  return [...addresses];
}

const lookupAll = (hostname: string, family: number | undefined) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(hostname, { all: true, family: family ?? 0 }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * Checks an address someone registers, before it is kept. Refuses it (RefusedDestination) when the scheme is
 * not allowed, when it is an IP address that is not public, or when its name resolves to any address that is
 * not. A name that does not resolve at the moment passes over https: nothing is sent to it now, and every
 * later connection checks it again.
 */
export async function checkDestination(target: string, allowance: OutboundAllowance): Promise<void> {
  const url = parse(target, allowance);
  const host = bare(url.hostname);
  if (host.family !== 0) {
    if (!mayConnect(url.protocol, host.address, allowance)) throw new RefusedDestination(url.host);
    return;
  }
  // No address at all (no such name, or no answer now) leaves nothing to refuse, over https; plain http is
  // only ever for this computer, which a name must be seen to stand for.
  const addresses = await lookupAll(url.hostname, 0).catch(() => null);
  if (addresses) checkedAddresses(url, addresses, allowance);
  else if (url.protocol !== 'https:') throw new RefusedDestination(url.host);
}

/**
 * The connection's own look-up: resolves the name once, checks every address, and hands the socket only those
 * (one, or all of them for Node's choice between IPv4 and IPv6). The socket connects to what was checked.
 */
function checkedLookup(url: URL, allowance: OutboundAllowance): LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname, options.family === 4 || options.family === 6 ? options.family : 0)
      .then((addresses) => checkedAddresses(url, addresses, allowance))
      .then(
        ([first, ...more]) => {
          if (!first) return;
          if (options.all) callback(null, [first, ...more]);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
  };
}

export interface OutboundRequest {
  method: string;
  headers: OutgoingHttpHeaders;
  body?: Uint8Array;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
}

/**
 * Sends one request to an address someone registered, connecting only where `checkDestination` would allow,
 * at this moment: an IP address is checked before the connection, a name inside it. No redirect is followed
 * and no proxy is used. The answer's body is read and dropped. Rejects with RefusedDestination before
 * anything is sent when the address is refused.
 */
export function sendOutbound(
  target: string,
  request: OutboundRequest,
  allowance: OutboundAllowance,
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    const url = parse(target, allowance);
    const host = bare(url.hostname);
    if (host.family !== 0 && !mayConnect(url.protocol, host.address, allowance))
      throw new RefusedDestination(url.host);
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(url, {
      method: request.method,
      headers: request.headers,
      // A connection of its own, closed after the answer: each request looks the name up and checks it afresh.
      agent: false,
      lookup: checkedLookup(url, allowance),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    outgoing.once('error', reject);
    outgoing.once('response', (answer) => {
      answer.on('error', () => undefined);
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers });
    });
    outgoing.end(request.body);
  });
}
