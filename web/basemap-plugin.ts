import type { Plugin } from 'vite';
import { buildBasemap } from './basemap-build.js';

/** `import basemapUrl from 'virtual:basemap-url'`: where the browser fetches the basemap. */
const MODULE_ID = 'virtual:basemap-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server answers it (the build writes a hashed file under assets/ instead). */
const DEV_PATH = '/@basemap/basemap.json';

/**
 * The shipped basemap (decision 048), built from its npm packages with the site: one file under
 * assets/ with its content's hash in its name, so the gateway serves it with a year's caching
 * (server/src/gateway/spa.ts), and only the map's lazy chunk knows its URL.
 */
export function basemap(): Plugin {
  let source: string | undefined;
  const built = () => (source ??= JSON.stringify(buildBasemap()));
  let serving = false;
  return {
    name: 'basemap',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'basemap.json', source: built() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(built());
      });
    },
  };
}
