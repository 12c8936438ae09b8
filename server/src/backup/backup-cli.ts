import path from 'node:path';
import { backupFromConfig } from './backup.js';
import { runFolderCommand } from './cli-run.js';

runFolderCommand({
  verb: 'back up',
  option: 'out',
  usage: 'Usage: npm run backup -- --out DIR   (DIR must not exist or be empty)',
  async run({ config, folder, log, progress }) {
    const out = path.resolve(folder);
    const storageBackend = config.storage.backend;
    const started = Date.now();
    const manifest = await backupFromConfig({ config, storageBackend, out, log, progress });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    progress(
      `backup complete in ${out}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const note of manifest.notes) progress(`note: ${note}`);
  },
});
