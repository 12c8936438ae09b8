import { describe, expect, it } from 'vitest';
import { sessionAal } from './session-aal';

const token = (payload: unknown) =>
  `x.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

describe('sessionAal', () => {
  it("reads the access token's aal claim", () => {
    expect(sessionAal(token({ aal: 'aal2', sub: '?>>~~~' }))).toBe('aal2');
    expect(sessionAal(token({ aal: 'aal1' }))).toBe('aal1');
  });

  it('counts anything else as aal1', () => {
    expect(sessionAal(token({}))).toBe('aal1');
    expect(sessionAal(token({ aal: 'AAL2' }))).toBe('aal1');
    expect(sessionAal('not-a-token')).toBe('aal1');
    expect(sessionAal('a.%%%.b')).toBe('aal1');
  });
});
