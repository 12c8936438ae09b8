import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './public-object-lookup.js';
import {
  chooseOutputFormat,
  describeVariant,
  transformableFormat,
  transformQuerySchema,
} from './transform-options.js';

describe('transformQuerySchema', () => {
  it('applies Supabase’s defaults and ignores parameters it does not know', () => {
    expect(transformQuerySchema.parse({ width: '320', download: 'x.jpg' })).toEqual({
      width: 320,
      resize: 'cover',
      quality: 80,
    });
  });

  it('accepts only whole numbers in range, written plainly', () => {
    for (const width of ['0', '2501', '-1', '1e3', '0x140', ' 320', '', 'abc']) {
      expect(transformQuerySchema.safeParse({ width }).success, width).toBe(false);
    }
    expect(transformQuerySchema.parse({ width: '2500', quality: '20' })).toMatchObject({
      width: 2500,
      quality: 20,
    });
  });
});

describe('chooseOutputFormat', () => {
  it('negotiates WebP from Accept unless format=origin', () => {
    expect(chooseOutputFormat('jpeg', undefined, 'image/avif,image/webp,*/*')).toEqual({
      format: 'webp',
      negotiated: true,
    });
    expect(chooseOutputFormat('jpeg', undefined, '*/*')).toEqual({
      format: 'jpeg',
      negotiated: true,
    });
    expect(chooseOutputFormat('png', undefined, 'image/webp;q=0, image/*').format).toBe('png');
    expect(chooseOutputFormat('png', 'origin', 'image/webp')).toEqual({
      format: 'png',
      negotiated: false,
    });
  });
});

describe('transformableFormat and describeVariant', () => {
  it('knows JPEG, PNG and WebP only', () => {
    expect(transformableFormat('image/JPEG; charset=binary')).toBe('jpeg');
    expect(transformableFormat('image/svg+xml')).toBeUndefined();
    expect(transformableFormat('text/plain')).toBeUndefined();
  });

  it('names a variant only by what changes its pixels', () => {
    const query = transformQuerySchema.parse({ width: '320', resize: 'fill', quality: '70' });
    expect(describeVariant(query, 'webp')).toBe('w320_hauto_scale_q70.webp');
    const both = transformQuerySchema.parse({ width: '320', height: '200', resize: 'fill' });
    expect(describeVariant(both, 'png')).toBe('w320_h200_fill_lossless.png');
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares entity tags weakly, in lists and with *', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
    expect(matchesIfNoneMatch('"b"', '')).toBe(false);
  });
});
