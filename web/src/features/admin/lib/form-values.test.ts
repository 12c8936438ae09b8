import { describe, expect, it } from 'vitest';
import {
  cleanList,
  hasDecimals,
  isPictureUrl,
  listErrorMessage,
  listRows,
  typedNumber,
} from './form-values';

describe('form values', () => {
  it('trims list entries and drops blank ones; an empty list edits as one blank row', () => {
    expect(cleanList([{ value: ' a ' }, { value: '' }, { value: '   ' }, { value: 'b' }])).toEqual([
      'a',
      'b',
    ]);
    expect(listRows([])).toEqual([{ value: '' }]);
    expect(listRows(['x'])).toEqual([{ value: 'x' }]);
  });

  it('reads typed numbers, a blank one as missing', () => {
    const schema = typedNumber('Required');
    expect(schema.parse(' 12.5 ')).toBe(12.5);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Required');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('Required');
  });

  it('counts decimals despite binary fractions', () => {
    expect(hasDecimals(19.99, 2)).toBe(true);
    expect(hasDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasDecimals(1.005, 2)).toBe(false);
    expect(hasDecimals(2.5, 1)).toBe(true);
    expect(hasDecimals(2.25, 1)).toBe(false);
  });

  it('takes our own paths and web addresses as picture URLs', () => {
    expect(isPictureUrl('')).toBe(true);
    expect(isPictureUrl('/storage/v1/object/public/tours/a.jpg')).toBe(true);
    expect(isPictureUrl('https://example.test/a.jpg')).toBe(true);
    expect(isPictureUrl('javascript:alert(1)')).toBe(false);
    expect(isPictureUrl('example.test/a.jpg')).toBe(false);
  });

  it("finds a list field's message on the list, its root or a row", () => {
    expect(listErrorMessage(undefined)).toBeUndefined();
    expect(listErrorMessage({ message: 'Too many' })).toBe('Too many');
    expect(listErrorMessage({ root: { message: 'Root' } })).toBe('Root');
    const rows: unknown[] = [undefined, { value: { message: 'Bad URL' } }];
    expect(listErrorMessage(rows)).toBe('Bad URL');
    expect(listErrorMessage([undefined])).toBeUndefined();
  });
});
