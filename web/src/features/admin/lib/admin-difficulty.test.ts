import { describe, expect, it } from 'vitest';
import { adminDifficulties, toAdminDifficulty, toStoredDifficulty } from './admin-difficulty';

describe('admin difficulty words', () => {
  it('store medium as moderate and hard as challenging', () => {
    expect(toStoredDifficulty('easy')).toBe('easy');
    expect(toStoredDifficulty('medium')).toBe('moderate');
    expect(toStoredDifficulty('hard')).toBe('challenging');
  });

  it('read either scale back as the admin word', () => {
    expect(toAdminDifficulty('easy')).toBe('easy');
    expect(toAdminDifficulty('moderate')).toBe('medium');
    expect(toAdminDifficulty('medium')).toBe('medium');
    expect(toAdminDifficulty('challenging')).toBe('hard');
    expect(toAdminDifficulty('hard')).toBe('hard');
    expect(toAdminDifficulty('extreme')).toBe('');
  });

  it('round-trip every admin word', () => {
    for (const word of adminDifficulties) {
      expect(toAdminDifficulty(toStoredDifficulty(word))).toBe(word);
    }
  });
});
