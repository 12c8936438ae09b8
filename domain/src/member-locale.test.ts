import { describe, expect, it } from 'vitest';
import { LOCALES as DATABASE_LOCALES } from './generated/db-rules.js';
import { LOCALES } from './locales.js';
import { memberLocale, unsupportedLocaleMessage } from './member-locale.js';

describe('member locale', () => {
  it('lists the languages the database accepts (app_rules.locales())', () => {
    expect([...LOCALES]).toEqual(DATABASE_LOCALES);
  });

  it('reads the account language, English when there is none or it is not one of ours', () => {
    expect(memberLocale({ locale: 'de' })).toBe('de');
    expect(memberLocale({})).toBe('en');
    expect(memberLocale(undefined)).toBe('en');
    expect(memberLocale({ locale: 'pt' })).toBe('en');
  });

  it('names the five codes when it refuses another', () => {
    expect(unsupportedLocaleMessage).toBe('The language must be one of en, de, fr, es, it');
  });
});
