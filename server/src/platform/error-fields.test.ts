import { describe, expect, it } from 'vitest';
import { errorCause, errorCode, errorField, errorMessage, errorStatus } from './error-fields.js';

describe('fields of a thrown value', () => {
  it('reads a system error, a wrapped cause and a status', () => {
    const system = Object.assign(new Error('no such file'), { code: 'ENOENT' });
    const wrapped = Object.assign(new Error('proxy failed', { cause: system }), {
      code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
      statusCode: 500,
    });
    expect(errorCode(system)).toBe('ENOENT');
    expect(errorCode(errorCause(wrapped))).toBe('ENOENT');
    expect(errorStatus(wrapped)).toBe(500);
    expect(errorMessage(wrapped)).toBe('proxy failed');
  });

  it('reads plain objects as well, and nothing from other throws', () => {
    expect(errorCode({ code: '23503' })).toBe('23503');
    expect(errorField({ appliedMigrations: [] }, 'appliedMigrations')).toEqual([]);
    for (const thrown of [null, undefined, 'text', 42]) {
      expect(errorCode(thrown)).toBeUndefined();
      expect(errorStatus(thrown)).toBeUndefined();
      expect(errorCause(thrown)).toBeUndefined();
    }
    expect(errorMessage('text')).toBe('text');
  });

  it('ignores a code or status of another type', () => {
    expect(errorCode({ code: 42 })).toBeUndefined();
    expect(errorStatus({ statusCode: '500' })).toBeUndefined();
  });
});
