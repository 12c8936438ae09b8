import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, localizedPath, preferredLocale, splitLocalePath } from './locales.js';

describe('locale paths', () => {
  it('reads the language from a known prefix only', () => {
    expect(splitLocalePath('/de/tours')).toEqual({ locale: 'de', path: '/tours' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/it/')).toEqual({ locale: 'it', path: '/' });
    expect(splitLocalePath('/tours')).toEqual({ locale: 'en', path: '/tours' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/tours')).toEqual({ locale: 'en', path: '/en/tours' });
    expect(splitLocalePath('/xx/tours')).toEqual({ locale: 'en', path: '/xx/tours' });
    expect(splitLocalePath('/desk')).toEqual({ locale: 'en', path: '/desk' });
  });

  it('puts a page path into a language, query kept', () => {
    expect(localizedPath('en', '/tours?page=2')).toBe('/tours?page=2');
    expect(localizedPath('de', '/tours?page=2')).toBe('/de/tours?page=2');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/?ref=x')).toBe('/es?ref=x');
  });
});

describe('preferred language', () => {
  it('orders an Accept-Language header by weight and ignores refused tags', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptLanguageTags('en;q=0.5, de')).toEqual(['de', 'en']);
    expect(acceptLanguageTags('de;q=0, it')).toEqual(['it']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('finds the first supported language by primary subtag', () => {
    expect(preferredLocale(['pt-BR', 'de-AT', 'en'])).toBe('de');
    expect(preferredLocale(['nl', 'pl'])).toBeUndefined();
    expect(preferredLocale(['EN-gb'])).toBe('en');
  });
});
