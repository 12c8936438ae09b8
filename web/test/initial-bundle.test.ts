import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const BUDGET_BYTES = 200 * 1024;

/** The scripts a first visit to / downloads before the page can run: the entry and its preloads. */
function initialScripts(indexHtml: string): string[] {
  const entry = [...indexHtml.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)];
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...entry, ...preloads].map((match) => match[1]!);
}

describe('the first page', () => {
  it('loads under 200 KB of gzipped JavaScript', () => {
    const indexPath = path.join(distDir, 'index.html');
    expect(existsSync(indexPath), 'web/dist is missing: run `npm run build` first').toBe(true);
    const scripts = initialScripts(readFileSync(indexPath, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce(
      (total, src) => total + gzipSync(readFileSync(path.join(distDir, src))).length,
      0,
    );
    console.info(`initial JavaScript for /: ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    expect(gzipped).toBeLessThan(BUDGET_BYTES);
  });
});
