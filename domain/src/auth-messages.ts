// The account rules' limits and texts, without zod: forms show them before any validation.
import { EMAIL_MAX_LENGTH } from './generated/db-rules.js';

export { EMAIL_MAX_LENGTH };

/** Every password, chosen at sign-up, in a reset or in a change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the cost of hashing one. */
export const PASSWORD_MAX_LENGTH = 1024;
/** A person's name as shown on the site; it travels in every access token, so it is bounded. */
export const FULL_NAME_MAX_LENGTH = 100;

export const authMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordOnlySpaces: 'Password cannot be only spaces',
  // Checked by the server alone: the list is too large for the browser.
  passwordTooCommon:
    'This password is one of the 10,000 most common passwords, the first ones attackers try: choose another',
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;
