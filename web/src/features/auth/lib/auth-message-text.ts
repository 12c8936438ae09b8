import '../messages';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  authMessages,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@app/domain/auth-messages';

const max = FULL_NAME_MAX_LENGTH;
const min = PASSWORD_MIN_LENGTH;
const longest = PASSWORD_MAX_LENGTH;

/** The account rules' sentences (the domain's English, shared with the server) in every language. */
const authMessageTexts: Record<keyof typeof authMessages, MessageDescriptor> = {
  fullNameRequired: msg`Full name is required`,
  fullNameTooLong: msg`Name must be at most ${max} characters`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password must be at least ${min} characters long`,
  passwordTooLong: msg`Password must be at most ${longest} characters long`,
  passwordOnlySpaces: msg`Password cannot be only spaces`,
  passwordTooCommon: msg`This password is one of the 10,000 most common passwords, the first ones attackers try: choose another`,
  passwordNeedsLetter: msg`Password must contain at least one letter`,
  passwordNeedsNumber: msg`Password must contain at least one number`,
  passwordsDoNotMatch: msg`Passwords do not match`,
};

const keyOf = new Map<string, keyof typeof authMessages>(
  Object.entries(authMessages).map(([key, text]) => [text, key as keyof typeof authMessages]),
);

/**
 * A validation message of the account forms in the page's language, read when it is shown (the
 * schemas are the domain's, in English, shared with the server); any other text as it is.
 */
export function authMessageText(message: string): string;
export function authMessageText(message: string | undefined): string | undefined;
export function authMessageText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = keyOf.get(message);
  return key ? i18n._(authMessageTexts[key]) : message;
}
