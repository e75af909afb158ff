import type { AddressInfo, Server } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundAllowance } from './outbound';
import {
  checkDestination,
  isPublicAddress,
  outboundAllowance,
  RefusedDestination,
  sendOutbound,
} from './outbound';

// Where the server may connect for a person (decision 137): one rule for every address someone registers.

const PRODUCTION: OutboundAllowance = outboundAllowance('production');
const TESTS: OutboundAllowance = outboundAllowance('test');

const refused = (target: string, allowance = PRODUCTION) =>
  checkDestination(target, allowance).then(
    () => false,
    (error: unknown) => error instanceof RefusedDestination,
  );

/** Each URL as a person could register it, with what it means. */
const NOT_PUBLIC: [url: string, what: string][] = [
  ['https://127.0.0.1/push', 'loopback'],
  ['https://127.1/push', 'loopback, short form'],
  ['https://2130706433/push', 'loopback as one decimal number'],
  ['https://0x7f000001/push', 'loopback as one hexadecimal number'],
  ['https://017700000001/push', 'loopback as one octal number'],
  ['https://0177.0.0.1/push', 'loopback with an octal part'],
  ['https://0x7f.0.0.1/push', 'loopback with a hexadecimal part'],
  ['https://%31%32%37.0.0.1/push', 'loopback with escaped digits'],
  ['https://127.0.0.1.:8443/push', 'loopback with a trailing dot'],
  ['https://127.255.255.254/push', 'loopback, the end of its range'],
  ['https://[::1]/push', 'IPv6 loopback'],
  ['https://[0:0:0:0:0:0:0:1]:8443/push', 'IPv6 loopback written in full'],
  ['https://[::]/push', 'IPv6 unspecified'],
  ['https://0.0.0.0/push', 'unspecified'],
  ['https://0/push', 'unspecified as one number'],
  ['https://[::ffff:127.0.0.1]:8443/push', 'IPv4-mapped loopback'],
  ['https://[::ffff:7f00:1]/push', 'IPv4-mapped loopback in hexadecimal'],
  ['https://[0:0:0:0:0:ffff:7f00:1]/push', 'IPv4-mapped loopback written in full'],
  ['https://[::ffff:10.0.0.1]/push', 'IPv4-mapped private'],
  ['https://[::ffff:169.254.169.254]/push', 'IPv4-mapped cloud metadata'],
  ['https://[::ffff:100.64.0.1]/push', 'IPv4-mapped carrier-grade NAT'],
  ['https://[::127.0.0.1]/push', 'IPv4-compatible loopback'],
  ['https://[::a00:1]/push', 'IPv4-compatible private'],
  ['https://[::8.8.8.8]/push', 'IPv4-compatible, a form retired for everything'],
  ['https://[::ffff:0:7f00:1]/push', 'IPv4-translated loopback'],
  ['https://[64:ff9b::127.0.0.1]/push', 'NAT64 loopback'],
  ['https://[64:ff9b::a9fe:a9fe]/push', 'NAT64 cloud metadata'],
  ['https://[64:ff9b::192.168.0.1]/push', 'NAT64 private'],
  ['https://[64:ff9b:1::808:808]/push', 'local-use NAT64'],
  ['https://[2002:7f00:1::1]/push', '6to4 loopback'],
  ['https://[2002:a9fe:a9fe::]/push', '6to4 cloud metadata'],
  ['https://[2002:c0a8:101::1]/push', '6to4 private'],
  ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/push', 'Teredo'],
  ['https://10.0.0.7/push', 'private'],
  ['https://10.255.255.255/push', 'private, the end of its range'],
  ['https://172.16.0.1/push', 'private'],
  ['https://172.31.255.254/push', 'private, the end of its range'],
  ['https://192.168.1.2/push', 'private'],
  ['https://169.254.169.254/latest/meta-data/', 'link-local cloud metadata'],
  ['https://100.64.0.1/push', 'carrier-grade NAT'],
  ['https://100.127.255.254/push', 'carrier-grade NAT, the end of its range'],
  ['https://192.0.0.8/push', 'protocol assignments'],
  ['https://192.0.2.1/push', 'documentation'],
  ['https://198.51.100.1/push', 'documentation'],
  ['https://203.0.113.1/push', 'documentation'],
  ['https://198.18.0.1/push', 'benchmarking'],
  ['https://198.19.255.254/push', 'benchmarking, the end of its range'],
  ['https://192.88.99.1/push', 'retired 6to4 relays'],
  ['https://224.0.0.1/push', 'multicast'],
  ['https://239.255.255.250/push', 'multicast'],
  ['https://240.0.0.1/push', 'reserved'],
  ['https://255.255.255.255/push', 'broadcast'],
  ['https://[fc00::1]/push', 'unique-local'],
  ['https://[fd12:3456:789a::1]/push', 'unique-local'],
  ['https://[fe80::1]/push', 'link-local'],
  ['https://[febf::1]/push', 'link-local, the end of its range'],
  ['https://[fec0::1]/push', 'site-local, retired'],
  ['https://[ff02::1]/push', 'multicast'],
  ['https://[100::1]/push', 'discard'],
  ['https://[2001:db8::1]/push', 'documentation'],
  ['https://[3fff::1]/push', 'documentation'],
  ['https://[2001:2::1]/push', 'benchmarking'],
  ['https://localhost/push', 'a name for this computer'],
  ['https://LocalHost:8443/push', 'a name for this computer, in capitals'],
];

const PUBLIC: [url: string, what: string][] = [
  ['https://8.8.8.8/push', 'public IPv4'],
  ['https://100.63.255.255/push', 'just below carrier-grade NAT'],
  ['https://100.128.0.0/push', 'just above carrier-grade NAT'],
  ['https://172.15.255.255/push', 'just below private'],
  ['https://172.32.0.0/push', 'just above private'],
  ['https://198.17.255.255/push', 'just below benchmarking'],
  ['https://198.20.0.0/push', 'just above benchmarking'],
  ['https://[2a00:1450:4001:82b::200a]/push', 'public IPv6'],
  ['https://[::ffff:8.8.8.8]/push', 'IPv4-mapped public'],
  ['https://[64:ff9b::808:808]/push', 'NAT64 public'],
  ['https://[2002:808:808::1]/push', '6to4 public'],
  // A name that does not resolve now is kept: every connection to it is checked again.
  ['https://push.example.net/send/one', 'a name'],
];

describe('where the server may connect for a person', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', async (url) => {
    expect(await refused(url)).toBe(true);
  });

  it.each(PUBLIC)('accepts %s (%s)', async (url) => {
    expect(await refused(url)).toBe(false);
  });

  it('refuses every scheme but https, and addresses with a user name or password', async () => {
    for (const url of [
      'http://push.example.net/x',
      'http://8.8.8.8/x',
      'ftp://push.example.net/x',
      'ws://push.example.net/x',
      'file:///etc/passwd',
      'https://user:secret@push.example.net/x',
      'not an address',
    ]) {
      expect(await refused(url), url).toBe(true);
    }
  });

  it('lets tests and development reach this computer over http or https, and nothing private', async () => {
    for (const url of [
      'http://127.0.0.1:9/p',
      'https://127.0.0.1:9/p',
      'http://[::1]:9/p',
      'http://localhost:9/p',
    ])
      expect(await refused(url, TESTS), url).toBe(false);
    for (const url of ['http://10.0.0.1/p', 'http://[::ffff:169.254.169.254]/p', 'http://8.8.8.8/p'])
      expect(await refused(url, TESTS), url).toBe(true);
    expect(outboundAllowance('development')).toEqual({ loopback: true });
    expect(outboundAllowance('production')).toEqual({ loopback: false });
  });

  it('tells public addresses from the rest, written as DNS answers them', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:82b::200a')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      'fe80::1%eth0',
      '100.64.0.1',
      'localhost',
      '',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('a request to a registered address', () => {
  let listener: Server;
  let port = 0;
  let connections = 0;

  beforeAll(async () => {
    // Counts every connection, before any TLS or HTTP: nothing may reach it at all.
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  const send = (target: string, allowance = PRODUCTION) =>
    sendOutbound(
      target,
      { method: 'POST', headers: {}, body: new Uint8Array(1), timeoutMs: 5000 },
      allowance,
    );

  it('never connects to this computer, by any name or form of its address', async () => {
    for (const target of [
      `https://127.0.0.1:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
      `https://2130706433:${port}/push`,
      `https://0x7f.1:${port}/push`,
      `https://localhost:${port}/push`,
      `http://127.0.0.1:${port}/push`,
    ]) {
      await expect(send(target), target).rejects.toBeInstanceOf(RefusedDestination);
    }
    expect(connections).toBe(0);
  });

  it('connects to this computer, by name too, only with the allowance of tests and development', async () => {
    // The listener closes each connection at once: the request fails, but it got there.
    await expect(send(`http://localhost:${port}/push`, TESTS)).rejects.not.toBeInstanceOf(RefusedDestination);
    expect(connections).toBe(1);
  });
});
