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

  it('reads the role without trusting it for anything but refusing', () => {
    expect(restBearer(token({ role: 'service_role', exp: now + 60 }), now).isServiceRole).toBe(
      true,
    );
    expect(restBearer(token({ role: 'anon', exp: now + 60 }), now).isServiceRole).toBe(false);
  });

  it('leaves a missing or unreadable bearer to PostgREST', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer not-a-jwt', 'Basic abc']) {
      expect(restBearer(header, now)).toEqual({ isExpired: false, isServiceRole: false });
    }
  });
});
