import '../messages';
import type { resetRequestFormSchema, ResetRequestForm } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetRequestValidation } from '../../../lib/auth-form-validation';
import { validationText } from '../../../lib/error-text';

export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
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
    toast.success(t`Password reset link has been sent to your email.`);
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
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={validationText(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        <Trans>Send Reset Link</Trans>
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <Trans>Back to Sign In</Trans>
      </Button>
    </form>
  );
}
