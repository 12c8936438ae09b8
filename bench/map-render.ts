/**
 * The map's rendering, measured (issue 52, decision 048): the shipped basemap drawn by d3-geo on
 * a canvas (web/src/lib/map) against MapLibre GL JS showing the same data from a local style, in
 * headless Chromium with the CPU throttled 4× like a phone (BENCH_CPU_SLOWDOWN names another).
 * For each, on a phone-sized view (390 × 700 CSS px, 2 device pixels per px) of all of Europe and
 * of a region: the JavaScript's bytes (gzip), the main thread's time from the navigation to the
 * first drawn frame (Chromium's TaskDuration), and its time per frame of a pan (30 frames of
 * 8 px). MapLibre is no dependency of the product: install it anywhere and name its folder,
 *   npm i --prefix /tmp/maplibre maplibre-gl
 *   MAPLIBRE_DIR=/tmp/maplibre/node_modules/maplibre-gl npx tsx bench/map-render.ts
 * Without MAPLIBRE_DIR only the canvas is measured. MapLibre draws no text here: its labels need
 * glyph files built from a font, so its figures are what it costs before any label.
 */
import { createServer } from 'node:http';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { buildBasemap } from '@app/web/basemap-build';
import { prepareBasemap } from '@app/web/draw-basemap';

const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const MAPLIBRE_DIR = process.env.MAPLIBRE_DIR;
const VIEWPORT = { width: 390, height: 700 };
const PAN_FRAMES = 30;
/** Each view in web-map zoom levels of 256 px tiles (MapLibre counts 512 px tiles: one less). */
const VIEWS = [
  { name: 'Europe', center: [12, 52] as [number, number], zoom: 3.2 },
  { name: 'the Alps', center: [10.5, 46.8] as [number, number], zoom: 6.5 },
];

const D3_PAGE = `
import { canvasSurface } from '../web/src/lib/map/canvas-surface.ts';
import { centerProjection, drawBasemap, prepareBasemap } from '../web/src/lib/map/draw-basemap.ts';
const params = new URLSearchParams(location.search);
const center = params.get('center').split(',').map(Number);
const zoom = Number(params.get('zoom'));
const canvas = document.querySelector('canvas');
const { width, height } = canvas.getBoundingClientRect();
canvas.width = width * devicePixelRatio;
canvas.height = height * devicePixelRatio;
const context = canvas.getContext('2d');
context.scale(devicePixelRatio, devicePixelRatio);
const basemap = prepareBasemap(await (await fetch('/basemap.json')).json());
const projection = centerProjection(center, zoom, width, height);
const draw = () => drawBasemap(canvasSurface(context), projection, basemap, { width, height, locale: 'en' });
draw();
requestAnimationFrame(() => requestAnimationFrame(() => { window.ready = true; }));
window.drawMs = 0;
window.pan = async (frames) => {
  for (let i = 0; i < frames; i++) {
    const [x, y] = projection.translate();
    projection.translate([x - 8, y]);
    const start = performance.now();
    draw();
    window.drawMs += performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
};
`;

const MAPLIBRE_PAGE = `
import * as maplibregl from '/maplibre/maplibre-gl.mjs';
const params = new URLSearchParams(location.search);
const source = (name) => ({ type: 'geojson', data: '/' + name + '.json' });
const map = new maplibregl.Map({
  container: 'map',
  attributionControl: false,
  center: params.get('center').split(',').map(Number),
  zoom: Number(params.get('zoom')) - 1,
  style: {
    version: 8,
    sources: { land: source('land'), coast: source('coast'), borders: source('borders'), cities: source('cities') },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3ee' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f6f3ec' } },
      { id: 'coast', type: 'line', source: 'coast', paint: { 'line-color': '#8fb0c2', 'line-width': 0.6 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b4aa9a', 'line-width': 0.6 } },
      { id: 'cities', type: 'circle', source: 'cities', filter: ['>=', ['get', 'population'], 600000],
        paint: { 'circle-radius': 2.5, 'circle-color': '#4b5257' } },
    ],
  },
});
map.once('idle', () => { window.ready = true; });
window.pan = async (frames) => {
  for (let i = 0; i < frames; i++) {
    map.panBy([8, 0], { duration: 0 });
    await new Promise((resolve) => map.once('render', resolve));
  }
};
`;

const html = (script: string, element: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}#map,canvas{display:block;width:${VIEWPORT.width}px;height:${VIEWPORT.height}px}</style></head><body>${element}<script type="module" src="/${script}"></script></body></html>`;

async function siteFiles(dir: string) {
  const file = buildBasemap();
  await writeFile(path.join(dir, 'basemap.json'), JSON.stringify(file));
  await writeFile(path.join(dir, 'd3.html'), html('d3.js', '<canvas></canvas>'));
  await build({
    stdin: { contents: D3_PAGE, resolveDir: import.meta.dirname, loader: 'js' },
    outfile: path.join(dir, 'd3.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  if (!MAPLIBRE_DIR) return;
  const basemap = prepareBasemap(file);
  const collection = (features: unknown[]) => ({ type: 'FeatureCollection', features });
  const shapes = (list: { geometry: unknown }[]) =>
    collection(list.map(({ geometry }) => ({ type: 'Feature', properties: {}, geometry })));
  await writeFile(path.join(dir, 'land.json'), JSON.stringify(shapes(basemap.land)));
  await writeFile(path.join(dir, 'coast.json'), JSON.stringify(shapes(basemap.coast)));
  await writeFile(path.join(dir, 'borders.json'), JSON.stringify(shapes(basemap.borders)));
  const cities = basemap.cities.map(([name, lng, lat, population]) => ({
    type: 'Feature',
    properties: { name, population },
    geometry: { type: 'Point', coordinates: [lng, lat] },
  }));
  await writeFile(path.join(dir, 'cities.json'), JSON.stringify(collection(cities)));
  await cp(path.join(MAPLIBRE_DIR, 'dist'), path.join(dir, 'maplibre'), { recursive: true });
  await writeFile(path.join(dir, 'ml.html'), html('ml.js', '<div id="map"></div>'));
  await writeFile(path.join(dir, 'ml.js'), MAPLIBRE_PAGE);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const name = path.normalize(new URL(request.url ?? '/', 'http://x').pathname).slice(1);
    readFile(path.join(dir, name)).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

async function mainThreadMs(page: Page, action: () => Promise<unknown>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const before = await taskMs();
  await action();
  return (await taskMs()) - before;
}

async function measure(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  view: (typeof VIEWS)[number],
) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const firstPaint = await mainThreadMs(page, async () => {
    await page.goto(`${url}?center=${view.center.join(',')}&zoom=${view.zoom}`);
    // Expressions the page evaluates (its globals, set by the pages above).
    await page.waitForFunction('window.ready === true', null, { timeout: 120_000 });
  });
  const pan = await mainThreadMs(page, () => page.evaluate(`window.pan(${PAN_FRAMES})`));
  // The canvas's own calls, apart from the browser's rasterising (the canvas only).
  const drawMs = Number(await page.evaluate('window.drawMs'));
  await context.close();
  return { firstPaint, panFrame: pan / PAN_FRAMES, drawFrame: drawMs / PAN_FRAMES };
}

async function gzipBytes(dir: string, files: string[]) {
  let total = 0;
  for (const file of files)
    total += gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length;
  return total;
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'map-render-'));
try {
  await siteFiles(dir);
  const { url, close } = await serve(dir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader'],
  });
  const probe = await browser.newPage();
  await probe.goto(`${url}/d3.html?center=0,0&zoom=1`);
  const webgl = await probe.evaluate(`(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
    return gl ? String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'webgl2') : null;
  })()`);
  await probe.close();
  console.info(`CPU slowdown ${SLOWDOWN}×, WebGL 2: ${String(webgl ?? 'none')}`);
  const renderers = [
    { name: 'd3-geo on a canvas', page: 'd3.html', scripts: ['d3.js'] },
    ...(MAPLIBRE_DIR
      ? [
          {
            name: 'MapLibre GL JS',
            page: 'ml.html',
            scripts: (await readdir(path.join(dir, 'maplibre')))
              .filter((file) => /^maplibre-gl(-worker)?\.mjs$/.test(file))
              .map((file) => `maplibre/${file}`),
          },
        ]
      : []),
  ];
  for (const renderer of renderers) {
    const bytes = await gzipBytes(dir, renderer.scripts);
    console.info(`\n${renderer.name}: ${(bytes / 1024).toFixed(1)} KB of JavaScript (gzip)`);
    for (const view of VIEWS) {
      const runs = [];
      for (let run = 0; run < 3; run++)
        runs.push(await measure(browser, `${url}/${renderer.page}`, view));
      const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
      console.info(
        `  ${view.name}: first frame ${median(runs.map((r) => r.firstPaint)).toFixed(0)} ms of main thread, ` +
          `pan ${median(runs.map((r) => r.panFrame)).toFixed(1)} ms a frame` +
          (renderer.page === 'd3.html'
            ? ` (of which the drawing calls ${median(runs.map((r) => r.drawFrame)).toFixed(1)} ms)`
            : '') +
          ' (median of 3)',
      );
    }
  }
  await browser.close();
  close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
