import '../../messages';
import { t } from '@lingui/core/macro';
import { errorText } from '../../../../lib/error-text';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** What a failed enrolment, code or recovery code says, in the page's language. */
export function twoFactorErrorText(error: unknown, kind: 'totp' | 'recovery'): string {
  switch (codeOf(error)) {
    case 'mfa_verification_failed':
      return kind === 'totp'
        ? t`That code is not right. Check that your phone's clock is correct and try the new code.`
        : t`That recovery code is not right, or it was already used.`;
    case 'mfa_challenge_expired':
      return t`That took too long. Please enter the new code.`;
    case 'over_request_rate_limit':
      return t`Too many attempts. Please wait a few minutes and try again.`;
    default:
      return errorText(error);
  }
}
