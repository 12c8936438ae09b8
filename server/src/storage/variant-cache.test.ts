import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type VariantId, VariantCache } from './variant-cache.js';

let root: string;
let warnings: string[];
let cache: VariantCache;

const id = (variant: string, sourceVersion = 'v1'): VariantId => ({
  bucket: 'tours',
  key: 'some/cover.jpg',
  sourceVersion,
  variant,
});

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'variant-cache-'));
  warnings = [];
  const log = pino(
    { level: 'warn' },
    { write: (line: string) => warnings.push(JSON.parse(line).msg) },
  );
  cache = new VariantCache(root, log);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('VariantCache', () => {
  it('renders once for concurrent callers and serves the kept file afterwards', async () => {
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Buffer.from('pixels');
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cache.getOrCreate(id('w320.webp'), render)),
    );
    expect(results.map(String)).toEqual(Array(5).fill('pixels'));
    expect(await cache.getOrCreate(id('w320.webp'), render)).toEqual(Buffer.from('pixels'));
    expect(renders).toBe(1);
    expect(await fs.readFile(cache.filePath(id('w320.webp')), 'utf8')).toBe('pixels');
  });

  it('admits only callers that start a new render, not those served from disk or in flight', async () => {
    let admitted = 0;
    const admit = async () => {
      admitted += 1;
    };
    let finish!: () => void;
    const slow = () =>
      new Promise<Buffer>((resolve) => (finish = () => resolve(Buffer.from('pixels'))));
    const first = cache.getOrCreate(id('w320.webp'), slow, admit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const joiner = cache.getOrCreate(id('w320.webp'), slow, admit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect((await Promise.all([first, joiner])).map(String)).toEqual(['pixels', 'pixels']);
    expect(await cache.getOrCreate(id('w320.webp'), slow, admit)).toEqual(Buffer.from('pixels'));
    expect(admitted).toBe(1);

    const refuse = () => Promise.reject(new Error('over the limit'));
    let rendered = false;
    const render = async () => {
      rendered = true;
      return Buffer.from('x');
    };
    await expect(cache.getOrCreate(id('w480.webp'), render, refuse)).rejects.toThrow(
      'over the limit',
    );
    expect(rendered).toBe(false);
  });

  it('does not keep a failed render', async () => {
    const failing = () => Promise.reject(new Error('bad pixels'));
    await expect(cache.getOrCreate(id('w320.webp'), failing)).rejects.toThrow('bad pixels');
    expect(await cache.getOrCreate(id('w320.webp'), async () => Buffer.from('ok'))).toEqual(
      Buffer.from('ok'),
    );
  });

  it('removes the variants of older versions when a new version is written', async () => {
    await cache.getOrCreate(id('a.webp', 'v1'), async () => Buffer.from('old'));
    await cache.getOrCreate(id('b.webp', 'v1'), async () => Buffer.from('old'));
    await cache.getOrCreate(id('a.webp', 'v2'), async () => Buffer.from('new'));
    expect(await fs.readdir(cache.objectDir('tours', 'some/cover.jpg'))).toEqual(['v2']);
    expect(cache.eTag(id('a.webp', 'v1'))).not.toBe(cache.eTag(id('a.webp', 'v2')));
  });

  it('stops keeping variants of one version beyond its cap, but still serves them', async () => {
    for (let width = 1; width <= 70; width += 1) {
      await cache.getOrCreate(id(`w${width}.webp`), async () => Buffer.from(String(width)));
    }
    const versionDir = path.dirname(cache.filePath(id('w1.webp')));
    expect(await fs.readdir(versionDir)).toHaveLength(64);
    expect(String(await cache.getOrCreate(id('w70.webp'), async () => Buffer.from('70')))).toBe(
      '70',
    );
  });

  it('still answers when the cache cannot be written', async () => {
    await fs.rm(root, { recursive: true });
    await fs.writeFile(root, 'not a folder');
    expect(await cache.getOrCreate(id('w320.webp'), async () => Buffer.from('x'))).toEqual(
      Buffer.from('x'),
    );
    expect(warnings).toEqual(['could not cache an image variant']);
  });
});
