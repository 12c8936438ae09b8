import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { catalogueFindings } from '../../scripts/catalogue-findings.js';
import { sameAsEnglish } from '../src/locales/same-as-english.js';

const webDir = path.resolve(import.meta.dirname, '..');

/**
 * The web's catalogues against its code (decision 029): every message the code uses is in every
 * language's catalogue and no other one is (Lingui's own sync check), and every translation is
 * there, parses, keeps the English placeholders and tags, and is not the English left as it is.
 */
describe('message catalogues', () => {
  it('hold exactly the messages the code uses', async () => {
    const lingui = path.resolve(webDir, '../node_modules/.bin/lingui');
    const result = await promisify(execFile)(lingui, ['check', 'sync', '--clean', '--verbose'], {
      cwd: webDir,
    }).catch((error: { stdout: string; stderr: string }) => error);
    expect(`${result.stdout}${result.stderr}`).toContain('PASS sync');
  }, 120_000);

  it('translate every message into every language', () => {
    expect(catalogueFindings(path.join(webDir, 'src/locales'), 'en', sameAsEnglish)).toEqual([]);
  });
});
