import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller files gain less than the bytes of their headers (@fastify/compress's threshold too). */
const MIN_SIZE = 1024;

/**
 * Writes each built script, stylesheet and data file (the basemap) compressed beside itself, at the strongest settings
 * (brotli 11, gzip 9), once at build time: the gateway sends the variant a browser accepts
 * (@fastify/static's preCompressed) instead of compressing every answer anew at the quick
 * settings a per-request compression can afford. The entry is 13 % smaller as brotli 11 than as
 * gzip, and no request spends CPU on it (decision 034).
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      await Promise.all(
        Object.values(bundle)
          .filter((output) => /\.(js|css|json)$/.test(output.fileName))
          .map(async (output) => {
            const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
            if (source.length < MIN_SIZE) return;
            const file = path.join(dir, output.fileName);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipped(source, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
