import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@app/domain/locales';
import { sameAsEnglish } from '../server/src/locales/same-as-english.js';
import { catalogueFindings } from './catalogue-findings.js';

const serverDir = path.resolve(import.meta.dirname, '../server/src');
const localesDir = path.join(serverDir, 'locales');

const idsOf = (locale: string) =>
  parsePoFile(readFileSync(path.join(localesDir, locale, 'mail.po'), 'utf8'))
    .items.filter((item) => !item.obsolete)
    .map((item) => item.msgid)
    .sort();

/** The server's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !/\.(test|faults)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every message id the server's code asks for: the literal first argument of each `t('…')`. */
function idsInCode(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(serverDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
      used.set(match[1]!, [...(used.get(match[1]!) ?? []), path.relative(serverDir, file)]);
    }
  }
  return used;
}

/**
 * The mail, PDF and calendar catalogues (server/src/locales/<locale>/mail.po, decision 029) are
 * checked as the web's are: each language holds the English catalogue's ids and no others, the
 * code asks for exactly those ids, and every translation is there, parses as ICU, keeps the
 * English placeholders, and is not the English left as it is.
 */
describe('server message catalogues', () => {
  const english = idsOf('en');

  it('give every language the ids of the English catalogue, and no other', () => {
    expect(
      readdirSync(localesDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual([...LOCALES].sort());
    for (const locale of LOCALES)
      expect({ locale, ids: idsOf(locale) }).toEqual({ locale, ids: english });
  });

  it('hold exactly the messages the code uses', () => {
    const used = idsInCode();
    const unknown = [...used].filter(([id]) => !english.includes(id));
    const unused = english.filter((id) => !used.has(id));
    expect({ unknown, unused }).toEqual({ unknown: [], unused: [] });
  });

  it('translate every message into every language', () => {
    expect(catalogueFindings(localesDir, 'en', sameAsEnglish)).toEqual([]);
  });
});
