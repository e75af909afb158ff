import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason, inputsFingerprint, PARTS, recordBuild, staleParts } from './build-inputs.mjs';

/** A project of a few files: the part reads src/ and config.ts, and writes out/app.js. */
const PART = { inputs: ['src', 'config.ts'], outputs: ['out/app.js'] };

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** What a finished build leaves: its output, and the inputs it was made from. */
const built = () => {
  write('out/app.js', 'built');
  recordBuild(root, 'app', inputsFingerprint(root, PART.inputs));
};
const reason = () => buildReason(root, 'app', PART);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'neuronest-inputs-'));
  write('src/main.ts', 'main');
  write('src/screens/home.tsx', 'home');
  write('config.ts', 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether a part needs a build', () => {
  it('builds when nothing was ever built', () => {
    expect(reason()).toBe('it has not been built yet');
  });

  it('builds nothing when no input changed since the last build', () => {
    built();
    expect(reason()).toBeNull();
  });

  it('builds when a file changed', () => {
    built();
    write('src/screens/home.tsx', 'home, changed');
    expect(reason()).toBe('its sources changed since the last build');
  });

  it('builds when a single-file input changed', () => {
    built();
    write('config.ts', 'config, changed');
    expect(reason()).toBe('its sources changed since the last build');
  });

  it('builds when a file was added', () => {
    built();
    write('src/screens/new.tsx', 'new');
    expect(reason()).toBe('its sources changed since the last build');
  });

  it('builds when a file was deleted', () => {
    built();
    rmSync(path.join(root, 'src/screens/home.tsx'));
    expect(reason()).toBe('its sources changed since the last build');
  });

  it('builds when a file was renamed, its content the same', () => {
    built();
    rmSync(path.join(root, 'src/main.ts'));
    write('src/start.ts', 'main');
    expect(reason()).toBe('its sources changed since the last build');
  });

  it('builds when the built output is missing, whatever was recorded', () => {
    built();
    rmSync(path.join(root, 'out'), { recursive: true });
    expect(reason()).toBe('it has not been built yet');
  });

  it('builds when the last build was forgotten as it started and never finished', () => {
    built();
    recordBuild(root, 'app', null);
    expect(reason()).toBe('its last build was not recorded as finished');
  });

  it('builds nothing when only a test changed', () => {
    built();
    write('src/screens/home.test.tsx', 'a test');
    expect(reason()).toBeNull();
  });

  it('keeps each part to its own record', () => {
    built();
    recordBuild(root, 'other', 'another fingerprint');
    expect(reason()).toBeNull();
  });

  it('names only the parts whose inputs changed, and why (what npm start and the browser tests build)', () => {
    const parts = { app: PART, docs: { inputs: ['docs'], outputs: ['out/docs.html'] } };
    write('docs/guide.md', 'guide');
    expect(staleParts(root, parts)).toEqual([
      { name: 'app', reason: 'it has not been built yet' },
      { name: 'docs', reason: 'it has not been built yet' },
    ]);
    built();
    write('out/docs.html', 'built');
    recordBuild(root, 'docs', inputsFingerprint(root, ['docs']));
    expect(staleParts(root, parts)).toEqual([]);
    write('docs/guide.md', 'guide, changed');
    expect(staleParts(root, parts)).toEqual([
      { name: 'docs', reason: 'its sources changed since the last build' },
    ]);
  });
});

describe("NeuroNest's parts", () => {
  it('rebuild the client for a change in index.html, public/, the Vite config or the lockfile', () => {
    for (const input of ['src/client', 'vite.config.ts', 'package-lock.json']) {
      expect(PARTS.client.inputs).toContain(input);
    }
  });

  it('rebuild the server bundle for a change in the server or the shared rules', () => {
    expect(PARTS.server.inputs).toEqual(expect.arrayContaining(['src/server', 'src/shared']));
    expect(PARTS.server.outputs).toEqual(['dist/server/main.mjs']);
  });
});
