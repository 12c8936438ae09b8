import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  signTicketToken,
  ticketKey,
  TICKET_TOKEN_LENGTH,
  verifyTicketToken,
} from './ticket-tokens.js';

const key = ticketKey('a-test-jwt-secret-of-enough-length-0123456789');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';

describe('ticket tokens', () => {
  it('give back the booking id they were signed for, and are short', () => {
    const id = randomUUID();
    const token = signTicketToken(key, id);
    expect(token).toMatch(/^ET1\.[A-Za-z0-9_-]{43}$/);
    expect(token).toHaveLength(TICKET_TOKEN_LENGTH);
    expect(verifyTicketToken(key, token)).toBe(id);
    expect(verifyTicketToken(key, signTicketToken(key, id.toUpperCase()))).toBe(id);
  });

  it('refuse every single-character alteration', () => {
    const token = signTicketToken(key, randomUUID());
    let tried = 0;
    for (let index = 0; index < token.length; index += 1) {
      for (const replacement of ALPHABET) {
        if (replacement === token[index]) continue;
        const altered = token.slice(0, index) + replacement + token.slice(index + 1);
        expect(verifyTicketToken(key, altered), altered).toBeUndefined();
        tried += 1;
      }
    }
    expect(tried).toBe(token.length * (ALPHABET.length - 1));
  });

  it('refuse another key, truncation, extension, junk and oversized text', () => {
    const id = randomUUID();
    const token = signTicketToken(key, id);
    expect(verifyTicketToken(ticketKey('another-secret-of-enough-length-0123456789'), token)).toBe(
      undefined,
    );
    for (const junk of [
      '',
      'ET1.',
      token.slice(0, -1),
      `${token}A`,
      token.slice(1),
      `ET2.${token.slice(4)}`,
      id,
      `ET1.${'A'.repeat(43)}`,
      `ET1.${'='.repeat(43)}`,
      `ET1.${token.slice(4, 46)}=`,
      ' '.repeat(TICKET_TOKEN_LENGTH),
      'x'.repeat(1_000_000),
    ]) {
      expect(verifyTicketToken(key, junk)).toBeUndefined();
    }
  });

  it('are signed only for booking ids', () => {
    expect(() => signTicketToken(key, 'not-a-uuid')).toThrow();
  });
});
