import { DEFAULT_LOCALE, type Locale } from './locales.js';

/**
 * A search text folded to lower case without accents: 'Gdańsk' → 'gdansk', 'Łódź' → 'lodz',
 * 'ΑΘΉΝΑ' → 'αθηνα', 'СОФИЯ' → 'софия'. The database computes the tables' search columns with
 * `private.search_fold` (migrations 0019 and 0032, which lowers with ICU as JavaScript does);
 * the two must give the same text for every input, which db/tests/search-text.test.ts checks.
 */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'TH',
  þ: 'th',
};
/** Letters Unicode does not decompose, and '*', which PostgREST would read as a wildcard. */
const REPLACED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '*': '∗',
};
const FOLDED: Record<string, string> = { ...SPELLED_OUT, ...REPLACED };
// Every key is one character, and '*' is the only one that means something in a class: escaped.
const SPECIAL = new RegExp(`[${Object.keys(FOLDED).join('').replace('*', '\\*')}]`, 'g');
const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Lower case writes ς at a word's end: a typed 'ΑΣ' ('ας') must still find 'Ασία'.
const FINAL_SIGMA = /ς/g;

export function searchFold(value: string): string {
  return value
    .replace(SPECIAL, (c) => FOLDED[c]!)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FINAL_SIGMA, 'σ');
}

/**
 * The folded search column of a language (migrations 0019, 0032, 0045): a language's title and
 * description, each in English where it has none, folded by `private.search_fold`.
 */
export const searchColumn = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? ('search_text' as const) : (`search_text_${locale}` as const);
