import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('goes back to the page that asked for sign-in, with its query', () => {
    expect(returnPathFrom({ from: '/tours/alps?date=2030-01-02' })).toBe(
      '/tours/alps?date=2030-01-02',
    );
    expect(returnPathFrom({ from: { pathname: '/wallet', search: '?tourId=x' } })).toBe(
      '/wallet?tourId=x',
    );
  });

  it('goes to the dashboard otherwise', () => {
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({})).toBe('/dashboard');
    expect(returnPathFrom({ from: '/login' })).toBe('/dashboard');
  });

  it('never leaves the app', () => {
    expect(returnPathFrom({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/\\evil.example' })).toBe('/dashboard');
  });
});
