import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatEuros,
  formatMoment,
  formatNumber,
  formatOneDecimal,
  formatWholeEuros,
} from './locale-format.js';

// Intl separates French thousands with a narrow no-break space and the euro sign with a no-break one.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formats', () => {
  it('writes euro amounts by each language’s conventions', () => {
    expect(formatEuros(1234.5)).toBe('€1,234.50');
    expect(plain(formatEuros(1234.5, 'de'))).toBe('1.234,50 €');
    expect(plain(formatEuros(1234.5, 'fr'))).toBe('1 234,50 €');
    expect(plain(formatEuros(12345.5, 'es'))).toBe('12.345,50 €');
    expect(plain(formatEuros(12345.5, 'it'))).toBe('12.345,50 €');
    expect(formatWholeEuros(189.6)).toBe('€190');
    expect(plain(formatWholeEuros(189.6, 'de'))).toBe('190 €');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(formatOneDecimal(4.8)).toBe('4.8');
    expect(formatOneDecimal(5)).toBe('5.0');
    expect(formatOneDecimal(4.8, 'fr')).toBe('4,8');
  });

  it('keeps each English style and names days in the other languages', () => {
    expect(formatCalendarDay('2026-12-02', 'longDay')).toBe('December 2, 2026');
    expect(formatCalendarDay('2026-12-02', 'formalDay')).toBe('2 December 2026');
    expect(formatCalendarDay('2026-09-12', 'weekdayDay')).toBe('Sat 12 September 2026');
    expect(formatCalendarDay('2027-06-01', 'shortWeekdayDay')).toBe('Tue, 1 Jun 2027');
    expect(formatCalendarDay('2026-12-02', 'longDay', 'de')).toBe('2. Dezember 2026');
    expect(formatCalendarDay('2026-12-02', 'longDay', 'fr')).toBe('2 décembre 2026');
    expect(formatCalendarDay('2026-12-02', 'longDay', 'es')).toBe('2 de diciembre de 2026');
    expect(formatCalendarDay('2026-12-02', 'longDay', 'it')).toBe('2 dicembre 2026');
    expect(formatMoment('2026-11-27T09:05:00Z', 'longDayTime', 'en', 'UTC')).toBe(
      '27 November 2026 at 09:05',
    );
    expect(formatMoment('2026-11-27T09:05:00Z', 'clockTime', 'de', 'UTC')).toBe('09:05');
  });
});
