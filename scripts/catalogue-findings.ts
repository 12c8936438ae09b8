import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { parsePoFile } from '@lingui/format-po';

/**
 * What is wrong with a folder of message catalogues (`<dir>/<locale>/<area>.po`, English the
 * source): a message left untranslated, a translation ICU cannot parse, one whose placeholders
 * or tags differ from the English, and one left equal to the English unless it is listed as the
 * same in that language (names such as EcoTours). Unused and unextracted messages are Lingui's
 * own check (`lingui check sync --clean`).
 */
export interface CatalogueFinding {
  file: string;
  message: string;
  problem: 'missing' | 'broken' | 'placeholders' | 'english' | 'unknown';
  detail?: string;
}

/** The arguments a message names ({name}, {count, plural, …}) and the tags it wraps (<0>…</0>). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const c of token.cases) visit(c.tokens);
      }
      if (token.type === 'content')
        for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]!}>`);
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** A message with no word of its own ('{period}: {refund}') reads the same in every language. */
const isOnlyPlaceholders = (message: string) =>
  !/\p{L}/u.test(message.replace(/\{\w+\}|<\/?\d+\/?>/g, ''));

export function catalogueFindings(
  dir: string,
  sourceLocale: string,
  sameAsSource: Record<string, readonly string[]>,
): CatalogueFinding[] {
  const findings: CatalogueFinding[] = [];
  const locales = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const areas = readdirSync(path.join(dir, sourceLocale)).filter((file) => file.endsWith('.po'));
  /** An explicit id's English is the source catalogue's translation; a generated one's, its msgid. */
  const sourceTexts = new Map(
    areas.map((area) => [
      area,
      new Map(
        parsePoFile(readFileSync(path.join(dir, sourceLocale, area), 'utf8')).items.map((item) => [
          item.msgid,
          item.msgstr[0] || item.msgid,
        ]),
      ),
    ]),
  );
  for (const locale of locales) {
    if (locale === sourceLocale) continue;
    const allowed = new Set(sameAsSource[locale] ?? []);
    for (const area of areas) {
      const file = path.join(locale, area);
      let items: ReturnType<typeof parsePoFile>['items'];
      try {
        items = parsePoFile(readFileSync(path.join(dir, file), 'utf8')).items;
      } catch {
        findings.push({ file, message: '', problem: 'missing', detail: 'no catalogue' });
        continue;
      }
      for (const item of items) {
        if (item.obsolete) continue;
        const message = sourceTexts.get(area)?.get(item.msgid) ?? item.msgid;
        const translation = item.msgstr[0] ?? '';
        if (translation === '') {
          findings.push({ file, message, problem: 'missing' });
          continue;
        }
        let expected: string[];
        let actual: string[];
        try {
          expected = placeholders(message);
        } catch (error) {
          findings.push({ file, message, problem: 'broken', detail: `English: ${String(error)}` });
          continue;
        }
        try {
          actual = placeholders(translation);
        } catch (error) {
          findings.push({ file, message, problem: 'broken', detail: String(error) });
          continue;
        }
        if (expected.join() !== actual.join()) {
          findings.push({
            file,
            message,
            problem: 'placeholders',
            detail: `${actual.join(' ')} instead of ${expected.join(' ')}`,
          });
        }
        if (translation === message && !allowed.has(message) && !isOnlyPlaceholders(message)) {
          findings.push({ file, message, problem: 'english' });
        }
      }
    }
  }
  return findings;
}
