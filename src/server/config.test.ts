import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { checkDestination, outboundAllowance, RefusedDestination } from './http/outbound';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.REQUIRE_EMAIL_VERIFICATION).toBe(false);
    expect(config.AI_MODEL).toBe('gpt-3.5-turbo');
    expect(config.DATABASE_CONNECT_TIMEOUT).toBe(5);
    expect(config.DATABASE_QUERY_TIMEOUT).toBe(8);
    expect(config.DATABASE_POOL_SIZE).toBe(10);
    expect(config.DATABASE_POOLER).toBe('none');
  });

  it('runs as production when NODE_ENV is unset, as `npm start` leaves it: no push service on this computer', async () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('production');
    const local = 'http://127.0.0.1:8080/push/1';
    await expect(checkDestination(local, outboundAllowance(config.NODE_ENV))).rejects.toBeInstanceOf(
      RefusedDestination,
    );
    // Only a run that names itself development (`npm run dev`) or test may.
    for (const NODE_ENV of ['development', 'test']) {
      await expect(
        checkDestination(local, outboundAllowance(loadConfig({ NODE_ENV }).NODE_ENV)),
      ).resolves.toBe(undefined);
    }
  });

  it('reads the database timeouts', () => {
    const config = loadConfig({ DATABASE_CONNECT_TIMEOUT: '2.5', DATABASE_QUERY_TIMEOUT: '30' });
    expect(config.DATABASE_CONNECT_TIMEOUT).toBe(2.5);
    expect(config.DATABASE_QUERY_TIMEOUT).toBe(30);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({ DATABASE_POOLER: 'transaction' }).DATABASE_POOLER).toBe('transaction');
  });

  it('keeps seven daily backups unless told another number, 0 meaning none', () => {
    expect(loadConfig({}).DAILY_BACKUPS).toBe(7);
    expect(loadConfig({ DAILY_BACKUPS: '0' }).DAILY_BACKUPS).toBe(0);
    expect(loadConfig({ DAILY_BACKUPS: '30' }).DAILY_BACKUPS).toBe(30);
    expect(() => loadConfig({ DAILY_BACKUPS: 'many' })).toThrow(
      'DAILY_BACKUPS must be a number in the allowed range',
    );
  });

  it('reads the number of server processes, 0 meaning one per core', () => {
    expect(loadConfig({}).SERVER_PROCESSES).toBe(0);
    expect(loadConfig({ SERVER_PROCESSES: '3' }).SERVER_PROCESSES).toBe(3);
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('reads the e-mail verification flag', () => {
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).REQUIRE_EMAIL_VERIFICATION).toBe(true);
  });

  it('listens on this computer only when PUBLIC_URL is a loopback address, unless HOST says otherwise', () => {
    expect(loadConfig({}).LISTEN_HOSTS).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).LISTEN_HOSTS).toEqual(['127.0.0.1']);
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).LISTEN_HOSTS).toEqual(['::1']);
    expect(loadConfig({ PUBLIC_URL: 'https://neuronest.example' }).LISTEN_HOSTS).toEqual([]);
    expect(loadConfig({ HOST: '0.0.0.0' }).LISTEN_HOSTS).toEqual(['0.0.0.0']);
    expect(loadConfig({ HOST: '' }).LISTEN_HOSTS).toEqual(['127.0.0.1', '::1']);
  });

  it('reads how many proxies stand in front, true meaning one', () => {
    const hops = (value: string) => {
      const config = loadConfig({ TRUST_PROXY: value });
      return [config.TRUST_PROXY, config.TRUST_PROXY_HOPS];
    };
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(0);
    expect(hops('true')).toEqual([true, 1]);
    expect(hops('yes')).toEqual([true, 1]);
    expect(hops('1')).toEqual([true, 1]);
    expect(hops('2')).toEqual([true, 2]);
    expect(hops('false')).toEqual([false, 0]);
    expect(hops('0')).toEqual([false, 0]);
  });

  it('reads the extra host names, lower-cased', () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: 'App.Example, 10.0.0.5:3000,' }).ALLOWED_HOSTS).toEqual([
      'app.example',
      '10.0.0.5:3000',
    ]);
  });

  it.each([
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '-1'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_SECRET', 'short'],
    ['REQUIRE_EMAIL_VERIFICATION', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['DATABASE_CONNECT_TIMEOUT', 'soon'],
    ['DATABASE_QUERY_TIMEOUT', '0'],
    ['SERVER_PROCESSES', '-1'],
    ['SERVER_PROCESSES', 'many'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_POOLER', 'session'],
  ])('names %s in one line when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${name} [^\\n]+$`),
    );
  });
});

describe('secrets in configuration errors', () => {
  it.each([
    ['AUTH_SECRET', 'short-secret'],
    ['DATABASE_URL', 'mysql://user:hunter2@db'],
    ['SMTP_URL', 'http://user:hunter2@mail'],
  ])('never prints the value of %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(/\(value hidden\)$/);
  });
});
