import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const localesDir = path.resolve(import.meta.dirname, '../web/src/locales');

type Language = 'de' | 'fr' | 'es' | 'it';

/**
 * The English catalogue's texts that must not be seen on a page in `locale`: every message of
 * every area whose translation differs from the English (so 'Blog' stays allowed) and that the
 * language does not use for another message, and only messages without placeholders.
 */
function englishTexts(locale: Language): Set<string> {
  const texts = new Set<string>();
  // A text the language itself uses for some message ('Details' in German) is never English.
  const ownTexts = new Set<string>();
  for (const file of readdirSync(path.join(localesDir, locale))) {
    if (!file.endsWith('.po')) continue;
    for (const item of parsePoFile(readFileSync(path.join(localesDir, locale, file), 'utf8')).items)
      // Whole, and each piece between its tags and placeholders ('Details<0>: {title}</0>').
      for (const piece of [
        item.msgstr[0] ?? '',
        ...(item.msgstr[0] ?? '').split(/<\/?\d+\/?>|\{[^}]*\}/),
      ])
        ownTexts.add(piece.trim());
  }
  for (const file of readdirSync(path.join(localesDir, 'en'))) {
    if (!file.endsWith('.po')) continue;
    const english = parsePoFile(readFileSync(path.join(localesDir, 'en', file), 'utf8')).items;
    const translated = new Map(
      parsePoFile(readFileSync(path.join(localesDir, locale, file), 'utf8')).items.map((item) => [
        item.msgid,
        item.msgstr[0] ?? '',
      ]),
    );
    for (const item of english) {
      const text = item.msgstr[0] || item.msgid;
      if (/[{<]/.test(text) || text.trim().length < 2) continue;
      if (translated.get(item.msgid) === text || ownTexts.has(text.trim())) continue;
      texts.add(text.trim());
    }
  }
  return texts;
}

const cache = new Map<Language, Set<string>>();

/**
 * Fails when any text node, or any accessible name or placeholder an element carries, of the page
 * is a message of the English catalogue: the page in another language shows none of them
 * (whole texts are compared, so English data from the catalogue such as a tour's title never
 * counts).
 */
export async function expectNoEnglishMessages(page: Page, locale: Language): Promise<void> {
  let texts = cache.get(locale);
  if (!texts) {
    texts = englishTexts(locale);
    cache.set(locale, texts);
  }
  const shown = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title.replace(/ – EcoTours$/, ''));
    return found;
  });
  expect(shown.filter((text) => texts.has(text))).toEqual([]);
}
