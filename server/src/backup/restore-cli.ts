import path from 'node:path';
import { runFolderCommand } from './cli-run.js';
import { restoreFromConfig } from './restore.js';

runFolderCommand({
  verb: 'restore',
  option: 'from',
  usage:
    'Usage: npm run restore -- --from DIR   (into a stopped, empty DATA_DIR, or an empty DATABASE_URL database)',
  async run({ config, folder, log, progress }) {
    const started = Date.now();
    const manifest = await restoreFromConfig({ config, from: path.resolve(folder), log, progress });
    progress(
      `restored the backup of ${manifest.createdAt} in ${((Date.now() - started) / 1000).toFixed(1)} s: start the server on it`,
    );
  },
});
