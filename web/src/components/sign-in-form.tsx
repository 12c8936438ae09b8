import type { signInFormSchema, SignInForm } from '@app/domain/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';
import { signInValidation } from '../lib/auth-form-validation';

/** Email and password with the spec's busy label; the caller decides what success means. */
export function SignInForm({
  onSubmit,
  defaultEmail = '',
  children,
}: {
  onSubmit: (values: SignInForm) => Promise<void>;
  defaultEmail?: string;
  children?: React.ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signInFormSchema>, unknown, SignInForm>({
    resolver: signInValidation.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  return (
    <form
      noValidate
      onFocus={signInValidation.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      {children}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
