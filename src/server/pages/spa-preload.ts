import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The screen's own scripts for an app page, from the build's manifest, so the browser fetches them with the
 * page instead of after the app's first script has run (decision 055). A screen is found by the convention
 * the screens follow: the last part of the address names the screen's file, in whichever feature folder:
 * `/dashboard` and `/tools/todo` are `features/dashboard/dashboard-page.tsx` and `features/todo/todo-page.tsx`.
 * A page without such a screen, or a build without a manifest, gets none.
 */
export function screenPreloads(dir: string): (pathname: string) => string[] {
  const manifest = readManifest(dir);
  const found = new Map<string, string[]>();
  return (pathname) => {
    const name = pathname.split('/').filter(Boolean).at(-1);
    if (!name || !/^[a-z-]+$/.test(name)) return [];
    if (!found.has(name)) {
      const key = Object.keys(manifest).find((file) =>
        new RegExp(`(^|/)features/[a-z-]+/${name}-page\\.tsx$`).test(file),
      );
      found.set(name, key ? filesOf(manifest, key) : []);
    }
    return found.get(name)!;
  };
}

/** The chunk's file and every file it imports, directly or not. */
export function filesOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

/** The build's manifest of chunks, or none for a build without one. */
export function readManifest(dir: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

/**
 * Adds a modulepreload link for each file the page does not load already, at low priority (decision 066):
 * they download with the page but leave the line to the app's first script and stylesheet, which paint the
 * frame first.
 */
export function writePreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}
