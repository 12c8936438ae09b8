import { describe, expect, it } from 'vitest';
import { formatWait, signInWaitMessage } from './sign-in-wait';

describe('signInWaitMessage', () => {
  it('says how long to wait, in seconds and minutes', () => {
    expect(signInWaitMessage(42)).toBe('Too many sign-in attempts. Try again in 42 seconds.');
    expect(signInWaitMessage(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(signInWaitMessage(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(signInWaitMessage(250)).toBe(
      'Too many sign-in attempts. Try again in 4 minutes 10 seconds.',
    );
  });

  it('asks for a few minutes when the server named no wait', () => {
    expect(signInWaitMessage(0)).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});

describe('formatWait', () => {
  it('drops the seconds of a whole minute and the minutes under one', () => {
    expect(formatWait(59)).toBe('59 seconds');
    expect(formatWait(120)).toBe('2 minutes');
    expect(formatWait(61)).toBe('1 minute 1 second');
  });
});
