import { describe, expect, it } from 'vitest';
import { findRegexFilter, restBearer } from './rest-request-rules.js';

const encode = (value: string) => encodeURIComponent(value);

describe('findRegexFilter', () => {
  it.each([
    ['a plain match', `full_description=match.${encode('(.+)+\\1\\1x')}`, 'full_description'],
    ['imatch', 'title=imatch.abc', 'title'],
    ['a negated match', 'title=not.match.abc', 'title'],
    ['match with a modifier', `title=match(any).${encode('{a,b}')}`, 'title'],
    ['inside or', `or=${encode('(title.eq.x,full_description.match.(a+)+b)')}`, 'or'],
    ['inside a nested and', `or=${encode('(a.eq.1,not.and(b.is.null,c.imatch.x))')}`, 'or'],
    ['negated inside a tree', `and=${encode('(title.not.match.x)')}`, 'and'],
    ['a modifier inside a tree', `or=${encode('(title.match(all).{a,b})')}`, 'or'],
    ['on an embedded resource', 'tours.title=match.x', 'tours.title'],
    ['a tree on an embedded resource', `tours.not.or=${encode('(title.match.x)')}`, 'tours.not.or'],
    ['after a quoted column', `or=${encode('("a,b".match.x)')}`, 'or'],
    ['behind an unbalanced quote', `or=${encode('(a.eq."x,b.match.y)')}`, 'or'],
    ['with spaces in a tree', `or=${encode('( title.match.x )')}`, 'or'],
  ])('finds %s', (_label, query, key) => {
    expect(findRegexFilter(query)).toBe(key);
  });

  it.each([
    ['the app’s search', `or=${encode('(title.ilike.*match*,description.ilike.*match*)')}`],
    ['a value that mentions match', 'title=eq.match&slug=ilike.*matchbox*'],
    ['select and order', 'select=id,match:title&order=title.asc'],
    ['no filter at all', ''],
    ['an in list', `id=in.${encode('(a,b)')}`],
  ])('lets %s through', (_label, query) => {
    expect(findRegexFilter(query)).toBeUndefined();
  });
});

describe('restBearer', () => {
  const token = (claims: Record<string, unknown>) =>
    `Bearer e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  const now = 1_800_000_000;

  it('sees an expired token the second it expires, and no leeway', () => {
    expect(restBearer(token({ role: 'authenticated', exp: now }), now).isExpired).toBe(true);
    expect(restBearer(token({ role: 'authenticated', exp: now + 1 }), now).isExpired).toBe(false);
  });

  it('sees a token it has read before expire the second it does', () => {
    const bearer = token({ role: 'authenticated', exp: now + 60, sub: 'kept' });
    expect(restBearer(bearer, now).isExpired).toBe(false);
    expect(restBearer(bearer, now + 59).isExpired).toBe(false);
    expect(restBearer(bearer, now + 60).isExpired).toBe(true);
    expect(restBearer(bearer, now + 61).isExpired).toBe(true);
  });

  it('reads every token right past the number it keeps, and one too long to keep', () => {
    const tokens = Array.from({ length: 2500 }, (_, index) =>
      token({ role: index % 2 ? 'service_role' : 'anon', exp: now + 1 + (index % 3), n: index }),
    );
    for (const round of [0, 1]) {
      tokens.forEach((bearer, index) => {
        expect(restBearer(bearer, now + 1), `round ${round}, token ${index}`).toEqual({
          isExpired: index % 3 === 0,
          isServiceRole: index % 2 === 1,
          isAnonymous: index % 2 === 0,
        });
      });
    }
    const long = token({ role: 'service_role', exp: now + 60, padding: 'x'.repeat(4000) });
    expect(restBearer(long, now)).toEqual({
      isExpired: false,
      isServiceRole: true,
      isAnonymous: false,
    });
    expect(restBearer(long, now + 60)).toEqual({
      isExpired: true,
      isServiceRole: true,
      isAnonymous: false,
    });
  });

  it('reads the role without trusting it for anything but refusing', () => {
    expect(restBearer(token({ role: 'service_role', exp: now + 60 }), now).isServiceRole).toBe(
      true,
    );
    expect(restBearer(token({ role: 'anon', exp: now + 60 }), now).isServiceRole).toBe(false);
  });

  it('leaves a missing or unreadable bearer to PostgREST', () => {
    expect(restBearer(undefined, now)).toEqual({
      isExpired: false,
      isServiceRole: false,
      isAnonymous: true,
    });
    // Not a visitor's: PostgREST refuses these, and no cached answer may stand in for that.
    for (const header of ['', 'Bearer', 'Bearer not-a-jwt', 'Basic abc']) {
      expect(restBearer(header, now)).toEqual({
        isExpired: false,
        isServiceRole: false,
        isAnonymous: false,
      });
    }
  });
});
