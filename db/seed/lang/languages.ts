import { german } from './de/index.js';
import { french } from './fr/index.js';
import { spanish } from './es/index.js';
import { italian } from './it/index.js';
import type { CatalogueLanguage } from './types.js';

/** The languages the demo catalogue is written in besides English, each from its tables. */
export const catalogueLanguages: readonly CatalogueLanguage[] = [german, french, spanish, italian];

/** A place in a language: its own name for it where it has one, the name as it is otherwise. */
export function placeIn(language: CatalogueLanguage, name: string): string {
  return language.places[name] ?? name;
}
