import { z } from 'zod';
import {
  authMessages,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages.js';

export * from './auth-messages.js';

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
