import { z } from 'zod';

/** Every password, chosen at sign-up, in a reset or in a change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the cost of hashing one. */
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 320;
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

/** Trimmed and lower-cased, as accounts are stored. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid));

/**
 * What every password must be. The server also refuses the 10,000 most common passwords
 * (server/src/auth/common-passwords.ts), a list kept out of the browser's bundle.
 */
export const signUpPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong)
  .refine((password) => password === '' || /\S/u.test(password), authMessages.passwordOnlySpaces);

/** The rules for a new password (reset and change); every broken rule is reported. */
export const newPasswordSchema = signUpPasswordSchema
  .regex(/\p{L}/u, authMessages.passwordNeedsLetter)
  .regex(/\p{Nd}/u, authMessages.passwordNeedsNumber);

const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** The name given at sign-up, checked alike in the form and by the server. */
export const fullNameSchema = z
  .string()
  .trim()
  .min(1, authMessages.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, authMessages.fullNameTooLong);

export const signUpFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: signUpPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.passwordRequired),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const resetRequestFormSchema = z.object({ email: emailSchema });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
