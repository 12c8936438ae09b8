import type { resetRequestFormSchema, ResetRequestForm } from '@app/domain/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '../lib/auth';
import { rememberedSignUpEmail } from '../lib/email-link-outcome';
import { errorText } from '../lib/error-text';
import { getSupabase } from '../lib/supabase';
import { toast } from '../lib/toast';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { TextField } from './ui/text-field';
import { resetRequestValidation } from '../lib/auth-form-validation';

/** A used or expired confirmation link: say so, and offer a new one for an address. */
export function ExpiredLinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const auth = useAuth();
  const [knownEmail] = useState(() => auth.user?.email ?? rememberedSignUpEmail());
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetRequestFormSchema>, unknown, ResetRequestForm>({
    resolver: resetRequestValidation.resolver,
    defaultValues: { email: knownEmail },
  });

  async function handleResend({ email }: ResetRequestForm) {
    const supabase = await getSupabase();
    // The new link comes back to this page (the address bar is already clean), in its language
    // (the address already holds the language's prefix).
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email,
      options: {
        emailRedirectTo: `${window.location.origin}${window.location.pathname}${window.location.search}`,
      },
    });
    if (error) {
      toast.error(errorText(error));
      return;
    }
    // The same words whatever the address: the answer must not tell whether it has an account.
    toast.success(
      t`If this address still needs confirming, a new link is on its way. Check your email.`,
    );
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      canClose={!isSubmitting}
      title={t`This link has expired or was already used.`}
      description={t`Links in our e-mails work once and for a limited time. Enter your email and we'll send you a new one.`}
    >
      <form
        noValidate
        onFocus={resetRequestValidation.preload}
        onSubmit={handleSubmit(handleResend)}
        className="mt-4 space-y-4"
      >
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        {/* With the address already there, the button is what the visitor wants next. */}
        <Button
          type="submit"
          className="w-full"
          disabled={isSubmitting}
          data-autofocus={knownEmail ? '' : undefined}
        >
          {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send a new link</Trans>}
        </Button>
      </form>
    </Dialog>
  );
}
