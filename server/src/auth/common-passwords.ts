import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the list's most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let refused: ReadonlySet<string> | undefined;

/**
 * Whether the password, ignoring case, is one of the 10,000 most common passwords. The list is
 * zxcvbn-ts's (MIT; most common first, from leaked password sets), shipped in the npm package
 * @zxcvbn-ts/language-common: nothing is fetched, and it never reaches the browser's bundle.
 */
export function isCommonPassword(password: string): boolean {
  refused ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return refused.has(password.toLowerCase());
}
