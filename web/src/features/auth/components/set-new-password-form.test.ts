import { describe, expect, it } from 'vitest';
import { newPasswordProblems } from './set-new-password-form';

describe('newPasswordProblems', () => {
  it('names every broken rule with the spec texts', () => {
    expect(newPasswordProblems('abc', '')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one number',
    ]);
    expect(newPasswordProblems('12345678', '')).toEqual([
      'Password must contain at least one letter',
    ]);
  });

  it('reports a mismatch once the confirmation is typed', () => {
    expect(newPasswordProblems('goodpass1', 'goodpass2')).toEqual(['Passwords do not match']);
    expect(newPasswordProblems('goodpass1', 'goodpass1')).toEqual([]);
  });
});
