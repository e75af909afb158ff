// The operator's backups (decision 154): taken from a running server, put back on a stopped one, on the embedded
// database and on PostgreSQL, and whole when the server is killed in the middle of one.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import { startServer } from '../../../e2e/support/server';
import { createEmptyPostgresDatabase } from '../test/database';
import { operatorCommand } from './support/commands';
import { Ledger } from './support/ledger';
import { ADMIN_URL, pgliteDataDir, SERVER_ENV } from './support/servers';
import { Visitor } from './support/visitor';
import { differences, KINDS, newLedgerFor, writeOnce } from './support/workload';

/** The embedded database, whatever the environment names, and the keys made and kept in DATA_DIR. */
const EMBEDDED = { DATABASE_URL: '', AUTH_SECRET: '' };

/** Each test starts three servers and runs the commands, each a process of its own: minutes on a busy machine. */
const LONG = 900_000;
/** A first start makes the database and migrates it: a minute on a busy machine, sometimes two or more. */
const START_WITHIN = 300_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Started through this, a server is killed after the tests whatever happened to them. */
async function started(start: Promise<RunningServer>) {
  const server = await start;
  cleanups.push(() => server.kill());
  return server;
}

async function dataDir() {
  const data = await pgliteDataDir();
  cleanups.push(data.remove);
  return data;
}

/** People who each wrote something with every tool, and what the server acknowledged to each. */
async function peopleWithData(url: string, count = 2) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const visitor = await new Visitor(url).signUp();
      const ledger = newLedgerFor(new Ledger());
      for (const kind of KINDS) await writeOnce(kind, visitor, ledger, i * 100 + 1);
      return { visitor, ledger };
    }),
  );
}

/** Each signs in with their password on the server and finds everything they wrote. */
async function expectEveryoneBack(server: RunningServer, people: { visitor: Visitor; ledger: Ledger }[]) {
  for (const { visitor, ledger } of people) {
    visitor.baseUrl = server.url;
    await visitor.signIn();
    expect(await differences(visitor, ledger)).toEqual([]);
  }
}

const todoTitles = async (visitor: Visitor) => {
  const answer = await visitor.send('GET', '/api/todos');
  expect(answer.status).toBe(200);
  return (answer.body as { title: string }[]).map((todo) => todo.title);
};

const hashOf = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('a backup of the embedded database', () => {
  it(
    'is taken while the server runs and brings every person back on a fresh data directory',
    async () => {
      const source = await dataDir();
      const fresh = await dataDir();
      const file = `${fresh.dir}.backup.tar.gz`;
      cleanups.push(() => rm(file, { force: true }));

      let server = await started(source.start(EMBEDDED, START_WITHIN));
      const people = await peopleWithData(server.url);
      const made = await operatorCommand('backup', [file], { DATA_DIR: source.dir, ...EMBEDDED });
      expect(made.output).toContain('taken by the running server');
      expect(made.code).toBe(0);
      expect(await server.stop()).toBe(0);

      const restored = await operatorCommand('restore', [file], { DATA_DIR: fresh.dir, ...EMBEDDED });
      expect(restored.output).toContain('2 people');
      expect(restored.code).toBe(0);

      server = await started(fresh.start(EMBEDDED, START_WITHIN));
      try {
        // The keys came with it: a session from before the backup is still good on the new server.
        const [first] = people;
        first!.visitor.baseUrl = server.url;
        first!.visitor.dropCachedSession();
        expect((await first!.visitor.send('GET', '/api/todos')).status).toBe(200);
        await expectEveryoneBack(server, people);

        const whileRunning = await operatorCommand('restore', [file, '--force'], {
          DATA_DIR: fresh.dir,
          ...EMBEDDED,
        });
        expect(whileRunning.output).toContain('NeuroNest is running');
        expect(whileRunning.code).toBe(1);
      } finally {
        expect(await server.stop()).toBe(0);
      }

      const over = await operatorCommand('restore', [file], { DATA_DIR: fresh.dir, ...EMBEDDED });
      expect(over.output).toContain('already holds data (pglite)');
      expect(over.code).toBe(1);
      const forced = await operatorCommand('restore', [file, '--force'], {
        DATA_DIR: fresh.dir,
        ...EMBEDDED,
      });
      expect(forced.output).toMatch(/What was there before is in .*before-restore-/);
      expect(forced.code).toBe(0);
    },
    LONG,
  );

  it(
    'killed with SIGKILL during a backup leaves the previous one whole, which restores',
    async () => {
      const data = await dataDir();
      const backups = path.join(data.dir, 'backups');
      const first = path.join(backups, 'first.tar.gz');
      const second = path.join(backups, 'second.tar.gz');
      let server = await started(data.start(EMBEDDED, START_WITHIN));
      const early = await new Visitor(server.url).signUp();
      expect((await early.send('POST', '/api/todos', { title: 'Before the first backup' })).status).toBe(201);
      expect((await operatorCommand('backup', [first], { DATA_DIR: data.dir, ...EMBEDDED })).code).toBe(0);
      const firstHash = await hashOf(first);

      const later = await new Visitor(server.url).signUp();
      expect((await early.send('POST', '/api/todos', { title: 'After the first backup' })).status).toBe(201);
      const cut = operatorCommand('backup', [second], { DATA_DIR: data.dir, ...EMBEDDED });
      // The server opens the partial file before it copies the database: killed then, mid-backup. The command is
      // a process of its own, which may take a while to start on a busy machine.
      await expect
        .poll(async () => (await readdir(backups)).some((name) => name.endsWith('.partial')), {
          interval: 5,
          timeout: 120_000,
        })
        .toBe(true);
      await server.kill();
      const answer = await cut;
      expect(answer.output).toContain('NeuroNest stopped before the backup was finished');
      expect(answer.code).toBe(1);
      expect(await readdir(backups)).not.toContain('second.tar.gz');
      expect(await hashOf(first)).toBe(firstHash);

      // Started again on the same folder: it removes the half-written file and has lost nothing acknowledged.
      server = await started(data.start(EMBEDDED, START_WITHIN));
      try {
        await expect.poll(() => readdir(backups)).toEqual(['first.tar.gz']);
        early.baseUrl = server.url;
        await early.signIn();
        expect(await todoTitles(early)).toEqual(
          expect.arrayContaining(['Before the first backup', 'After the first backup']),
        );
      } finally {
        expect(await server.stop()).toBe(0);
      }

      const fresh = await dataDir();
      expect((await operatorCommand('restore', [first], { DATA_DIR: fresh.dir, ...EMBEDDED })).code).toBe(0);
      server = await started(fresh.start(EMBEDDED, START_WITHIN));
      try {
        early.baseUrl = server.url;
        await early.signIn();
        expect(await todoTitles(early)).toEqual(['Before the first backup']);
        later.baseUrl = server.url;
        await expect(later.signIn()).rejects.toThrow('Sign-in answered 401');
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
    LONG,
  );
});

describe('a backup on PostgreSQL', () => {
  it(
    'is pg_dump custom format, and pg_restore brings every person back on an empty database',
    async () => {
      const source = await createEmptyPostgresDatabase(ADMIN_URL);
      const target = await createEmptyPostgresDatabase(ADMIN_URL);
      cleanups.push(source.drop, target.drop);
      const data = await dataDir();
      const file = path.join(data.dir, 'neuronest.pgdump');

      let server = await started(
        startServer(
          { ...SERVER_ENV, DATABASE_URL: source.url, DATA_DIR: data.dir },
          { healthyWithinMs: START_WITHIN },
        ),
      );
      const people = await peopleWithData(server.url, 2);
      const made = await operatorCommand('backup', [file], { DATABASE_URL: source.url, DATA_DIR: data.dir });
      expect(made.code).toBe(0);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');
      expect(await server.stop()).toBe(0);

      const restored = await operatorCommand('restore', [file], {
        DATABASE_URL: target.url,
        DATA_DIR: data.dir,
      });
      expect(restored.output).toContain('2 people');
      expect(restored.code).toBe(0);
      server = await started(
        startServer(
          { ...SERVER_ENV, DATABASE_URL: target.url, DATA_DIR: data.dir },
          { healthyWithinMs: START_WITHIN },
        ),
      );
      try {
        await expectEveryoneBack(server, people);
      } finally {
        expect(await server.stop()).toBe(0);
      }
      const over = await operatorCommand('restore', [file], { DATABASE_URL: target.url, DATA_DIR: data.dir });
      expect(over.output).toContain('already holds tables');
      expect(over.code).toBe(1);
    },
    LONG,
  );
});
