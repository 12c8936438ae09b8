import { describe, expect, it } from 'vitest';
import {
  guardedPageSignInHref,
  guardReason,
  readSignInTarget,
  returnPathFrom,
  safeReturnPath,
  signInHref,
} from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(safeReturnPath('/tours/alps?date=2030-01-02&travelers=2&addons=a%2Cb')).toBe(
      '/tours/alps?date=2030-01-02&travelers=2&addons=a%2Cb',
    );
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/wallet?tourId=x#top')).toBe('/wallet?tourId=x#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses every way out of the origin', () => {
    for (const attempt of [
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'http:evil.example',
      'HTTPS://evil.example/path',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '%2F%2Fevil.example',
      '%2f%5cevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '\u0000//evil.example',
      '',
      '/'.padEnd(3000, 'a'),
    ]) {
      expect(safeReturnPath(attempt), attempt).toBeUndefined();
    }
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath({ pathname: '//evil.example' })).toBeUndefined();
  });

  it('keeps encoded slashes inside the path, where they cannot change the origin', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(safeReturnPath('/./..//evil.example')).toBeUndefined();
  });

  it('never returns to the sign-in pages', () => {
    expect(safeReturnPath('/login')).toBeUndefined();
    expect(safeReturnPath('/login?redirectTo=%2Fdashboard')).toBeUndefined();
    expect(safeReturnPath('/signup/')).toBeUndefined();
    expect(safeReturnPath('/reset-password')).toBeUndefined();
  });
});

describe('the sign-in URL', () => {
  it('carries the return path and a reason key, and reads them back checked', () => {
    const href = signInHref('/tours/alps?date=2030-01-02&addons=a%2Cb', 'book');
    expect(href).toBe(
      '/login?redirectTo=%2Ftours%2Falps%3Fdate%3D2030-01-02%26addons%3Da%252Cb&reason=book',
    );
    const params = new URL(href, 'http://x').searchParams;
    expect(readSignInTarget(params)).toEqual({
      returnPath: '/tours/alps?date=2030-01-02&addons=a%2Cb',
      reason: 'book',
    });
    expect(signInHref('/dashboard', 'dashboard', '/signup')).toBe(
      '/signup?redirectTo=%2Fdashboard&reason=dashboard',
    );
    expect(signInHref(undefined)).toBe('/login');
  });

  it('drops an unsafe return path and any reason that is not a known key', () => {
    expect(signInHref('//evil.example', 'book')).toBe('/login?reason=book');
    const read = (search: string) => readSignInTarget(new URLSearchParams(search));
    expect(read('redirectTo=https%3A%2F%2Fevil.example&reason=%3Cb%3EPay+here%3C%2Fb%3E')).toEqual({
      returnPath: undefined,
      reason: undefined,
    });
    expect(read('redirectTo=%2F%2Fevil.example&reason=toString').reason).toBeUndefined();
    expect(read('redirectTo=javascript%3Aalert(1)').returnPath).toBeUndefined();
  });

  it('names the reason of a members page', () => {
    expect(guardReason('/dashboard')).toBe('dashboard');
    expect(guardReason('/dashboard?tab=bookings')).toBe('dashboard');
    expect(guardReason('/wallet?tourId=x&travelers=2')).toBe('book');
    expect(guardReason('/wallet')).toBe('wallet');
    expect(guardReason('/admin')).toBe('continue');
  });

  it('sends a visitor of a members page to sign in, back to the same page and query', () => {
    expect(guardedPageSignInHref('/wallet?tourId=x&travelers=2')).toBe(
      '/login?redirectTo=%2Fwallet%3FtourId%3Dx%26travelers%3D2&reason=book',
    );
    expect(guardedPageSignInHref('/tickets/0A1B2C3D')).toBe(
      '/login?redirectTo=%2Ftickets%2F0A1B2C3D&reason=continue',
    );
  });
});

describe('returnPathFrom', () => {
  it('prefers ?redirectTo=, then router state, then the dashboard', () => {
    const params = new URLSearchParams('redirectTo=%2Ftours%2Falps');
    expect(returnPathFrom({ from: '/wallet' }, '/dashboard', params)).toBe('/tours/alps');
    expect(returnPathFrom({ from: '/tours/alps?date=2030-01-02' })).toBe(
      '/tours/alps?date=2030-01-02',
    );
    expect(returnPathFrom({ from: { pathname: '/wallet', search: '?tourId=x' } })).toBe(
      '/wallet?tourId=x',
    );
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({})).toBe('/dashboard');
    expect(returnPathFrom({ from: '/login' })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    const evil = new URLSearchParams('redirectTo=%2F%2Fevil.example');
    expect(returnPathFrom(null, '/dashboard', evil)).toBe('/dashboard');
    expect(returnPathFrom({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/\\evil.example' })).toBe('/dashboard');
    expect(returnPathFrom({ from: { pathname: '//evil.example', search: '' } })).toBe('/dashboard');
  });
});
