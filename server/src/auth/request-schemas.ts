import { z } from 'zod';

// Wire shapes of the GoTrue endpoints. The rules on their values (e-mail format, password
// strength) come from @app/domain, shared with the browser forms.

const MAX_METADATA_BYTES = 4096;

/** user_metadata travels in every access token, so it is kept small. */
export const userMetadataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= MAX_METADATA_BYTES, {
    message: `User metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
  });

const optionalText = (max: number) => z.string().max(max).optional();

export const redirectQuerySchema = z.object({ redirect_to: optionalText(2048) });

export const signUpBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  password: z.string().max(1_000_000).optional(),
  data: userMetadataSchema.nullish(),
});

export const tokenQuerySchema = z.object({ grant_type: z.string().max(100).optional() });

export const passwordGrantBodySchema = z.object({
  email: optionalText(1000),
  phone: optionalText(100),
  password: z.string().max(1_000_000).optional(),
});

export const refreshGrantBodySchema = z.object({
  refresh_token: z.string().min(1, 'A refresh token is required').max(1024),
});

export const logoutQuerySchema = z.object({
  scope: z.enum(['global', 'local', 'others']).default('global'),
});

export const recoverBodySchema = z.object({ email: optionalText(1000) });

/**
 * POST /resend (supabase-js `auth.resend({ type, email })`). supabase-js also sends
 * gotrue_meta_security and PKCE fields, which are dropped. Phone types are not offered.
 */
export const resendBodySchema = z.object({
  type: z.enum(['signup', 'email_change'], {
    error: 'type must be one of signup, email_change',
  }),
  email: optionalText(1000),
});

export const verifyQuerySchema = z.object({
  token: optionalText(1024),
  type: optionalText(40),
  redirect_to: optionalText(2048),
});

export const updateUserBodySchema = z.object({
  email: optionalText(1000),
  password: z.string().max(1_000_000).optional(),
  // Either proves it is the user when the session is not recent (GoTrue's secure password change).
  current_password: z.string().max(1_000_000).optional(),
  nonce: optionalText(100),
  data: userMetadataSchema.nullish(),
});
