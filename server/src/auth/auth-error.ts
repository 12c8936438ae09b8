import { UNSUPPORTED_LOCALE, unsupportedLocaleMessage } from '@app/domain/member-locale';
import {
  type ErrorCatalogue,
  REQUEST_ERROR,
  type ServiceErrorReply,
} from '../platform/service-errors.js';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** An error as GoTrue sends it: `{ code, error_code, msg }` plus optional extra fields. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

function authErrorReply(error: AuthApiError): ServiceErrorReply {
  return {
    status: error.status,
    headers: { ...error.headers, [API_VERSION_HEADER]: API_VERSION },
    body: {
      code: error.status,
      error_code: error.errorCode,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
  };
}

export const authErrors = {
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  unsupportedLocale: () => new AuthApiError(400, UNSUPPORTED_LOCALE, unsupportedLocaleMessage),
  badJson: (message: string) =>
    new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${message}`),
  invalidEmail: () =>
    new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  invalidCredentials: () =>
    new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthApiError(400, 'user_banned', 'User is banned'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () =>
    new AuthApiError(
      422,
      'same_password',
      'New password should be different from the old password.',
    ),
  // GoTrue's secure password change: the codes are GoTrue's, the sentences ours.
  reauthenticationNeeded: () =>
    new AuthApiError(
      400,
      'reauthentication_needed',
      'Password update requires reauthentication: give your current password, or the code from a reauthentication e-mail',
    ),
  reauthenticationNotValid: () =>
    new AuthApiError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  currentPasswordInvalid: () =>
    new AuthApiError(400, 'current_password_invalid', 'The current password is not correct'),
  phoneDisabled: () =>
    new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled'),
  noAuthorization: () =>
    new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFound: () =>
    new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthApiError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  refreshTokenNotFound: () =>
    new AuthApiError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ),
  refreshTokenAlreadyUsed: () =>
    new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  overRequestRateLimit: (retryAfterSeconds: number) =>
    new AuthApiError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'retry-after': String(retryAfterSeconds) },
    ),
  overEmailSendRateLimit: (retryAfterSeconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      'Email rate limit exceeded',
      {},
      { 'retry-after': String(retryAfterSeconds) },
    ),
  // Two-factor sign-in: GoTrue's codes, statuses and sentences (internal/api/mfa.go).
  mfaFactorIdNotUuid: () => new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID'),
  mfaFactorNotFound: () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found'),
  mfaFactorTypeUnknown: () =>
    new AuthApiError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  mfaEnrollDisabled: (factorType: 'phone' | 'webauthn') =>
    new AuthApiError(
      422,
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
    ),
  mfaFactorNameConflict: (name: string) =>
    new AuthApiError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooManyEnrolledFactors: () =>
    new AuthApiError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  insufficientAalToEnroll: () =>
    new AuthApiError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  insufficientAalToUnenroll: () =>
    new AuthApiError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  mfaSessionRequired: () =>
    new AuthApiError(
      403,
      'session_not_found',
      'A valid session and a registered user are required to use MFA factors',
    ),
  mfaCodeRequired: () => new AuthApiError(400, 'validation_failed', 'Code needs to be non-empty'),
  mfaChallengeNotFound: () =>
    new AuthApiError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    ),
  mfaChallengeUsedOrMoved: () =>
    new AuthApiError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  mfaChallengeExpired: (challengeId: string) =>
    new AuthApiError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    ),
  mfaVerificationFailed: () =>
    new AuthApiError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  // The admin API, e-mail codes and e-mail change: GoTrue's codes, statuses and sentences.
  notAdmin: () => new AuthApiError(403, 'not_admin', 'User not allowed'),
  adminUserNotFound: () => new AuthApiError(404, 'user_not_found', 'User not found'),
  emailExists: () =>
    new AuthApiError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  // A sign-up for a known address while sign-ups are confirmed at once (mailer autoconfirm).
  userAlreadyExists: () => new AuthApiError(422, 'user_already_exists', 'User already registered'),
  // POST /otp with create_user false for an unknown address, told only with mailer autoconfirm.
  otpDisabled: () => new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  serverOwnedRole: () =>
    new AuthApiError(
      400,
      'validation_failed',
      'app_metadata.role is set by the server: admins come from ADMIN_EMAILS, guides from the staff-role function',
    ),
  // Recovery codes (GoTrue's 2026 recovery_codes.go).
  insufficientAal: (message: string) => new AuthApiError(403, 'insufficient_aal', message),
  aal2RequiredForAccountChange: () =>
    new AuthApiError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    ),
  mfaRecoveryCodeInvalid: () =>
    new AuthApiError(422, 'mfa_verification_failed', 'Invalid recovery code entered'),
  mfaRecoveryCodesNotFound: () =>
    new AuthApiError(404, 'mfa_factor_not_found', 'No recovery codes enrolled'),
  unexpected: () =>
    new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
  requestTimeout: () =>
    new AuthApiError(
      504,
      'request_timeout',
      'Processing this request timed out, please retry after a moment.',
    ),
};

/** GoTrue's wire shape for every error the auth service answers. */
export const authErrorCatalogue: ErrorCatalogue = {
  known: (error) => (error instanceof AuthApiError ? authErrorReply(error) : undefined),
  render(status, code, message) {
    if (code === REQUEST_ERROR.invalidJson) return authErrorReply(authErrors.badJson(message));
    if (status === 504) return authErrorReply(authErrors.requestTimeout());
    if (status >= 500) return authErrorReply(authErrors.unexpected());
    if (status === 404) return authErrorReply(new AuthApiError(404, 'not_found', message));
    return authErrorReply(new AuthApiError(status, 'validation_failed', message));
  },
};
