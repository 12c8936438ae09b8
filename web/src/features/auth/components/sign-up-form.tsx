import '../messages';
import type { signUpFormSchema, SignUpForm as SignUpValues } from '@app/domain/auth';
import { authMessages } from '@app/domain/auth-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { signUpValidation } from '../../../lib/auth-form-validation';
import { validationText } from '../../../lib/error-text';

/** What the server refused in a sign-up, to show at its field (a too common password). */
export interface SignUpRefusal {
  password: string;
}

export function SignUpForm({
  onSubmit,
}: {
  onSubmit: (values: SignUpValues) => Promise<SignUpRefusal | undefined>;
}) {
  const { t } = useLingui();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signUpFormSchema>, unknown, SignUpValues>({
    resolver: signUpValidation.resolver,
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // Checked as the member types, and it blocks the button.
  const isMismatch = confirmPassword.length > 0 && password !== confirmPassword;

  async function submit(values: SignUpValues) {
    const refusal = await onSubmit(values);
    if (refusal)
      setError('password', { type: 'server', message: refusal.password }, { shouldFocus: true });
  }

  return (
    <form
      noValidate
      onFocus={signUpValidation.preload}
      onSubmit={handleSubmit(submit)}
      className="space-y-4"
    >
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        required
        error={validationText(errors.fullName?.message)}
        {...register('fullName')}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        error={validationText(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required
        hint={t`At least 8 characters, and not one of the most common passwords.`}
        error={validationText(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        required
        error={validationText(
          isMismatch ? authMessages.passwordsDoNotMatch : errors.confirmPassword?.message,
        )}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting || isMismatch}>
        {isSubmitting ? <Trans>Creating account...</Trans> : <Trans>Sign Up</Trans>}
      </Button>
    </form>
  );
}
