import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSizeOverLimit } from './file-size.js';

describe('formatFileSize', () => {
  it('states bytes under 1 KB, then KB and MB with one decimal at most', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(29_700)).toBe('29 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});

describe('formatSizeOverLimit', () => {
  it('shows a small file over a small limit in KB, not as 0 MB against 0 MB', () => {
    expect(formatSizeOverLimit(29_700, 1024)).toEqual({ size: '29 KB', limit: '1 KB' });
  });

  it('adds decimals until the two differ', () => {
    expect(formatSizeOverLimit(12 * 1024 * 1024, 10 * 1024 * 1024)).toEqual({
      size: '12 MB',
      limit: '10 MB',
    });
    expect(formatSizeOverLimit(10.3 * 1024 * 1024, 10 * 1024 * 1024)).toEqual({
      size: '10.3 MB',
      limit: '10 MB',
    });
    expect(formatSizeOverLimit(1034, 1024)).toEqual({ size: '1.01 KB', limit: '1 KB' });
  });

  it('falls back to bytes when the difference is too small for two decimals', () => {
    expect(formatSizeOverLimit(10 * 1024 * 1024 + 1, 10 * 1024 * 1024)).toEqual({
      size: '10485761 bytes',
      limit: '10485760 bytes',
    });
    expect(formatSizeOverLimit(600, 500)).toEqual({ size: '600 bytes', limit: '500 bytes' });
  });
});
