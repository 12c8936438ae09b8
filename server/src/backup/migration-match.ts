import type { MigrationFile } from '../platform/migrations.js';
import { BackupError, type Manifest } from './manifest.js';

/** Restore loads rows only into the schema they came from: the same migrations, byte for byte. */
export function assertSameMigrations(backup: Manifest['migrations'], code: MigrationFile[]): void {
  const label = (m: MigrationFile) => `${String(m.version).padStart(4, '0')} ${m.name}`;
  const ours = new Map(code.map((m) => [m.version, m]));
  const theirs = new Map(backup.map((m) => [m.version, m]));
  const differences: string[] = [];
  for (const m of backup) {
    const mine = ours.get(m.version);
    if (!mine) differences.push(`${label(m)} is in the backup only`);
    else if (mine.name !== m.name || mine.md5 !== m.md5)
      differences.push(`${label(m)} differs (checksum ${m.md5} in the backup, ${mine.md5} here)`);
  }
  for (const m of code) {
    if (!theirs.has(m.version)) differences.push(`${label(m)} is here only`);
  }
  if (differences.length > 0) {
    throw new BackupError(
      `The backup was made with other database migrations than this version has (${differences.join('; ')}): restore with the version of the product that made it.`,
    );
  }
}
