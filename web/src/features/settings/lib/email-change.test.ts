import { authMessages } from '@app/domain/auth';
import { describe, expect, it } from 'vitest';
import { emailChangeProblem, emailChangeRefusal, pendingEmail } from './email-change';

describe('the e-mail change form', () => {
  it('sends a well-formed other address, trimmed and in lower case', () => {
    expect(emailChangeProblem('  New.Me@Example.org ', 'me@example.org')).toBeUndefined();
  });

  it('stops an empty or malformed address with the shared words', () => {
    expect(emailChangeProblem('', 'me@example.org')).toEqual({
      kind: 'invalid',
      message: authMessages.emailRequired,
    });
    expect(emailChangeProblem('not-an-address', 'me@example.org')).toEqual({
      kind: 'invalid',
      message: authMessages.emailInvalid,
    });
  });

  it('stops the address the account already has, whatever its case', () => {
    expect(emailChangeProblem('ME@example.org', 'me@example.org')).toEqual({ kind: 'same' });
  });
});

describe('the address waiting for confirmation', () => {
  it("is GoTrue's new_email while the links are out", () => {
    expect(pendingEmail({ email: 'me@example.org', new_email: 'new@example.org' })).toBe(
      'new@example.org',
    );
  });

  it('is none before a change is asked for and once it is done', () => {
    expect(pendingEmail({ email: 'me@example.org' })).toBeUndefined();
    expect(pendingEmail({ email: 'me@example.org', new_email: '' })).toBeUndefined();
    expect(
      pendingEmail({ email: 'new@example.org', new_email: 'new@example.org' }),
    ).toBeUndefined();
  });
});

describe("GoTrue's refusals of an e-mail change", () => {
  it('are told apart by their codes', () => {
    expect(emailChangeRefusal('email_exists')).toBe('email_exists');
    expect(emailChangeRefusal('over_email_send_rate_limit')).toBe('rate_limited');
    expect(emailChangeRefusal('validation_failed')).toBe('other');
    expect(emailChangeRefusal(undefined)).toBe('other');
  });
});
