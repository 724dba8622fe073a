import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type WebSize =
  | { state: 'no-app' }
  | { state: 'build-failed'; message: string }
  | { state: 'measured'; built: boolean; files: { file: string; gzipBytes: number }[]; totalGzipBytes: number };

/** The attributes of every `<tag …>` in the HTML (names lower-cased; a bare attribute is ''). */
function tagAttributes(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const attr of match[1].matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attr[1].toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/**
 * What a browser must download before the first screen: the entry module and every module it
 * preloads, each gzipped at level 9 (close to what a CDN or reverse proxy would send).
 */
export function measureInitialJs(root: string): WebSize {
  if (!fs.existsSync(path.join(root, 'index.html'))) return { state: 'no-app' };
  const dist = path.join(root, 'dist');
  const built = !fs.existsSync(path.join(dist, 'index.html'));
  if (built) {
    try {
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
      return { state: 'build-failed', message: stderr.split('\n').slice(0, 3).join(' ') || String(error) };
    }
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [
    ...tagAttributes(html, 'script')
      .filter((a) => a.type === 'module' && a.src)
      .map((a) => a.src),
    ...tagAttributes(html, 'link')
      .filter((a) => a.rel === 'modulepreload' && a.href)
      .map((a) => a.href),
  ];
  const files = [...new Set(sources)].map((src) => {
    const file = path.join(dist, new URL(src, 'http://app.invalid/').pathname);
    return { file: path.relative(root, file), gzipBytes: gzipSync(fs.readFileSync(file), { level: 9 }).length };
  });
  return { state: 'measured', built, files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
