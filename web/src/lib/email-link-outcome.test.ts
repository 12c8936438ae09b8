import { describe, expect, it } from 'vitest';
import { addressWithoutLinkParams, readEmailLinkOutcome } from './email-link-outcome';

const site = 'https://ecotours.example';

describe('readEmailLinkOutcome', () => {
  it('tells a used or expired link, from the fragment or the query', () => {
    expect(
      readEmailLinkOutcome(
        `${site}/tours/alps?date=2030-01-02#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
      ),
    ).toBe('link-invalid');
    expect(readEmailLinkOutcome(`${site}/?error=access_denied&error_code=otp_expired`)).toBe(
      'link-invalid',
    );
  });

  it('tells a confirmed sign-up', () => {
    expect(
      readEmailLinkOutcome(
        `${site}/tours/alps#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=signup`,
      ),
    ).toBe('confirmed');
  });

  it('says nothing for other pages, a reset link, or a query that only looks alike', () => {
    expect(readEmailLinkOutcome(`${site}/tours/alps?date=2030-01-02`)).toBeUndefined();
    expect(readEmailLinkOutcome(`${site}/#main`)).toBeUndefined();
    expect(
      readEmailLinkOutcome(`${site}/reset-password#error=access_denied&error_code=otp_expired`),
    ).toBeUndefined();
    expect(
      readEmailLinkOutcome(`${site}/reset-password?access_token=a#access_token=a&type=recovery`),
    ).toBeUndefined();
    expect(readEmailLinkOutcome(`${site}/#access_token=a&type=recovery`)).toBeUndefined();
    expect(readEmailLinkOutcome(`${site}/?error=x`)).toBeUndefined();
  });
});

describe('addressWithoutLinkParams', () => {
  it('keeps the page and its own query, and drops the fragment and link parameters', () => {
    expect(
      addressWithoutLinkParams(
        `${site}/tours/alps?date=2030-01-02&travelers=2#access_token=a&refresh_token=r&type=signup`,
      ),
    ).toBe('/tours/alps?date=2030-01-02&travelers=2');
    expect(
      addressWithoutLinkParams(`${site}/?error=access_denied&error_code=otp_expired&x=1#error=y`),
    ).toBe('/?x=1');
    expect(addressWithoutLinkParams(`${site}/`)).toBe('/');
  });
});
