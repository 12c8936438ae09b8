import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.js';

/**
 * The build writes no `//# sourceMappingURL` line into its scripts (web/vite.config.ts): where
 * the gateway serves the maps it names each script's map in a `SourceMap` header, and production
 * serves neither.
 */
describe("a script's source map", () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'spa-source-maps-'));
  const apps: FastifyInstance[] = [];
  const serve = async (serveSourceMaps: boolean) => {
    const app = Fastify();
    apps.push(app);
    await registerSpa(app, { webDist, serveSourceMaps, nonce: () => 'nonce' });
    return app.listen({ port: 0, host: '127.0.0.1' });
  };
  let development: string;
  let production: string;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webDist, 'page-preloads.json'), '{}');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'export {};');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3}');
    writeFileSync(path.join(webDist, 'assets', 'runtime-abc123.js'), 'export {};');
    development = await serve(true);
    production = await serve(false);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is named in a header where the gateway serves the maps', async () => {
    const script = await fetch(`${development}/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('sourcemap')).toBe('app-abc123.js.map');
    expect((await fetch(`${development}/assets/app-abc123.js.map`)).status).toBe(200);
    const withoutMap = await fetch(`${development}/assets/runtime-abc123.js`);
    expect(withoutMap.headers.get('sourcemap')).toBeNull();
  });

  it('is neither named nor served in production', async () => {
    const script = await fetch(`${production}/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('sourcemap')).toBeNull();
    expect((await fetch(`${production}/assets/app-abc123.js.map`)).status).toBe(404);
  });
});
