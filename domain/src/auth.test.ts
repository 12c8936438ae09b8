import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
  signUpPasswordSchema,
} from './auth.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('reset password rules', () => {
  it('reports every broken rule with the exact screen messages', () => {
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: 'x' })),
    ).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one letter',
      'Password must contain at least one number',
      'Passwords do not match',
    ]);
  });

  it('accepts eight characters with a letter and a digit, and long passphrases', () => {
    expect(newPasswordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(
      newPasswordSchema.safeParse(`${'correct horse battery staple '.repeat(4)}9`).success,
    ).toBe(true);
    expect(messages(newPasswordSchema.safeParse(`a1${'x'.repeat(1023)}`))).toEqual([
      'Password must be at most 1024 characters long',
    ]);
  });
});

describe('sign-up form', () => {
  it('needs eight characters and a matching confirmation', () => {
    const result = signUpFormSchema.safeParse({
      fullName: 'Ada',
      email: 'ada@example.test',
      password: 'abcdefg',
      confirmPassword: 'abcdefgh',
    });
    expect(messages(result)).toEqual([
      'Password must be at least 8 characters long',
      'Passwords do not match',
    ]);
  });

  it('refuses a name over 100 characters in words a person uses', () => {
    expect(messages(fullNameSchema.safeParse('A'.repeat(101)))).toEqual([
      'Name must be at most 100 characters',
    ]);
    expect(fullNameSchema.safeParse(` ${'A'.repeat(100)} `).success).toBe(true);
  });

  it('refuses a password of spaces only, whatever its length', () => {
    expect(messages(signUpPasswordSchema.safeParse(' '.repeat(12)))).toEqual([
      'Password cannot be only spaces',
    ]);
    expect(messages(signUpPasswordSchema.safeParse('\t \n '))).toEqual([
      'Password must be at least 8 characters long',
      'Password cannot be only spaces',
    ]);
    expect(signUpPasswordSchema.safeParse(' spaces around ').success).toBe(true);
    expect(messages(newPasswordSchema.safeParse(' '.repeat(8)))).toContain(
      'Password cannot be only spaces',
    );
  });
});

describe('email', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Ada@Example.TEST ')).toBe('ada@example.test');
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
  });
});
