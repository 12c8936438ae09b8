import { describe, expect, it } from 'vitest';
import { fixCandidateConditions, fixCandidateSearch } from './fix-candidates';

describe('fixCandidateConditions', () => {
  it('takes, in missing mode, unlocked tours with neither a cover nor an override', () => {
    expect(fixCandidateConditions('missing')).toEqual([
      ['image_locked', 'eq', 'false'],
      ['cover_image', 'is', 'null'],
      ['image_override_url', 'is', 'null'],
    ]);
  });

  it('takes, in smart mode, every unlocked tour', () => {
    expect(fixCandidateConditions('smart')).toEqual([['image_locked', 'eq', 'false']]);
  });
});

describe('fixCandidateSearch', () => {
  it('writes the conditions as a PostgREST query string', () => {
    expect(fixCandidateSearch('missing')).toBe(
      'select=id&image_locked=eq.false&cover_image=is.null&image_override_url=is.null',
    );
    expect(fixCandidateSearch('smart')).toBe('select=id&image_locked=eq.false');
  });
});
