import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const assetsDir = path.join(distDir, 'assets');
const BUDGET_BYTES = 200 * 1024;

/** The chunks a chunk imports statically (`import … from "./x.js"`), as dist-relative paths. */
function staticImports(chunk: string): string[] {
  const code = readFileSync(path.join(distDir, chunk), 'utf8');
  return [
    ...code.matchAll(/(?:^|;)\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g),
  ].map((match) => `assets/${match[1]!}`);
}

/** A chunk with everything it imports statically, transitively. */
function withStaticImports(roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (found.has(chunk)) continue;
    found.add(chunk);
    pending.push(...staticImports(chunk));
  }
  return found;
}

/**
 * What a first visit to / downloads before and right after its first render: the entry, its
 * preloads (supabase-js among them: every page asks for it at start-up) and their imports.
 */
function initialScripts(indexHtml: string): Set<string> {
  const entry = [...indexHtml.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)];
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)];
  const supabase = readdirSync(assetsDir).filter((file) => /^supabase-.*\.js$/.test(file));
  expect(supabase, 'the supabase-js chunk (vite.config.ts names it)').toHaveLength(1);
  expect(
    preloads.map((match) => match[1]),
    'index.html preloads supabase-js alongside the entry',
  ).toContain(`assets/${supabase[0]!}`);
  return withStaticImports([...entry, ...preloads].map((match) => match[1]!));
}

describe('the first page', () => {
  it('loads under 200 KB of gzipped JavaScript', () => {
    const indexPath = path.join(distDir, 'index.html');
    expect(existsSync(indexPath), 'web/dist is missing: run `npm run build` first').toBe(true);
    const scripts = initialScripts(readFileSync(indexPath, 'utf8'));
    const gzipped = [...scripts].reduce(
      (total, src) => total + gzipSync(readFileSync(path.join(distDir, src))).length,
      0,
    );
    console.info(
      `initial JavaScript for /: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${scripts.size} files`,
    );
    expect(gzipped).toBeLessThan(BUDGET_BYTES);
  });
});
