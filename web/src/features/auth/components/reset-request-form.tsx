import type { resetRequestFormSchema, ResetRequestForm } from '@app/domain/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetRequestValidation } from '../../../lib/auth-form-validation';

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetRequestFormSchema>, unknown, ResetRequestForm>({
    resolver: resetRequestValidation.resolver,
    defaultValues: { email: '' },
  });

  async function handleRequest({ email }: ResetRequestForm) {
    await requestPasswordReset(email).catch(() => undefined);
    toast.success('Password reset link has been sent to your email.');
    onBack();
  }

  return (
    <form
      noValidate
      onFocus={resetRequestValidation.preload}
      onSubmit={handleSubmit(handleRequest)}
      className="space-y-4"
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        Send Reset Link
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
