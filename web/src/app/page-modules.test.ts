import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundPageModule, pageModules } from './page-modules';
import { pagePaths } from './page-paths';

const router = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
const withoutExtension = (module: string) => module.replace(/\.tsx?$/, '');

describe('pageModules', () => {
  it('names exactly the modules the router loads lazily', () => {
    const imported = new Set([...router.matchAll(/import\('\.\.\/([^']+)'\)/g)].map((m) => m[1]));
    const named = [...Object.values(pageModules), notFoundPageModule].map(withoutExtension);
    expect(new Set(named)).toEqual(imported);
  });

  it('is keyed by page names', () => {
    expect(Object.keys(pagePaths)).toEqual(expect.arrayContaining(Object.keys(pageModules)));
  });

  it("gives each route the module the router's route for it loads", () => {
    // Each `{ path: pagePaths.x, … import('../module') }` route object, up to the next path.
    const routes = [
      ...router.matchAll(/pagePaths\.(\w+)(?:(?!pagePaths\.)[\s\S])*?import\('\.\.\/([^']+)'\)/g),
    ];
    expect(routes.length).toBeGreaterThan(10);
    for (const [, page, module] of routes) {
      expect(withoutExtension(pageModules[page!] ?? ''), page).toBe(module);
    }
  });
});
