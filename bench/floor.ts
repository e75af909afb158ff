// Builds the floor page (bare React + React DOM) with the project's Vite and serves it on a free port.
import { createReadStream } from 'node:fs';
import { mkdtemp, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export interface FloorPage {
  url: string;
  close(): Promise<void>;
}

export async function buildFloorPage(): Promise<FloorPage> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'neuronest-floor-'));
  await build({
    root: path.resolve(import.meta.dirname, 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = path.join(outDir, name === '/' ? 'index.html' : path.normalize(name));
    stat(file)
      .then(() => {
        res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
        createReadStream(file).pipe(res);
      })
      .catch(() => {
        res.statusCode = 404;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The floor page could not start.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
