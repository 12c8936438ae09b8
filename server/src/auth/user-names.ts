import { FULL_NAME_MAX_LENGTH, authMessages } from '@app/domain';
import { authErrors } from './auth-error.js';

/** The app sends `name`; other clients send `full_name`. Either is kept under both keys. */
export function withNameAliases(data: Record<string, unknown>): Record<string, unknown> {
  const name = typeof data.name === 'string' ? data.name : undefined;
  const fullName = typeof data.full_name === 'string' ? data.full_name : undefined;
  const shown = name ?? fullName;
  return shown === undefined ? data : { ...data, name: shown, full_name: fullName ?? shown };
}

/**
 * The sign-up form's rule on the name (@app/domain), for every client and for every way the
 * name is written: POST /signup and PUT /user (`updateUser({ data: { name } })`).
 */
export function assertNameLength(data: Record<string, unknown>) {
  for (const name of [data.name, data.full_name]) {
    if (typeof name === 'string' && name.trim().length > FULL_NAME_MAX_LENGTH) {
      throw authErrors.validation(authMessages.fullNameTooLong);
    }
  }
}
